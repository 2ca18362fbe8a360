import type { ApiAuth } from '../../api/api-auth.ts';
import { endChat } from './chat-end.ts';

/**
 * Logout deactivates the live chat and the browser forgets its id, so the storefront is incognito
 * again for whoever uses it next.
 */
function deactivate(cart: { storeCode: string; cartId: string | null; auth: ApiAuth | null }): Promise<void> {
  return endChat('deactivate', cart);
}

/** The chat's side of the browser's session wiring (app/runtime). */
export const chat = { deactivate };
