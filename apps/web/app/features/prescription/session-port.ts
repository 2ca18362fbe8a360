import type { CartLineItem } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import type { TFunction } from '../../i18n/translation.tsx';
import { notify } from '../../shell/index.ts';
import { removePrescriptionLines } from './prescription-api.ts';
import { prescriptionLinesRemoval, SESSION_EXPIRED_MESSAGE, type SessionEnd } from './prescription-logout.ts';

/** What the prescription feature needs to know when a customer's session ends. */
export interface SessionEndContext {
  cart: { cartId: string | null; items: readonly Pick<CartLineItem, 'productOption'>[] };
  /** The customer's credentials while the session still has them. */
  auth: ApiAuth | null;
  locale: string;
  /** The current language's texts, when they are needed; null before they have loaded. */
  translate: () => TFunction | null;
}

/**
 * A customer's session ended: the cart's prescription lines go, on the server too, so the next
 * login does not bring them back; after an expiry the shopper is told why they went.
 */
async function onLogout(end: SessionEnd, { cart, auth, locale, translate }: SessionEndContext) {
  const removal = prescriptionLinesRemoval(end, cart);
  if (!cart.cartId || !removal) return;
  await removePrescriptionLines(cart.cartId, removal.withToken ? auth : null, locale).catch(() => null);
  const t = translate();
  // It stays, with a close action, until the shopper has read it.
  if (removal.tell && t) {
    notify({
      type: 'warning',
      message: t(SESSION_EXPIRED_MESSAGE),
      timeToLive: null,
      action: { label: t('Close') },
    });
  }
}

/** The prescription feature's side of the browser's session wiring (app/runtime). */
export const prescription = { onLogout };
