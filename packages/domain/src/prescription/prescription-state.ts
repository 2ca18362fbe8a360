import { PRESCRIPTION_MESSAGES } from './prescription.ts';
import { capSelectedQty, feedStatusMessage, type FeedResult } from './prescription-rules.ts';
import type { ListedPrescription, OfferedMedicine, PrescriptionOffer } from './prescription-api.ts';

/** A listed prescription with what the customer has chosen for it. */
export interface PrescriptionEntry extends ListedPrescription {
  selectedQty: number;
  /** The offer once it has arrived; null before. */
  products: PrescriptionOffer | null;
}

export type PrescriptionPhase =
  /** Nothing asked yet. */
  | 'idle'
  /** List init sent; the list arrives through the realtime hub. */
  | 'waiting-list'
  /** The list is here (possibly empty). */
  | 'listed'
  | 'failed';

export interface PrescriptionModuleState {
  phase: PrescriptionPhase;
  prescriptions: PrescriptionEntry[];
  prescriptionsLoaded: boolean;
  prescriptionsFound: boolean;
  /** Whose prescriptions: null until asked (then the customer's own code as the server answers it). */
  patientCode: string | null;
  /** Whether the list is another person's (the second-person flow). */
  isSecondPerson: boolean;
  currentPrescriptionNumber: string | null;
  /** Products init sent for the current prescription; the offer arrives through the hub. */
  isWaitingOffer: boolean;
  /** The message after the service's last answer; empty when all is well. */
  status: string;
}

export const INITIAL_PRESCRIPTION_STATE: PrescriptionModuleState = {
  phase: 'idle',
  prescriptions: [],
  prescriptionsLoaded: false,
  prescriptionsFound: false,
  patientCode: null,
  isSecondPerson: false,
  currentPrescriptionNumber: null,
  isWaitingOffer: false,
  status: '',
};

export type PrescriptionEvent =
  | { type: 'list-requested'; isSecondPerson: boolean }
  | { type: 'list-callback'; result: FeedResult }
  | { type: 'list-fetched'; patientCode: string; prescriptions: ListedPrescription[] }
  | { type: 'offer-requested'; prescriptionNumber: string }
  | { type: 'detail-callback'; prescriptionNumber: string | null; result: FeedResult }
  | { type: 'offer-fetched'; offer: PrescriptionOffer }
  | { type: 'qty-selected'; prescriptionNumber: string; qty: number }
  | { type: 'offer-closed' }
  /** The hub connection came back: a callback sent meanwhile was lost, so what is awaited is fetched. */
  | { type: 'hub-reopened' }
  /** A call failed; `message` is the server's text, or the default error. */
  | { type: 'failed'; message?: string }
  /** Logout, session expiry, or the customer starting over. */
  | { type: 'reset' };

export type PrescriptionEffect =
  | { type: 'fetch-list' }
  | { type: 'fetch-products'; prescriptionNumber: string }
  /** Show that prescription's offer (the prescription-offer page) wherever in the centre the customer is. */
  | { type: 'open-offer'; prescriptionNumber: string };

export interface PrescriptionTransition {
  state: PrescriptionModuleState;
  effects: PrescriptionEffect[];
}

const stay = (state: PrescriptionModuleState): PrescriptionTransition => ({ state, effects: [] });

/**
 * The prescription centre's state in the browser: list init, the list callback
 * and fetch, products init, the detail callback and fetch. Callbacks arrive through the realtime
 * hub; what to fetch next is returned as effects for the page to run.
 */
export function reducePrescriptions(
  state: PrescriptionModuleState,
  event: PrescriptionEvent,
): PrescriptionTransition {
  switch (event.type) {
    case 'list-requested':
      return stay({
        ...INITIAL_PRESCRIPTION_STATE,
        phase: 'waiting-list',
        isSecondPerson: event.isSecondPerson,
      });
    case 'list-callback':
      return listCallback(state, event.result);
    case 'list-fetched':
      return stay(listFetched(state, event.patientCode, event.prescriptions));
    case 'offer-requested':
      return stay({
        ...state,
        currentPrescriptionNumber: event.prescriptionNumber,
        isWaitingOffer: true,
        status: '',
      });
    case 'detail-callback':
      return detailCallback(state, event.prescriptionNumber, event.result);
    case 'offer-fetched':
      return stay(offerFetched(state, event.offer));
    case 'qty-selected':
      return stay({
        ...state,
        prescriptions: state.prescriptions.map((p) =>
          p.number === event.prescriptionNumber
            ? { ...p, selectedQty: capSelectedQty(event.qty, p.products?.qty ?? p.qty) }
            : p,
        ),
      });
    case 'hub-reopened':
      return { state, effects: awaited(state) };
    case 'offer-closed':
      return stay({ ...state, currentPrescriptionNumber: null, isWaitingOffer: false });
    case 'failed':
      return stay({
        ...state,
        phase: state.phase === 'waiting-list' ? 'failed' : state.phase,
        isWaitingOffer: false,
        status: event.message || PRESCRIPTION_MESSAGES.technicalProblem,
      });
    case 'reset':
      return stay(INITIAL_PRESCRIPTION_STATE);
    default:
      return event satisfies never;
  }
}

