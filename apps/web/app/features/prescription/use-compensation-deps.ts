import { hasStateCompensation } from '@apteek/domain';
import { useMemo } from 'react';
import { useSession } from '../account/session-client.ts';
import type { CartStore } from '../cart/cart-store.ts';
import { useStoreView } from '../store/store-view.ts';
import type { CompensationDeps } from './compensation-store.ts';
import { prescriptionApi } from './prescription-api.ts';

/**
 * The cart pulled again with its totals: after a compensation; with `serverWins` after the server
 * removed lines, which the browser then drops too.
 */
export async function refreshCart(cart: CartStore | null, serverWins = false): Promise<void> {
  if (!cart) return;
  await cart.sync(!serverWins, serverWins);
  await cart.refreshTotals();
}

/** What the compensation calls need, or null outside the Estonian stores (ee, en, ru) or without a customer. */
export function useCompensationDeps(cart: CartStore | null): CompensationDeps | null {
  const storeView = useStoreView();
  const { store: customer } = useSession();
  const enabled = hasStateCompensation(storeView.storeCode);
  return useMemo(
    () =>
      enabled && customer
        ? {
            now: Date.now,
            api: prescriptionApi({ auth: customer.auth, locale: storeView.i18n.locale }),
            enabled,
            refreshCart: () => refreshCart(cart),
          }
        : null,
    [enabled, customer, storeView.i18n.locale, cart],
  );
}
