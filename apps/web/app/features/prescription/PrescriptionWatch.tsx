import { OPENING_HOURS_MESSAGES, type RealtimeEvent } from '@apteek/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { useSession, useSessionKnown } from '../account/index.ts';
import { type CartStore, useCart } from '../cart/index.ts';
import { notify, useStoreView } from '../../shell/index.ts';
import { useRealtimeEvents, useRealtimePhase } from '../realtime/index.ts';
import { createClosingFlow } from './closing-flow.ts';
import { createCompensationFlow } from './compensation-flow.ts';
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
 * The opening hours on every page of a store with prescriptions, for a customer with prescription
 * lines or in the centre: the closing flow's warnings and its removal at closing.
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
  const enabled = usePrescriptionWatchNeeded(hasPrescriptionLines);
  const locale = storeView.i18n.locale;

  useEffect(() => {
    if (!enabled) return;
    const hasLines = () => latest.current.cart?.snapshot().items.some(isPrescriptionLine) ?? false;
    const flow = createClosingFlow({
      cartId: () => latest.current.cart?.snapshot().cartId ?? null,
      hasLines,
      inCentre: () => latest.current.inCentre,
      removeLines: (cartId) => removePrescriptionLines(cartId, latest.current.customer?.auth ?? null, locale),
      dropRemovedLines: async () => {
        const current = latest.current.cart;
        if (current) await dropRemovedLines(current, hasLines);
      },
      warn: (message) =>
        notify({
          type: 'warning',
          message:
            message.key === 'closingSoon'
              ? latest.current.t(OPENING_HOURS_MESSAGES.closingSoon, { minutes: message.minutes })
              : latest.current.t(OPENING_HOURS_MESSAGES.removedAtClosing),
          timeToLive: null,
        }),
    });
    return openingHoursStore.watch({
      now: Date.now,
      fetchTimes: () => fetchOpeningTimes(locale),
      setTimer: browserTimer,
      onWarning: (minutes) => flow.onWarning(minutes),
      onClosed: () => void flow.onClosed(),
    });
  }, [enabled, locale]);
}

/** The compensation flow on a page whose cart holds prescription lines. */
function CompensationFeed({ cart, deps }: { cart: CartStore; deps: CompensationDeps }) {
  const { state } = useCart();
  const hubOpen = useRealtimePhase() === 'open';
  const flow = useMemo(
    () =>
      createCompensationFlow({ store: compensationStore, cart: () => cart.snapshot(), compensation: deps }),
    [cart, deps],
  );
  useRealtimeEvents(useCallback((event: RealtimeEvent) => void flow.received(event), [flow]));
  useEffect(() => {
    if (hubOpen) void flow.hubOpened();
  }, [flow, hubOpen]);
  const { lastSyncAt } = state;
  const pending = Object.values(state.unconfirmed).reduce((sum, count) => sum + count, 0);
  useEffect(() => {
    if (hubOpen) void flow.synced({ lastSyncAt, pending });
  }, [flow, lastSyncAt, hubOpen, pending]);
  return null;
}

/** The prescription rules that run on every page: opening hours and the compensation. */
export function PrescriptionWatch() {
  const { state, cart } = useCart();
  const deps = useCompensationDeps(cart);
  // Logout resets the prescription state, the compensation with it.
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
