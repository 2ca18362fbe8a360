import {
  COMPENSATION_NOT_CHECKED,
  COMPENSATION_REQUESTED,
  compensationSynced,
  countryOfPersonalCode,
  isCompensationExpired,
  prescriptionItemsHash,
  shouldRequestCompensation,
  type CartLineItem,
  type CompensationState,
} from '@apteek/domain';
import type { PrescriptionApi } from './prescription-api.ts';
import { isPrescriptionLine, prescriptionItemsOf, prescriptionOf } from './prescription-line.ts';

/** Why a compensation is (re)requested. */
export type CompensationReason = 'checkout' | 'cart-load' | 'items-synced';

/** The cart as the compensation needs it. */
export interface CompensationCart {
  cartId: string | null;
  items: readonly Pick<CartLineItem, 'key' | 'sku' | 'qty' | 'productOption'>[];
  /** Per line key, the changes the server has not confirmed yet: the server computes from its own lines. */
  unconfirmed?: Readonly<Record<string, number>>;
}

/** Whether the server holds the cart's prescription lines as the browser shows them. */
function isSettled(cart: CompensationCart): boolean {
  return cart.items.every((line) => !isPrescriptionLine(line) || !cart.unconfirmed?.[line.key]);
}

export interface CompensationDeps {
  now: () => number;
  api: Pick<PrescriptionApi, 'initCompensation'>;
  /** Compensation exists in the EE store only. */
  enabled: boolean;
  /** Pulls the cart once: its lines and totals come back with the fund's share the server kept. */
  refreshCart: () => Promise<void>;
}

type Listener = () => void;

/**
 * A request whose callback has not come within this time (the hub was down when the service
 * answered, say) no longer holds back the next one: the state would otherwise stay 'requested'.
 */
export const COMPENSATION_ANSWER_WAIT_MS = 60_000;

/**
 * How long placing an order waits for a compensation on its way (the service's answer, its lines and
 * the cart's totals with the fund's share) before the server is left to judge the order.
 */
export const COMPENSATION_ORDER_WAIT_MS = 10_000;

/** The hash of the cart's prescription items, or null without any (nothing to compensate). */
export function cartPrescriptionHash(cart: CompensationCart): string | null {
  const items = prescriptionItemsOf(cart.items);
  return items.length === 0 ? null : prescriptionItemsHash(items);
}

/** The patient whose compensation is asked: the one of the cart's first prescription line. */
function patientOf(cart: CompensationCart): string | null {
  for (const line of cart.items) {
    const code = prescriptionOf(line)?.patientCode;
    if (code) return code;
  }
  return null;
}

/**
 * The compensation part of the prescription state (compensationCheckedDate,
 * prescriptionItemsHash): not checked, requested, then synced with the time
 * of the browser's clock and the hash of the prescription items it holds for. In memory only:
 * it is health data.
 */
export function createCompensationStore() {
  let state: CompensationState = COMPENSATION_NOT_CHECKED;
  let requestedAt = 0;
  /** From a request sent until its answer is in the cart's totals, or it failed. */
  let underWay = false;
  const listeners = new Set<Listener>();
  const settledWaiters = new Set<() => void>();

  function set(next: CompensationState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function setUnderWay(next: boolean) {
    underWay = next;
    if (next) return;
    for (const waiter of settledWaiters) waiter();
  }

  return {
    snapshot: (): CompensationState => state,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Sends compensation init when the reason calls for it; true when it was sent. */
    async request(reason: CompensationReason, cart: CompensationCart, deps: CompensationDeps) {
      const hash = cartPrescriptionHash(cart);
      if (!cart.cartId || !isSettled(cart)) return false;
      if (state.checkedDate === 1 && deps.now() - requestedAt >= COMPENSATION_ANSWER_WAIT_MS) {
        set(COMPENSATION_NOT_CHECKED);
      }
      const patient = patientOf(cart);
      // A Finnish prescription bought here has no compensation: nothing is asked for its patient.
      const enabled = deps.enabled && (patient === null || countryOfPersonalCode(patient) !== 'FI');
      if (!shouldRequestCompensation(reason, state, deps.now(), hash, enabled)) return false;
      set(COMPENSATION_REQUESTED);
      setUnderWay(true);
      requestedAt = deps.now();
      // Not started (no prescription lines on the server yet, a failure): asked again at the next occasion.
      const started = await deps.api.initCompensation(cart.cartId, patient).catch(() => false);
      if (!started) {
        set(COMPENSATION_NOT_CHECKED);
        setUnderWay(false);
      }
      return started;
    },

    /**
     * The hub's PrescriptionCompensationCallback: the server kept the compensation before it
     * relayed the callback, so the state is synced and one pull shows the fund's share.
     */
    async callback(result: string, cart: CompensationCart, deps: CompensationDeps): Promise<void> {
      try {
        const hash = cartPrescriptionHash(cart);
        if (result !== 'Success' || !cart.cartId || hash === null) return set(COMPENSATION_NOT_CHECKED);
        set(compensationSynced(deps.now(), hash));
        await deps.refreshCart();
      } finally {
        setUnderWay(false);
      }
    },

    /**
     * Resolves once no compensation is on its way (none was asked, or its answer is in the cart's
     * totals, or it failed), or after `limitMs`: the order then carries the fund's share.
     */
    settled(limitMs: number): Promise<void> {
      if (!underWay) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          settledWaiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, limitMs);
        settledWaiters.add(done);
      });
    },

    isExpired: (now: number): boolean => isCompensationExpired(state, now),

    /** An expired compensation met at order validation, or a logout. */
    reset: () => {
      set(COMPENSATION_NOT_CHECKED);
      setUnderWay(false);
    },
  };
}

export type CompensationStore = ReturnType<typeof createCompensationStore>;

/** The page's one compensation state. */
export const compensationStore = createCompensationStore();
