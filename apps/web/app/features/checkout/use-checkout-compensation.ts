import { storePath, type CartLineItem } from '@apteek/domain';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { useSession } from '../account/index.ts';
import type { CartStore } from '../cart/index.ts';
import { notify, useStoreView } from '../../shell/index.ts';
import {
  isPrescriptionLine,
  loadCheckoutCompensation,
  type CheckoutCompensationPart,
} from '../prescription/index.ts';
import type { FlowCompensation } from './checkout-flow.ts';

/** The checkout's first field: where the shopper starts again. */
const FIRST_FIELD = 'checkout-firstName';

const noSubscription = () => () => undefined;

/**
 * The compensation in checkout (EE): requested while a customer's cart holds prescription lines,
 * and an expired one at order validation sends the shopper back to the beginning of /checkout,
 * with the spec's text, while it is asked for again. Its code loads with a customer's first
 * prescription line, in any store (the part knows which have compensation): until it has, an order
 * waits for no compensation, and the server's own check of the compensation still stands.
 */
export function useCheckoutCompensation(
  cart: CartStore | null,
  items: readonly CartLineItem[],
): FlowCompensation | undefined {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeCode, i18n } = useStoreView();
  const { store: customer } = useSession();
  const part = useCompensationPart(cart !== null && customer !== null && items.some(isPrescriptionLine));
  const hubOpen = useSyncExternalStore(
    part?.hubPhase.subscribe ?? noSubscription,
    () => part?.hubPhase.current() === 'open',
    () => false,
  );
  const deps = useMemo(
    () => (part && customer ? part.depsFor(storeCode, cart, customer.auth, i18n.locale) : null),
    [part, storeCode, customer, cart, i18n.locale],
  );
  const hash = part?.hashOf({ cartId: null, items }) ?? null;
  useEffect(() => {
    if (part && cart && deps && hubOpen && hash) void part.store.request('checkout', cart.snapshot(), deps);
  }, [part, cart, deps, hubOpen, hash]);
  return useMemo(() => {
    if (!part || !cart || !deps || !hash) return undefined;
    const { store } = part;
    return {
      isExpired: () => store.isExpired(deps.now()),
      ready: () => store.settled(part.orderWaitMs),
      expired: () => {
        notify({ type: 'warning', message: t(part.expiredMessage), timeToLive: null });
        store.reset();
        void store.request('checkout', cart.snapshot(), deps);
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
  }, [part, cart, deps, hash, t, navigate, storeCode]);
}

/**
 * The compensation's code, loaded the first time `wanted` holds. A load that fails (offline)
 * leaves the checkout without it: the order then meets the server's check instead.
 */
function useCompensationPart(wanted: boolean): CheckoutCompensationPart | null {
  const [part, setPart] = useState<CheckoutCompensationPart | null>(null);
  useEffect(() => {
    if (!wanted || part) return;
    let current = true;
    loadCheckoutCompensation().then(
      (loaded) => {
        if (current) setPart(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, part]);
  return part;
}
