import { COMPENSATION_EXPIRED_MESSAGE, storePath, type CartLineItem } from '@apteek/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import type { CartStore } from '../cart/index.ts';
import { notify, useStoreView } from '../../shell/index.ts';
import {
  COMPENSATION_ORDER_WAIT_MS,
  cartPrescriptionHash,
  compensationStore,
  useCompensationDeps,
} from '../prescription/index.ts';
import { useRealtimePhase } from '../realtime/index.ts';
import type { FlowCompensation } from './checkout-flow.ts';

/** The checkout's first field: where the shopper starts again. */
const FIRST_FIELD = 'checkout-firstName';

/**
 * The compensation in checkout (EE): requested while the cart holds prescription lines,
 * and an expired one at order validation sends the shopper back to the beginning of /checkout,
 * with the spec's text, while it is asked for again.
 */
export function useCheckoutCompensation(
  cart: CartStore | null,
  items: readonly CartLineItem[],
): FlowCompensation | undefined {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeCode } = useStoreView();
  const deps = useCompensationDeps(cart);
  const hubOpen = useRealtimePhase() === 'open';
  const hash = cartPrescriptionHash({ cartId: null, items });
  useEffect(() => {
    if (cart && deps && hubOpen && hash) void compensationStore.request('checkout', cart.snapshot(), deps);
  }, [cart, deps, hubOpen, hash]);
  return useMemo(() => {
    if (!cart || !deps || !hash) return undefined;
    return {
      isExpired: () => compensationStore.isExpired(deps.now()),
      ready: () => compensationStore.settled(COMPENSATION_ORDER_WAIT_MS),
      expired: () => {
        notify({ type: 'warning', message: t(COMPENSATION_EXPIRED_MESSAGE), timeToLive: null });
        compensationStore.reset();
        void compensationStore.request('checkout', cart.snapshot(), deps);
        // Orders are placed on /checkout itself: its beginning is the top of the page and the first
        // field. A navigation would hand the focus to the page's main region instead.
        if (!/\/checkout\/?$/.test(window.location.pathname))
          void navigate(storePath(storeCode, '/checkout'));
        requestAnimationFrame(() => {
          window.scrollTo({ top: 0 });
          document.getElementById(FIRST_FIELD)?.focus({ preventScroll: true });
        });
      },
    };
  }, [cart, deps, hash, t, navigate, storeCode]);
}
