import {
  OfferCompositionSchema,
  OfferRequestsSchema,
  SuitableProductsSchema,
  type OfferCompositionView,
  type OfferRequest,
  type SuitableProducts,
} from '@apteek/domain';
import { callApi } from '../../api/client.ts';

/** A request waiting for the pharmacist's offer, and the suitable products in stock for one. */
export type { OfferRequest, SuitableProducts };

/** One product of an offer, its price in Cents. */
export type MedicineOffer = OfferCompositionView['offers'][number];

/** The pharmacist's prescription offers; the staff session travels in its cookie. */
export const staffOffersApi = {
  async waiting(): Promise<OfferRequest[]> {
    return (await callApi('/api/staff/offer-requests', { result: OfferRequestsSchema })).result;
  },

  async suitableProducts(id: number): Promise<SuitableProducts> {
    const answer = await callApi(`/api/staff/offer-requests/${id}/products`, {
      result: SuitableProductsSchema,
    });
    return answer.result;
  },

  /** Refused with a 400 naming `skus` unless the cheapest suitable product is among them. */
  async send(id: number, skus: string[]): Promise<OfferCompositionView> {
    const answer = await callApi(`/api/staff/offer-requests/${id}/offer`, {
      method: 'POST',
      body: { skus },
      result: OfferCompositionSchema,
    });
    return answer.result;
  },
};
