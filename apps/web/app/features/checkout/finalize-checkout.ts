import type { StoreView } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { cartStoreFor } from '../cart/cart-client.ts';
import { checkoutStoreFor } from './checkout-store.ts';
import { refreshProfile } from './customer.ts';

/**
 * Spec 001 §4 Finalize: the thank-you flag, the cart (with its chat id, which the server cart
 * holds) and the password cleared, the profile refreshed when logged in.
 */
export async function finalizeCheckout(storeView: StoreView, t: TFunction): Promise<void> {
  checkoutStoreFor(storeView.storeCode)?.finalize();
  cartStoreFor(storeView, t)?.clear();
  await refreshProfile(storeView.tax.defaultCountry);
}
