import type { StoreView } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { loadedSessionStore } from '../account/index.ts';
import { cartStore } from '../cart/index.ts';
import { loadEndChat } from '../chat/index.ts';
import { loadPrescriptionsReset } from '../prescription/index.ts';
import { checkoutStoreFor } from './checkout-store.ts';
import { refreshProfile } from './customer.ts';

/**
 * Finalize: the thank-you flag, the cart (with its chat id, which the server cart
 * holds) and the password cleared, the live chat stopped, the prescription centre's state reset
 * (its list and offer were of the cart just ordered), the profile refreshed when logged in. The
 * chat's ending and the centre's state load here, once an order is placed: a checkout without a
 * prescription line or a chat has no other use for them.
 */
export async function finalizeCheckout(storeView: StoreView, t: TFunction): Promise<void> {
  const [cart, endChat, resetPrescriptions] = await Promise.all([
    cartStore(storeView, t),
    loadEndChat(),
    loadPrescriptionsReset(),
  ]);
  // The order is placed: the pharmacist's chat about it ends, and the next cart starts incognito.
  const stopping = endChat('stop', {
    storeCode: storeView.storeCode,
    cartId: cart?.snapshot().cartId ?? null,
    auth: loadedSessionStore()?.auth ?? null,
  });
  // Both in one go: a thank-you page beside a cart that still has lines means the shopper started over.
  checkoutStoreFor(storeView.storeCode)?.finalize();
  cart?.clear();
  resetPrescriptions();
  await Promise.all([stopping, refreshProfile(storeView.tax.defaultCountry)]);
}
