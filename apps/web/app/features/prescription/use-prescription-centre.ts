import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  INITIAL_PRESCRIPTION_STATE,
  PRESCRIPTION_MESSAGES,
  storePath,
  type PrescriptionModuleState,
  type RealtimeEvent,
} from '@apteek/domain';
import { type StoredSession, useSession, useSessionKnown } from '../account/index.ts';
import { useCart, useCartLoader, type CartStore } from '../cart/index.ts';
import { useRealtimeEvents, useRealtimePhase, type HubPhase } from '../realtime/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { prescriptionApi } from './prescription-api.ts';
import {
  prescriptionErrorMessage,
  prescriptionStore,
  type PrescriptionContext,
} from './prescription-store.ts';

const initial = () => INITIAL_PRESCRIPTION_STATE;
/** How long a request waits for the hub before it goes anyway (a lost callback is fetched on reconnect). */
const HUB_WAIT_MS = 5000;

export type CentreAccess = 'unknown' | 'logged-out' | 'needs-identity' | 'identified';

export interface PrescriptionCentre {
  state: PrescriptionModuleState;
  access: CentreAccess;
  hubPhase: HubPhase;
  cart: CartStore | null;
  cartItems: ReturnType<typeof useCart>['state']['items'];
  /** Own prescriptions (null) or another person's by their personal code and a prescription number. */
  startList: (patient: { patientCode: string; prescriptionNumber: string } | null) => Promise<void>;
  openOffer: (prescriptionNumber: string) => Promise<void>;
  selectQty: (prescriptionNumber: string, qty: number) => void;
}

/** Prescriptions only for a customer identified with Smart-ID, Mobile-ID, ID-card or bank ID. */
function accessOf(known: boolean, session: StoredSession | null): CentreAccess {
  if (!known) return 'unknown';
  if (session === null) return 'logged-out';
  const user = session.user;
  if (user === null) return 'unknown';
  return user.personalCode && user.identityMethod ? 'identified' : 'needs-identity';
}

/** The calls and the cart's token as prescription effects need them, once both are known. */
function useCentreContext() {
  const storeView = useStoreView();
  const { store: customer } = useSession();
  // A guest sees the login gate, which needs no cart: the cart's code (its store, task queue and
  // answer schemas) loads once a customer is logged in, as on every page (useCartBootstrap).
  const { state: cartState, cart } = useCart({ load: customer !== null });
  const loadCart = useCartLoader();
  const api = useMemo(
    () => (customer ? prescriptionApi({ auth: customer.auth, locale: storeView.i18n.locale }) : null),
    [customer, storeView.i18n.locale],
  );
  const context = useRef<PrescriptionContext | null>(null);
  useEffect(() => {
    context.current = api && cartState.cartId ? { api, cartId: cartState.cartId } : null;
  }, [api, cartState.cartId]);
  return { api, cart, cartState, context, loadCart };
}

/**
 * The cart's realtime feed into the prescription store, held
 * by the centre's layout so the connection stays up from one page of the centre to the next. A
 * callback sent while the connection was down is lost: once it is back, what is awaited is fetched.
 * Logout resets the prescription state.
 */
export function usePrescriptionFeed(): void {
  const { context } = useCentreContext();
  const hubPhase = useRealtimePhase();
  const { session, store: customer } = useSession();
  const known = useSessionKnown();
  // The pharmacist's offer for a prescription other than the one open is shown where it arrives.
  const navigate = useNavigate();
  const { storeCode } = useStoreView();
  useEffect(
    () =>
      prescriptionStore.onOpenOffer((number) => {
        const search = new URLSearchParams({ number }).toString();
        void navigate(`${storePath(storeCode, '/prescriptions/details')}?${search}`);
      }),
    [navigate, storeCode],
  );
  useRealtimeEvents(
    useCallback(
      (event: RealtimeEvent) => {
        if (event.type === 'PrescriptionListCallback') {
          prescriptionStore.dispatch({ type: 'list-callback', result: event.result }, context.current);
        } else if (event.type === 'PrescriptionDetailCallback') {
          prescriptionStore.dispatch(
            { type: 'detail-callback', prescriptionNumber: event.prescriptionNumber, result: event.result },
            context.current,
          );
        }
      },
      [context],
    ),
  );
  const dropped = useRef(false);
  useEffect(() => {
    if (hubPhase === 'waiting') dropped.current = true;
    if (hubPhase === 'open' && dropped.current) {
      dropped.current = false;
      prescriptionStore.dispatch({ type: 'hub-reopened' }, context.current);
    }
  }, [hubPhase, context]);
  const loggedOut = known && session === null;
  useEffect(() => {
    if (loggedOut) prescriptionStore.dispatch({ type: 'reset' });
  }, [loggedOut]);
  // A new login (a strong one after a password session, another person) starts the centre afresh.
  useEffect(
    () =>
      customer?.listen((event) => {
        if (event.kind === 'login') prescriptionStore.dispatch({ type: 'reset' });
      }),
    [customer],
  );
}

/**
 * The prescription centre on a page: list and products init,
 * answered through the realtime hub (usePrescriptionFeed). Everything runs in the browser;
 * nothing of it is rendered on the server.
 */
export function usePrescriptionCentre(): PrescriptionCentre {
  const { session } = useSession();
  const known = useSessionKnown();
  const { api, cart, cartState, loadCart } = useCentreContext();
  const state = useSyncExternalStore(prescriptionStore.subscribe, prescriptionStore.snapshot, initial);
  const hubPhase = useRealtimePhase();
  const phase = useRef(hubPhase);
  useEffect(() => {
    phase.current = hubPhase;
  }, [hubPhase]);

  /** The customer's cart and the calls, once the hub listens for the cart's callbacks. */
  const ready = useCallback(async (): Promise<PrescriptionContext | null> => {
    // A page opened directly may not have loaded the cart's code yet.
    const cartId = await (cart ?? (await loadCart()))?.ensureCart();
    if (!cartId || !api) return null;
    const until = Date.now() + HUB_WAIT_MS;
    while (phase.current !== 'open' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { api, cartId };
  }, [cart, loadCart, api]);

  /** Dispatches `before`, then runs the init; a refusal shows the server's text or the default error. */
  const init = useCallback(
    async (run: (ctx: PrescriptionContext) => Promise<void>) => {
      const ctx = await ready();
      if (!ctx) return prescriptionStore.dispatch({ type: 'failed' });
      await run(ctx).catch((error: unknown) =>
        prescriptionStore.dispatch({ type: 'failed', message: prescriptionErrorMessage(error) }),
      );
    },
    [ready],
  );

  return {
    state,
    // The server decides: a session that began with a password login is refused even for an
    // account identified before, and the page then asks for a strong login.
    access:
      state.status === PRESCRIPTION_MESSAGES.strongIdentityRequired
        ? 'needs-identity'
        : accessOf(known, session),
    hubPhase,
    cart,
    cartItems: cartState.items,
    startList: useCallback(
      async (patient) => {
        prescriptionStore.dispatch({ type: 'list-requested', isSecondPerson: patient !== null });
        await init((ctx) => ctx.api.initList(ctx.cartId, patient));
      },
      [init],
    ),
    openOffer: useCallback(
      async (prescriptionNumber) => {
        prescriptionStore.dispatch({ type: 'offer-requested', prescriptionNumber });
        await init((ctx) => ctx.api.initProducts(ctx.cartId, prescriptionNumber));
      },
      [init],
    ),
    selectQty: useCallback((prescriptionNumber: string, qty: number) => {
      prescriptionStore.dispatch({ type: 'qty-selected', prescriptionNumber, qty });
    }, []),
  };
}
