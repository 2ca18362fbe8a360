import { STORE_VIEWS, type StoreCode } from '@apteek/domain';
import type { Db } from '@apteek/db';
import { demoPatient, prescriptionIn, type DemoPrescription } from './sandbox-patients.ts';
import { answeredOffer, insertOfferRequest } from './offer-request-queries.ts';
import { sandboxOrderOffers } from './sandbox-order-offers.ts';
import { sandboxCompensation } from './sandbox-compensation.ts';
import type { ListInit, ServiceList, ServiceOffer } from '../service-protocol.ts';

/** What the sandbox service remembers of one OrderCode (a cart): whose list, and what it composed. */
export interface OrderState {
  patientCode: string;
  /** A second person's list holds only the prescription whose number proved it. */
  only: string | null;
  store: StoreCode;
  list: 'pending' | 'ready' | 'empty';
  offers: Map<string, ServiceOffer | 'pending'>;
}

/**
 * The e-prescription service played in memory, per server process: enough for a developer and the
 * tests; the real service keeps this state itself.
 */
export function sandboxService(db: Db, today: () => string, now: () => Date) {
  const orders = new Map<string, OrderState>();

  // The service answers in the language of the store that asked (ListInit's `store`).
  const prescriptionsOf = (state: OrderState): DemoPrescription[] =>
    (demoPatient(state.patientCode)?.prescriptions ?? [])
      .filter((p) => state.only === null || p.number === state.only)
      .map((p) => prescriptionIn(p, STORE_VIEWS[state.store].i18n.language));
  const offers = sandboxOrderOffers(db, today, (orderCode, number) => {
    const state = orders.get(orderCode);
    const prescription = state && prescriptionsOf(state).find((p) => p.number === number);
    return state && prescription ? { state, prescription } : null;
  });

  return {
    ...sandboxCompensation(db),

    /** False when a second person's prescription number is not theirs. */
    initList(input: ListInit): boolean {
      const number = input.prescriptionNumber ?? null;
      const patient = demoPatient(input.patientCode);
      if (number !== null && !patient?.prescriptions.some((p) => p.number === number)) return false;
      orders.set(input.orderCode, {
        patientCode: input.patientCode,
        only: number,
        store: input.store,
        list: 'pending',
        offers: new Map(),
      });
      return true;
    },

    /** The list becomes ready (or empty); answers the callback's Result, null for an unknown order. */
    settleList(orderCode: string, empty = false): 'Success' | 'NotFound' | null {
      const state = orders.get(orderCode);
      if (!state) return null;
      state.list = empty || prescriptionsOf(state).length === 0 ? 'empty' : 'ready';
      return state.list === 'ready' ? 'Success' : 'NotFound';
    },

    list(orderCode: string): ServiceList | 'pending' | null {
      const state = orders.get(orderCode);
      if (!state) return null;
      if (state.list === 'pending') return 'pending';
      const prescriptions = state.list === 'empty' ? [] : prescriptionsOf(state);
      return {
        patientCode: state.patientCode,
        prescriptions: prescriptions.map(({ medicine, rate: _rate, ...p }) => ({
          ...p,
          type: medicine.kind,
          patientCode: state.patientCode,
        })),
      };
    },

    /** False when the order's list holds no such prescription. */
    initProducts(orderCode: string, number: string): boolean {
      const state = orders.get(orderCode);
      if (!state || !prescriptionsOf(state).some((p) => p.number === number)) return false;
      state.offers.set(number, 'pending');
      return true;
    },

    /**
     * The automatic composer answers (the cheapest suitable first), and the answer is
     * recorded as the automatic one; answers the callback's Result.
     */
    async composeProducts(orderCode: string, number: string): Promise<ServiceOffer['result'] | null> {
      const request = offers.offerRequest(orderCode, number, now());
      if (!request) return null;
      const composition = await offers.automaticOffer(orderCode, number);
      await insertOfferRequest(db, request, { answerer: { by: 'automatic' }, composition });
      offers.keepOffer(orderCode, number, composition);
      return composition.result;
    },

    ...offers,

    /** init_and_details_ready: the list is ready at once and the offer composed. */
    async settleAll(orderCode: string, number: string): Promise<ServiceOffer['result'] | null> {
      if (this.settleList(orderCode) === null) return null;
      return this.composeProducts(orderCode, number);
    },

    /** A pending offer may have been answered by a pharmacist, on any instance: the queue says. */
    async products(orderCode: string, number: string): Promise<ServiceOffer | 'pending' | null> {
      const offer = orders.get(orderCode)?.offers.get(number) ?? null;
      if (offer !== 'pending') return offer;
      const answered = await answeredOffer(db, orderCode, number);
      if (!answered) return 'pending';
      offers.keepOffer(orderCode, number, answered);
      return orders.get(orderCode)!.offers.get(number)!;
    },
  };
}

export type SandboxService = ReturnType<typeof sandboxService>;
