import {
  countryOfPersonalCode,
  DomainError,
  hasStateCompensation,
  type CompensationAnswer,
  type ServiceOutcome,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import {
  compensationLinesOut,
  computedFor,
  itemsHashOf,
  saveCompensation,
  type PrescriptionCartLine,
} from './compensation.ts';
import type { ServiceClient } from '../../providers/e-prescription/index.ts';
import { patientHash, recordAccess, requireIdentified, requireOwnCart } from '../prescription/index.ts';

/** No prescription line of that patient, or a compensation computed for other items: init again. */
const NONE = { resultCode: 404, result: null } as const;

export interface CompensationDeps {
  db: Db;
  client: ServiceClient;
  now: () => Date;
  /** The cart's prescription lines at the cart's prices (the cart module reads them). */
  cartLines: (cartId: string) => Promise<PrescriptionCartLine[]>;
}

/**
 * Spec 001 §4 "Compensation", §7 compensation init and fetch (EE only): the e-prescription service
 * computes Tervisekassa's part of one patient's prescription lines of the cart; the answer is kept
 * with the hash of the items it was computed for and the time, and the cart applies it for 15 minutes.
 * Callers as for the list: a strong session and the cart's owner.
 */
export function compensationCentre({ db, client, now, cartLines }: CompensationDeps) {
  async function caller(customerId: number | null, cartId: string, patientCode: string | undefined) {
    const who = await requireIdentified(db, customerId);
    const cart = await requireOwnCart(db, cartId, who.customerId);
    if (!hasStateCompensation(cart.storeCode)) throw new DomainError('compensation_unavailable');
    const patient = patientCode?.toUpperCase() ?? who.personalCode;
    if (countryOfPersonalCode(patient) === null) {
      throw invalidField('patientCode', 'This personal code is not valid.');
    }
    const lines = (await cartLines(cart.id)).filter((line) => line.patientCode.toUpperCase() === patient);
    return { who, cart, patient, lines };
  }

  return {
    async initCompensation(
      customerId: number | null,
      cartId: string,
      body: { patientCode?: string },
    ): Promise<ServiceOutcome<true>> {
      const { cart, patient, lines } = await caller(customerId, cartId, body.patientCode);
      if (lines.length === 0) return NONE;
      const answer = await client.compensationInit({
        orderCode: cart.orderCode,
        patientCode: patient,
        lines: lines.map(({ prescriptionNumber, sku, qty, unitGrossCents }) => ({
          prescriptionNumber,
          sku,
          qty,
          unitPriceCents: unitGrossCents,
        })),
      });
      return answer.resultCode === 200
        ? { resultCode: 200, result: true }
        : { resultCode: answer.resultCode, result: null };
    },

    /**
     * The service's compensation, stored for the cart's items as they are now. One computed for
     * other items (the cart changed since the init) is not kept: 404, init again.
     */
    async fetchCompensation(
      customerId: number | null,
      cartId: string,
      patientCode: string | undefined,
    ): Promise<ServiceOutcome<NonNullable<CompensationAnswer>>> {
      const { who, cart, patient, lines } = await caller(customerId, cartId, patientCode);
      const answer = await client.compensationFetch(cart.orderCode, patient);
      if (answer.resultCode !== 200) return { resultCode: answer.resultCode, result: null };
      if (lines.length === 0 || !computedFor(answer.result.lines, lines)) {
        return NONE;
      }
      const checkedAt = now();
      const itemsHash = itemsHashOf(lines, patient);
      await saveCompensation(db, {
        cartId: cart.id,
        patientCode: patient,
        itemsHash,
        checkedAt,
        lines: answer.result.lines,
      });
      await recordAccess(db, {
        customerId: who.customerId,
        patientHash: await patientHash(db, patient),
        action: 'compensation',
        prescriptionNumber: null,
      });
      return {
        resultCode: 200,
        result: {
          lines: compensationLinesOut(answer.result.lines),
          checkedAt: checkedAt.getTime(),
          itemsHash,
        },
      };
    },
  };
}
export type CompensationCentre = ReturnType<typeof compensationCentre>;
