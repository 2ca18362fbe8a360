import { OPENING_HOURS_MESSAGES, type RealtimeEvent } from '@apteek/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { useSession, useSessionKnown } from '../account/index.ts';
import { type CartStore, useCart } from '../cart/index.ts';
import { notify, useStoreView } from '../../shell/index.ts';
import { useRealtimeEvents, useRealtimePhase } from '../realtime/index.ts';
import { compensationStore, type CompensationDeps } from './compensation-store.ts';
import { dropRemovedLines, useCompensationDeps } from './use-compensation-deps.ts';
import { openingHoursStore } from './opening-hours-watch.ts';
import { fetchOpeningTimes } from '../opening-hours/index.ts';
import { removePrescriptionLines } from './prescription-api.ts';
import { isPrescriptionLine } from './prescription-line.ts';
import { usePrescriptionWatchNeeded } from './use-watch-needed.ts';

const browserTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * Spec 001 §4 "Opening hours" on every page of a store with prescriptions, for a customer with
 * prescription lines or in the centre: the closing warnings, and the lines removed at closing.
 */
function useOpeningHoursWatch(cart: CartStore | null, hasPrescriptionLines: boolean) {
  const storeView = useStoreView();
  const { t } = useTranslation();
  const { store: customer } = useSession();
  const { pathname } = useLocation();
  const latest = useRef({ cart, customer, t, inCentre: false });
  useEffect(() => {
    latest.current = { cart, customer, t, inCentre: pathname.includes('/prescriptions') };
  }, [cart, customer, t, pathname]);
  const removing = useRef(false);
  const enabled = usePrescriptionWatchNeeded(hasPrescriptionLines);
  const locale = storeView.i18n.locale;

  useEffect(() => {
    if (!enabled) return;
    const hasLines = () => latest.current.cart?.snapshot().items.some(isPrescriptionLine) ?? false;
    return openingHoursStore.watch({
      now: Date.now,
      fetchTimes: () => fetchOpeningTimes(locale),
      setTimer: browserTimer,
      onWarning: (minutes) => {
        if (!hasLines() && !latest.current.inCentre) return;
        notify({
          type: 'warning',
          message: latest.current.t(OPENING_HOURS_MESSAGES.closingSoon, { minutes }),
          timeToLive: null,
        });
      },
      onClosed: () => {
        const { cart: current, customer: session, t: translate } = latest.current;
        const cartId = current?.snapshot().cartId;
        if (!current || !cartId || !hasLines() || removing.current) return;
        removing.current = true;
        void removePrescriptionLines(cartId, session?.auth ?? null, locale)
          .then(() => dropRemovedLines(current, hasLines))
          .then(() =>
            notify({
              type: 'warning',
              message: translate(OPENING_HOURS_MESSAGES.removedAtClosing),
              timeToLive: null,
            }),
          )
          .catch(() => null)
          .finally(() => {
            removing.current = false;
          });
      },
    });
  }, [enabled, locale]);
}

/**
 * Spec 001 §4 "Compensation": re-requested on cart load when expired and whenever a pull brings
 * prescription lines, once the hub listens for the callback, which then marks it synced. A request
 * whose callback may have been lost while the hub was down is asked again.
 */
function CompensationFeed({ cart, deps }: { cart: CartStore; deps: CompensationDeps }) {
  const { state } = useCart();
  const hubOpen = useRealtimePhase() === 'open';
  useRealtimeEvents(
    useCallback(
      (event: RealtimeEvent) => {
        if (event.type !== 'PrescriptionCompensationCallback') return;
        void compensationStore.callback(event.result, cart.snapshot(), deps);
      },
      [cart, deps],
    ),
  );
  const loaded = useRef(false);
  useEffect(() => {
    if (!hubOpen) return;
    if (compensationStore.snapshot().checkedDate === 1) compensationStore.reset();
    if (loaded.current) return;
    loaded.current = true;
    void compensationStore.request('cart-load', cart.snapshot(), deps);
  }, [cart, deps, hubOpen]);
  // After each pull, and once the server has confirmed the lines' changes.
  const { lastSyncAt } = state;
  const pending = Object.values(state.unconfirmed).reduce((sum, count) => sum + count, 0);
  useEffect(() => {
    if (!hubOpen || lastSyncAt === null || pending > 0) return;
    void compensationStore.request('items-synced', cart.snapshot(), deps);
  }, [cart, deps, lastSyncAt, hubOpen, pending]);
  return null;
}

/** The prescription rules that run on every page: opening hours and the compensation. */
export function PrescriptionWatch() {
  const { state, cart } = useCart();
  const deps = useCompensationDeps(cart);
  // Spec 001 §4: logout resets the prescription state, the compensation with it.
  const { session } = useSession();
  const known = useSessionKnown();
  const loggedOut = known && session === null;
  useEffect(() => {
    if (loggedOut) compensationStore.reset();
  }, [loggedOut]);
  const hasLines = state.items.some(isPrescriptionLine);
  useOpeningHoursWatch(cart, hasLines);
  return cart && deps && hasLines ? <CompensationFeed cart={cart} deps={deps} /> : null;
}
