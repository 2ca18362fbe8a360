import {
  choosePharmacistOffer,
  composeOfferForAge,
  DomainError,
  type OfferComposition,
  type OfferRequestView,
} from '@apteek/domain';
import type { Database } from '@apteek/db';
import { invalidField } from '../../../plugins/validation.ts';
import { publishCartEvent } from '../../../modules/realtime/index.ts';
import {
  answerOfferRequest,
  findWaitingOfferRequest,
  waitingOfferRequests,
  type OfferRequest,
} from './offer-request-queries.ts';
import { offerCandidates } from './sandbox-catalogue.ts';

/**
 * How long a request waits for a pharmacist before the automatic composer answers it, so that no
 * customer waits forever when the pharmacist on duty steps away.
 */
export const OFFER_WAIT_MINUTES = 3;

/** What the pharmacist sees of a request: what the offer needs, no personal code or name. */
export function toOfferRequestView(request: OfferRequest): OfferRequestView {
  return {
    id: request.id,
    prescriptionNumber: request.prescriptionNumber,
    medicine: request.medicine,
    title: request.title,
    qty: request.qty,
    rate: request.rate,
    requestedAt: request.requestedAt.toISOString(),
    fallbackAt: new Date(request.requestedAt.getTime() + OFFER_WAIT_MINUTES * 60_000).toISOString(),
  };
}

/** The suitable products of a request: the domain's composition over the catalogue's stock. */
export async function suitableProductsOf(
  database: Database,
  request: OfferRequest,
): Promise<OfferComposition> {
  return composeOfferForAge(
    request,
    await offerCandidates(database.db, request.storeCode),
    request.patientAge,
  );
}

/** Tells the customer's browser, on whichever instance it is connected, that the offer is ready. */
export async function announceOffer(
  database: Database,
  request: Pick<OfferRequest, 'orderCode' | 'prescriptionNumber'>,
  result: OfferComposition['result'],
): Promise<void> {
  await publishCartEvent(database, {
    type: 'PrescriptionDetailCallback',
    cartCode: request.orderCode,
    result,
    reasonCode: null,
    prescriptionNumber: request.prescriptionNumber,
  });
}

/**
 * The pharmacist's side of the prescription offers: the waiting requests, the
 * suitable products of one, and the offer sent through the hub as the service's callback would be.
 */
export function offerDesk({ database, now }: { database: Database; now: () => Date }) {
  async function requireWaiting(id: number): Promise<OfferRequest> {
    const request = await findWaitingOfferRequest(database.db, id);
    if (!request) throw new DomainError('not_found');
    return request;
  }

  return {
    async waiting() {
      return (await waitingOfferRequests(database.db)).map(toOfferRequestView);
    },

    async suitableProducts(id: number) {
      const request = await requireWaiting(id);
      return { request: toOfferRequestView(request), ...(await suitableProductsOf(database, request)) };
    },

    /** Sends the chosen products; refused unless they are suitable and hold the cheapest. */
    async send(id: number, staffId: number, skus: readonly string[]): Promise<OfferComposition> {
      const request = await requireWaiting(id);
      const choice = choosePharmacistOffer(await suitableProductsOf(database, request), skus);
      if (!choice.ok) throw invalidField('skus', choice.message);
      const answered = await answerOfferRequest(
        database.db,
        id,
        { by: 'pharmacist', staffId },
        choice.composition,
        now(),
      );
      if (!answered) throw new DomainError('not_found');
      await announceOffer(database, request, choice.composition.result);
      return choice.composition;
    },
  };
}

export type OfferDesk = ReturnType<typeof offerDesk>;
