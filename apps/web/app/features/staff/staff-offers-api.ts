import type { MedicineOffer, OfferComposition, PrescribedMedicine } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

/** A request waiting for the pharmacist's offer, as GET /api/staff/offer-requests answers it (issue 19). */
export interface OfferRequest {
  id: number;
  prescriptionNumber: string;
  medicine: PrescribedMedicine;
  title: string;
  qty: number;
  rate: number;
  requestedAt: string;
  /** When the automatic composer answers it if no pharmacist has. */
  fallbackAt: string;
}

/** The suitable products in stock for a request, cheapest first and flagged. */
export type SuitableProducts = OfferComposition & { request: OfferRequest };

export type { MedicineOffer };

function list<T>(result: unknown): T[] {
  if (!Array.isArray(result)) throw new TypeError('not a list');
  return result as T[];
}

function composition<T extends OfferComposition>(result: unknown): T {
  if (typeof result !== 'object' || result === null || !('offers' in result))
    throw new TypeError('not an offer');
  return result as T;
}

/** The pharmacist's prescription offers; the staff session travels in its cookie. */
export const staffOffersApi = {
  async waiting(): Promise<OfferRequest[]> {
    return (await callApi('/api/staff/offer-requests', { result: list<OfferRequest> })).result;
  },

  async suitableProducts(id: number): Promise<SuitableProducts> {
    const answer = await callApi(`/api/staff/offer-requests/${id}/products`, {
      result: composition<SuitableProducts>,
    });
    return answer.result;
  },

  /** Refused with a 400 naming `skus` unless the cheapest suitable product is among them. */
  async send(id: number, skus: string[]): Promise<OfferComposition> {
    const answer = await callApi(`/api/staff/offer-requests/${id}/offer`, {
      method: 'POST',
      body: { skus },
      result: composition<OfferComposition>,
    });
    return answer.result;
  },
};
