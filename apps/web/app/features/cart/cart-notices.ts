import { storePath, type StoreView } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { notify } from '../../shell/index.ts';
import type { CartEvent } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';

/** What the shopper is told of a cart change: added, updated, refused and the like. */
export function showCartEvent(event: CartEvent, storeView: StoreView, t: TFunction | null) {
  if (!t) return;
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
      notify({ type: 'danger', message: translateServerMessage(t, event.message) });
      break;
  }
}
