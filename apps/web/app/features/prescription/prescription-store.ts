import {
  INITIAL_PRESCRIPTION_STATE,
  PRESCRIPTION_MESSAGES,
  reducePrescriptions,
  type PrescriptionEffect,
  type PrescriptionEvent,
  type PrescriptionModuleState,
} from '@apteek/domain';
import { ApiError } from '../../api/api-error.ts';
import type { PrescriptionApi } from './prescription-api.ts';

/** What running an effect needs: the calls and the customer's cart. */
export interface PrescriptionContext {
  api: PrescriptionApi;
  cartId: string;
}

type Listener = () => void;
type OfferOpener = (prescriptionNumber: string) => void;

/** The server's own refusal text (403 for a password-only session, a wrong second person…), or the default error. */
export function prescriptionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.failure === 'refused' && error.status !== 500) return error.message;
  return PRESCRIPTION_MESSAGES.technicalProblem;
}

/**
 * The prescription centre's state for the page's lifetime: kept in memory only, never in
 * localStorage, as it is health data. The rules are reducePrescriptions'; this runs its effects
 * (the fetches after a hub callback).
 */
export function createPrescriptionStore() {
  let state: PrescriptionModuleState = INITIAL_PRESCRIPTION_STATE;
  const listeners = new Set<Listener>();
  /** Shows a prescription's offer page: set by the centre's layout while it is mounted. */
  let openOffer: OfferOpener | null = null;

  function dispatch(event: PrescriptionEvent, context: PrescriptionContext | null = null): void {
    const step = reducePrescriptions(state, event);
    if (step.state !== state) {
      state = step.state;
      for (const listener of listeners) listener();
    }
    if (context) for (const effect of step.effects) void run(effect, context);
  }

  async function run(effect: PrescriptionEffect, context: PrescriptionContext): Promise<void> {
    try {
      if (effect.type === 'open-offer') {
        openOffer?.(effect.prescriptionNumber);
      } else if (effect.type === 'fetch-list') {
        const list = await context.api.fetchList(context.cartId);
        // Not composed yet: the callback is still to come.
        if (list) dispatch({ type: 'list-fetched', ...list }, context);
      } else {
        const offer = await context.api.fetchProducts(context.cartId, effect.prescriptionNumber);
        if (offer) dispatch({ type: 'offer-fetched', offer }, context);
      }
    } catch (error) {
      dispatch({ type: 'failed', message: prescriptionErrorMessage(error) });
    }
  }

  return {
    snapshot: (): PrescriptionModuleState => state,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch,
    /** The page that shows an offer the pharmacist sent for another prescription; returns its removal. */
    onOpenOffer: (opener: OfferOpener): (() => void) => {
      openOffer = opener;
      return () => {
        if (openOffer === opener) openOffer = null;
      };
    },
  };
}

export type PrescriptionStore = ReturnType<typeof createPrescriptionStore>;

/** The page's one prescription store, shared by /prescriptions, /prescriptions/list and /prescriptions/details. */
export const prescriptionStore = createPrescriptionStore();

/** After an order or a logout the centre starts over: no list, offer or patient is kept. */
export function resetPrescriptions(): void {
  prescriptionStore.dispatch({ type: 'reset' });
}
