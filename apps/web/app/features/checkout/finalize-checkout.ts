import type { StoreView } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { cartStore } from '../cart/cart-client.ts';
import { checkoutStoreFor } from './checkout-store.ts';
import { refreshProfile } from './customer.ts';

/**
 * Spec 001 §4 Finalize: the thank-you flag, the cart (with its chat id, which the server cart
 * holds) and the password cleared, the profile refreshed when logged in.
 */
export async function finalizeCheckout(storeView: StoreView, t: TFunction): Promise<void> {
  const cart = await cartStore(storeView, t);
  // Both in one go: a thank-you page beside a cart that still has lines means the shopper started over.
  checkoutStoreFor(storeView.storeCode)?.finalize();
  cart?.clear();
  await refreshProfile(storeView.tax.defaultCountry);
}
