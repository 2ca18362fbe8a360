import type { CartLineItem } from '@apteek/domain';
import { isPrescriptionLine } from './prescription-line.ts';

/** How a session ended, as the cart sees it. */
export type SessionEnd =
  /** The customer logs out here: the session still has its token. */
  | 'logout'
  /** The session expired (its refresh was refused): no token is left. */
  | 'expired'
  /** The session was gone before this page's cart loaded (another tab, or an expiry meanwhile). */
  | 'gone';

export interface PrescriptionLinesRemoval {
  /** Send the customer's token with the removal; without it the cart token alone is the proof. */
  withToken: boolean;
  /** 'Your session expired. You have been logged out and your prescription medicine has been removed from cart.' */
  tell: boolean;
}

export const SESSION_EXPIRED_MESSAGE =
  'Your session expired. You have been logged out and your prescription medicine has been removed from cart.';

/**
 * Logout and session expiry remove the cart's prescription lines, on the server too,
 * so the next login does not bring them back. Null: nothing to remove.
 */
export function prescriptionLinesRemoval(
  end: SessionEnd,
  cart: { cartId: string | null; items: readonly Pick<CartLineItem, 'productOption'>[] },
): PrescriptionLinesRemoval | null {
  if (!cart.cartId || !cart.items.some(isPrescriptionLine)) return null;
  return { withToken: end === 'logout', tell: end === 'expired' };
}
