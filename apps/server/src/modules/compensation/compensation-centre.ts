import {
  countryOfPersonalCode,
  DomainError,
  hasCompensationFor,
  hasStateCompensation,
  type CompensationAnswer,
  type ServiceOutcome,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import {
  compensationLinesOut,
  findCompensation,
  isComputedFor,
  type PrescriptionCartLine,
} from './compensation.ts';
import type { ServiceClient } from '../../providers/e-prescription/index.ts';
import {
  patientHash,
  recordAccess,
  requireIdentified,
  requireOwnCart,
  requireServiceCart,
} from '../prescription/index.ts';

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
 * Compensation, its init and fetch (EE only): the e-prescription service
 * computes Tervisekassa's part of one patient's prescription lines of the cart; the answer is kept
 * with the hash of the items it was computed for and the time, and the cart applies it for 15 minutes.
 * Callers as for the list: a strong session and the cart's owner.
 */
export function compensationCentre({ db, client, cartLines }: CompensationDeps) {
  async function caller(
    customerId: number | null,
    cartId: string,
    patientCode: string | undefined,
    requireCart: typeof requireOwnCart = requireOwnCart,
  ) {
    const who = await requireIdentified(db, customerId);
    const cart = await requireCart(db, cartId, who.customerId);
    if (!hasStateCompensation(cart.storeCode)) throw new DomainError('compensation_unavailable');
    const patient = patientCode?.toUpperCase() ?? who.personalCode;
    if (countryOfPersonalCode(patient) === null) {
      throw invalidField('patientCode', 'This personal code is not valid.');
    }
    // A Finnish prescription is dispensed here at full price: nothing to compute for its patient.
    if (!hasCompensationFor(cart.storeCode, patient)) throw new DomainError('compensation_unavailable');
    const lines = (await cartLines(cart.id)).filter((line) => line.patientCode.toUpperCase() === patient);
    return { who, cart, patient, lines };
  }

  return {
    async initCompensation(
      customerId: number | null,
      cartId: string,
      body: { patientCode?: string },
    ): Promise<ServiceOutcome<true>> {
      // The service's callback names only the cart's code: it is kept to find the cart then.
      const { cart, patient, lines } = await caller(customerId, cartId, body.patientCode, requireServiceCart);
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
     * The compensation kept for the patient's lines of the cart as they are now (the service's
     * callback stored it); none for other items (the cart changed since): 404, init again.
     */
    async fetchCompensation(
      customerId: number | null,
      cartId: string,
      patientCode: string | undefined,
    ): Promise<ServiceOutcome<NonNullable<CompensationAnswer>>> {
      const { who, cart, patient, lines } = await caller(customerId, cartId, patientCode);
      const row = await findCompensation(db, cart.id, patient);
      if (!row || !isComputedFor(row, lines, patient)) return NONE;
      await recordAccess(db, {
        customerId: who.customerId,
        patientHash: await patientHash(db, patient),
        action: 'compensation',
        prescriptionNumber: null,
      });
      return {
        resultCode: 200,
        result: {
          lines: compensationLinesOut(row.lines),
          checkedAt: row.checkedAt.getTime(),
          itemsHash: row.itemsHash,
        },
      };
    },
  };
}
export type CompensationCentre = ReturnType<typeof compensationCentre>;
