import { compensateLines } from '@apteek/domain';
import type { Db } from '@apteek/db';
import { referencePrices } from './sandbox-catalogue.ts';
import { demoPatient } from './sandbox-patients.ts';
import type { CompensationInit, ServiceCompensation } from '../service-protocol.ts';

/** The sandbox service's compensation calls, in memory per process. */
export function sandboxCompensation(db: Db) {
  /** Compensations by OrderCode and patient: what was asked, then what was computed. */
  const compensations = new Map<string, CompensationInit | ServiceCompensation>();
  const compensationKey = (orderCode: string, patientCode: string) =>
    `${orderCode}\u0001${patientCode.toUpperCase()}`;

  /**
   * Tervisekassa's part computed at each prescription's rate from the reference price of
   * the seed catalogue, counting the patient's co-payments of this year; answers the callback's
   * Result, null when nothing was asked.
   */
  async function computeCompensation(orderCode: string, patientCode: string): Promise<'Success' | null> {
    const key = compensationKey(orderCode, patientCode);
    const asked = compensations.get(key);
    if (!asked || !('orderCode' in asked)) return asked ? 'Success' : null;
    const patient = demoPatient(patientCode)!;
    const references = await referencePrices(
      db,
      asked.lines.map((line) => line.sku),
    );
    const lines = compensateLines(
      asked.lines.map((line) => ({
        prescriptionNumber: line.prescriptionNumber,
        unitPriceCents: line.unitPriceCents,
        qty: line.qty,
        referencePriceCents: references.get(line.sku) ?? null,
        rate: patient.prescriptions.find((p) => p.number === line.prescriptionNumber)!.rate,
      })),
      patient.yearCoPaymentsCents ?? 0,
    );
    compensations.set(key, { patientCode: patient.personalCode, lines });
    return 'Success';
  }

  return {
    /** False when a line names a prescription the patient does not have. */
    initCompensation(input: CompensationInit): boolean {
      const patient = demoPatient(input.patientCode);
      const known = new Set(patient?.prescriptions.map((p) => p.number) ?? []);
      if (!input.lines.every((line) => known.has(line.prescriptionNumber))) return false;
      compensations.set(compensationKey(input.orderCode, input.patientCode), input);
      return true;
    },

    computeCompensation,

    /** compensation_ready: every compensation asked for the order is computed at once. */
    async computeCompensationsOf(orderCode: string): Promise<void> {
      for (const [key, asked] of compensations) {
        if ('orderCode' in asked && asked.orderCode === orderCode) {
          await computeCompensation(orderCode, key.split('\u0001')[1]!);
        }
      }
    },

    compensation(orderCode: string, patientCode: string): ServiceCompensation | 'pending' | null {
      const found = compensations.get(compensationKey(orderCode, patientCode));
      if (!found) return null;
      return 'orderCode' in found ? 'pending' : found;
    },
  };
}
