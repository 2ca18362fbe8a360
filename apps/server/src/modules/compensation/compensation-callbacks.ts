import { hasStateCompensation, type RealtimeEvent } from '@apteek/domain';
import type { Db } from '@apteek/db';
import type { ServiceClient } from '../../providers/e-prescription/index.ts';
import { findCartByServiceCode } from '../prescription/index.ts';
import {
  computedFor,
  itemsHashOf,
  patientsOf,
  saveCompensation,
  type PrescriptionCartLine,
} from './compensation.ts';

interface CompensationCallbackDeps {
  db: Db;
  client: ServiceClient;
  now: () => Date;
  /** The cart's prescription lines at the cart's prices (the cart module reads them). */
  cartLines: (cartId: string) => Promise<PrescriptionCartLine[]>;
}

/**
 * The service's callback that a compensation is computed: for each patient of the cart's
 * prescription lines, the service's compensation is kept with the hash of the items and the time,
 * when it was computed for these very lines. The cart's next read then shows the fund's share.
 */
export function compensationCallbacks({ db, client, now, cartLines }: CompensationCallbackDeps) {
  return async function receive(event: RealtimeEvent): Promise<void> {
    if (event.type !== 'PrescriptionCompensationCallback' || event.result !== 'Success') return;
    const cart = await findCartByServiceCode(db, event.cartCode);
    if (!cart || !hasStateCompensation(cart.storeCode)) return;
    const lines = await cartLines(cart.id);
    for (const patient of patientsOf(lines)) {
      const answer = await client.compensationFetch(event.cartCode, patient);
      const own = lines.filter((line) => line.patientCode.toUpperCase() === patient);
      if (answer.resultCode !== 200 || !computedFor(answer.result.lines, own)) continue;
      await saveCompensation(db, {
        cartId: cart.id,
        patientCode: patient,
        itemsHash: itemsHashOf(lines, patient),
        checkedAt: now(),
        lines: answer.result.lines,
      });
    }
  };
}
