import { composeOffer, patientAge, type OfferComposition } from '@apteek/domain';
import type { Db } from '@apteek/db';
import type { NewOfferRequest } from './offer-request-queries.ts';
import { offerCandidates } from './sandbox-catalogue.ts';
import type { DemoPrescription } from './sandbox-patients.ts';
import type { OrderState } from './sandbox-service.ts';

type FindPrescription = (
  orderCode: string,
  number: string,
) => { state: OrderState; prescription: DemoPrescription } | null;

/**
 * The sandbox's offers for an order's prescriptions: what the automatic composer
 * offers, the request the pharmacist's queue keeps instead, and the offer kept once answered.
 */
export function sandboxOrderOffers(db: Db, today: () => string, find: FindPrescription) {
  return {
    /** What the automatic composer offers (the cheapest suitable first); not kept yet. */
    async automaticOffer(orderCode: string, number: string): Promise<OfferComposition> {
      const { state, prescription } = find(orderCode, number)!;
      return composeOffer(
        { ...prescription, patientCode: state.patientCode },
        await offerCandidates(db, state.store),
        today(),
      );
    },

    /** The queue's row for a prescription of the order: the patient as an age, never the code. */
    offerRequest(orderCode: string, number: string, at: Date): NewOfferRequest | null {
      const found = find(orderCode, number);
      if (!found) return null;
      const { state, prescription } = found;
      return {
        orderCode,
        prescriptionNumber: number,
        storeCode: state.store,
        medicine: prescription.medicine,
        title: prescription.title,
        qty: prescription.qty,
        rate: prescription.rate,
        patientAge: patientAge(state.patientCode, today()),
        requestedAt: at,
      };
    },

    /** The offer composed (by the automatic composer or a pharmacist) becomes the order's. */
    keepOffer(orderCode: string, number: string, composition: OfferComposition): void {
      const found = find(orderCode, number);
      if (!found) return;
      found.state.offers.set(number, {
        prescriptionNumber: number,
        patientCode: found.state.patientCode,
        qty: found.prescription.qty,
        result: composition.result,
        offers: composition.offers,
      });
    },
  };
}
