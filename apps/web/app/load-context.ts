import type { StorefrontServices } from '@apteek/domain';

declare module 'react-router' {
  interface AppLoadContext {
    storefront: StorefrontServices;
  }
}
