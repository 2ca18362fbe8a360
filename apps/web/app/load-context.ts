import type { StorefrontServices } from '@apteek/domain';

/** What the browser needs to know of the identity logins; nothing secret. */
export interface IdentitySettings {
  /** The identity providers are the local sandboxes: the test-mode ribbon shows, ID-card uses its test page. */
  sandbox: boolean;
  /** The ID card is the sandbox's too (no ID_CARD_CA_BUNDLE): its certificate page stands in for the card. */
  idCardSandbox: boolean;
  /** The ID-card login (/cert/user/idlogin), on the host whose proxy asks for the card. */
  idCardLoginUrl: string;
  /** Pause between Smart-ID / Mobile-ID polls in milliseconds (check_session_timeout); null, none. */
  checkSessionTimeoutMs: number | null;
}

declare module 'react-router' {
  interface AppLoadContext {
    storefront: StorefrontServices;
    /** A demo on this machine (LOCAL_DEMO=1): /mailbox lists the server's outbox; otherwise it is a 404. */
    hasLocalMailbox: boolean;
    /** A payment provider runs as the local sandbox: every page shows the test-mode ribbon. */
    isPaymentSandbox: boolean;
    /** How the login modal reaches the identity providers. */
    identity: IdentitySettings;
    /** This request's Content-Security-Policy nonce, put on the page's inline scripts (entry.server). */
    cspNonce: string;
  }
}