/** Success refetches the list; NotFound is an empty list; anything else the default error. */
function listCallback(state: PrescriptionModuleState, result: FeedResult): PrescriptionTransition {
  if (state.phase === 'idle') return stay(state);
  if (result === 'Success') return { state: { ...state, status: '' }, effects: [{ type: 'fetch-list' }] };
  if (result === 'NotFound') {
    return stay({
      ...state,
      phase: 'listed',
      prescriptions: [],
      prescriptionsLoaded: true,
      prescriptionsFound: false,
      status: '',
    });
  }
  return stay({ ...state, phase: 'failed', status: feedStatusMessage(result) });
}

/** The list is filtered to the current patient code; a selected qty stays within the prescription's. */
function listFetched(
  state: PrescriptionModuleState,
  patientCode: string,
  listed: readonly ListedPrescription[],
): PrescriptionModuleState {
  const prescriptions = listed
    .filter((p) => p.patientCode === patientCode)
    .map((p) => {
      const before = state.prescriptions.find((known) => known.number === p.number);
      return {
        ...p,
        selectedQty: capSelectedQty(before?.selectedQty ?? p.qty, p.qty),
        products: before?.products ?? null,
      };
    });
  return {
    ...state,
    phase: 'listed',
    patientCode,
    prescriptions,
    prescriptionsLoaded: true,
    prescriptionsFound: prescriptions.length > 0,
    status: '',
  };
}

/**
 * The current prescription's callback reloads its products; another prescription's
 * refetches the list and opens that one's offer, or is the default error when the list does not
 * hold it.
 */
function detailCallback(
  state: PrescriptionModuleState,
  number: string | null,
  result: FeedResult,
): PrescriptionTransition {
  const status = feedStatusMessage(result);
  if (number === null) return stay({ ...state, isWaitingOffer: false, status: status || state.status });
  if (number === state.currentPrescriptionNumber) {
    if (result === 'Success' || result === 'NoSuitableMedicine') {
      return {
        state: { ...state, status },
        effects: [{ type: 'fetch-products', prescriptionNumber: number }],
      };
    }
    return stay({ ...state, isWaitingOffer: false, status });
  }
  if (result !== 'Success') return stay(state);
  if (!state.prescriptions.some((p) => p.number === number)) {
    return stay({ ...state, status: PRESCRIPTION_MESSAGES.technicalProblem });
  }
  return {
    state: { ...state, currentPrescriptionNumber: number, isWaitingOffer: true },
    effects: [
      { type: 'fetch-list' },
      { type: 'fetch-products', prescriptionNumber: number },
      { type: 'open-offer', prescriptionNumber: number },
    ],
  };
}

function offerFetched(state: PrescriptionModuleState, offer: PrescriptionOffer): PrescriptionModuleState {
  const prescriptions = state.prescriptions.map((p) =>
    p.number === offer.prescriptionNumber
      ? { ...p, products: offer, selectedQty: capSelectedQty(p.selectedQty, offer.qty) }
      : p,
  );
  const isCurrent = offer.prescriptionNumber === state.currentPrescriptionNumber;
  return {
    ...state,
    prescriptions,
    isWaitingOffer: isCurrent ? false : state.isWaitingOffer,
    status: feedStatusMessage(offer.result),
  };
}

/** A callback sent while the hub was down is lost: what is still awaited is fetched. */
function awaited(state: PrescriptionModuleState): PrescriptionEffect[] {
  const effects: PrescriptionEffect[] = [];
  if (state.phase === 'waiting-list') effects.push({ type: 'fetch-list' });
  if (state.isWaitingOffer && state.currentPrescriptionNumber !== null) {
    effects.push({ type: 'fetch-products', prescriptionNumber: state.currentPrescriptionNumber });
  }
  return effects;
}

/** What choosing an offered medicine leads to. */
export type OfferChoice = 'add' | 'confirm-not-cheapest' | 'refuse-age';

/** A medicine unsuitable for the patient's age is refused; one that is not the cheapest warns first. */
export function offerChoice(medicine: Pick<OfferedMedicine, 'isCheapest' | 'isSuitableForAge'>): OfferChoice {
  if (!medicine.isSuitableForAge) return 'refuse-age';
  return medicine.isCheapest ? 'add' : 'confirm-not-cheapest';
}

/** The prescription number as a page shows it, dates as DD.MM.YYYY, the store's date format. */
export function prescriptionDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}
