import { serverErrorNotification, storePath, type StoreView } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { notify } from '../../shell/index.ts';
import type { CartEvent } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';

/**
 * What the shopper is told of a cart change: added, updated, refused and the like. On the checkout
 * the order review shows an added line or a new quantity itself, so no notification says it over
 * the review (a change queued on the page before arrives there too); a refusal is said everywhere and
 * stays until closed.
 */
export function showCartEvent(event: CartEvent, storeView: StoreView, t: TFunction | null) {
  if (!t) return;
  if (isCheckoutPage(storeView) && (event.kind === 'added' || event.kind === 'updated')) return;
  switch (event.kind) {
    case 'added':
      notify({
        type: 'success',
        message: t('New item added to cart'),
        action: {
          label: t('Proceed to checkout'),
          run: () => window.location.assign(storePath(storeView.storeCode, '/checkout')),
        },
      });
      break;
    case 'updated':
      notify({ type: 'success', message: t('Product quantity has been updated!') });
      break;
    case 'volatile':
      notify({
        type: 'warning',
        message: t(
          'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
        ),
      });
      break;
    case 'busy':
      notify({ type: 'warning', message: t('Please wait until the last item has been changed') });
      break;
    case 'refused':
      // The session's end is announced once, by the account feature.
      if (event.reason === 'refresh_failed') break;
      notify(serverErrorNotification(translateServerMessage(t, event.message)));
      break;
  }
}

/** The page open is the store's checkout (the default store's also answers with its code). */
function isCheckoutPage({ storeCode }: StoreView): boolean {
  const path = window.location.pathname.replace(/\/$/, '');
  return (
    path === storePath(storeCode, '/checkout') ||
    path === storePath(storeCode, '/checkout', { explicitDefault: true })
  );
}
