import type { StorefrontServices } from '@apteek/domain';

declare module 'react-router' {
  interface AppLoadContext {
    storefront: StorefrontServices;
    /** Mail is kept in the server's outbox (no SMTP_URL), so /mailbox lists it; otherwise it is a 404. */
    hasLocalMailbox: boolean;
    /** A payment provider runs as the local sandbox: every page shows the test-mode ribbon. */
    isPaymentSandbox: boolean;
  }
}
