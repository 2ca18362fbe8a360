import type { RealtimeEvent } from '@apteek/domain';
import type { Db } from '@apteek/db';
import type { ServiceClient, ServiceOffer } from '../../providers/e-prescription/index.ts';
import { productIdsBySku } from '../catalog/index.ts';
import { patientHash } from './patient-hash.ts';
import { findCartByServiceCode, saveOffers } from './prescription-queries.ts';

/**
 * The service's callback that a prescription's offer is ready: the offer is read from the service
 * and kept for the cart's customer, so that the cart lets in only what was offered. Kept here, on
 * the service's own call, the customer's reads of the offer change nothing.
 */
export function offerCallbacks({ db, client }: { db: Db; client: ServiceClient }) {
  return async function receive(event: RealtimeEvent): Promise<void> {
    if (event.type !== 'PrescriptionDetailCallback' || event.prescriptionNumber === null) return;
    const cart = await findCartByServiceCode(db, event.cartCode);
    if (!cart || cart.customerId === null) return;
    const answer = await client.productsFetch(event.cartCode, event.prescriptionNumber);
    if (answer.resultCode === 200) await keepOffer(db, cart.customerId, answer.result);
  };
}

/** The offers of one prescription replace what the customer was offered for it before. */
async function keepOffer(db: Db, customerId: number, offer: ServiceOffer): Promise<void> {
  const hash = await patientHash(db, offer.patientCode);
  const ids = await productIdsBySku(
    db,
    offer.offers.map((o) => o.sku),
  );
  await saveOffers(
    db,
    customerId,
    offer.prescriptionNumber,
    offer.offers.flatMap((o) => {
      const productId = ids.get(o.sku);
      if (productId === undefined) return [];
      return [
        {
          customerId,
          prescriptionNumber: offer.prescriptionNumber,
          patientHash: hash,
          productId,
          maxQty: offer.qty,
          isSuitableForAge: o.isSuitableForAge,
        },
      ];
    }),
  );
}
