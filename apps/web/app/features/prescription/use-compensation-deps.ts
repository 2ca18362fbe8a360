import { hasStateCompensation } from '@apteek/domain';
import { useMemo } from 'react';
import type { ApiAuth } from '../../api/api-auth.ts';
import { useSession } from '../account/index.ts';
import type { CartStore } from '../cart/index.ts';
import { useStoreView } from '../../shell/index.ts';
import type { CompensationDeps } from './compensation-store.ts';
import { prescriptionApi } from './prescription-api.ts';

/**
 * The cart pulled again, its totals coming with the lines: after a compensation; with `serverWins`
 * after the server removed lines, which the browser then drops too.
 */
export async function refreshCart(cart: Pick<CartStore, 'sync'> | null, serverWins = false): Promise<void> {
  if (!cart) return;
  await cart.sync(!serverWins, serverWins);
}

/** Pulls the cart until the lines the server removed have left the browser too (a pull may fail). */
export async function dropRemovedLines(cart: Pick<CartStore, 'sync'>, hasLines: () => boolean) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    await refreshCart(cart, true);
    if (!hasLines()) return;
  }
}

/** What the compensation calls need in a store with compensation (ee, en, ru), for a customer. */
export function compensationDeps(cart: CartStore | null, auth: ApiAuth, locale: string): CompensationDeps {
  return {
    now: Date.now,
    api: prescriptionApi({ auth, locale }),
    enabled: true,
    refreshCart: () => refreshCart(cart),
  };
}

/** What the compensation calls need, or null outside the Estonian stores (ee, en, ru) or without a customer. */
export function useCompensationDeps(cart: CartStore | null): CompensationDeps | null {
  const storeView = useStoreView();
  const { store: customer } = useSession();
  const enabled = hasStateCompensation(storeView.storeCode);
  return useMemo(
    () => (enabled && customer ? compensationDeps(cart, customer.auth, storeView.i18n.locale) : null),
    [enabled, customer, storeView.i18n.locale, cart],
  );
}
