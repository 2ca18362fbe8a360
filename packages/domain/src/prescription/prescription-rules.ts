import { countryOfPersonalCode } from '../identity/identity-subject.ts';
import { PRESCRIPTION_MESSAGES } from './prescription.ts';

/** The callback results the prescription service sends. */
export type FeedResult = 'Success' | 'NotFound' | 'NoSuitableMedicine' | (string & {});

/** The status message after a feed result; empty on Success and NotFound. */
export function feedStatusMessage(result: FeedResult): string {
  if (result === 'Success' || result === 'NotFound') return '';
  if (result === 'NoSuitableMedicine') return PRESCRIPTION_MESSAGES.noSuitableMedicine;
  return PRESCRIPTION_MESSAGES.technicalProblem;
}

/** The selected quantity is capped at the prescription's, and is at least one pack. */
export function capSelectedQty(selected: number, prescriptionQty: number): number {
  if (!Number.isFinite(selected)) return 1;
  return Math.max(1, Math.min(Math.floor(selected), prescriptionQty));
}

type PrescriptionRefusal = (typeof PRESCRIPTION_MESSAGES)[keyof typeof PRESCRIPTION_MESSAGES];

/**
 * Whose prescriptions a customer may ask for: their own always; another
 * person's only with that person's Estonian personal code and a prescription number, never on a
 * Finnish (cross-border) prescription. Null: allowed (the service still confirms the number).
 */
export function secondPersonRefusal(
  ownCode: string,
  patientCode: string,
  prescriptionNumber: string | null,
): PrescriptionRefusal | null {
  if (patientCode === ownCode) return null;
  if (countryOfPersonalCode(patientCode) === 'FI') return PRESCRIPTION_MESSAGES.secondPersonFinnish;
  if (prescriptionNumber === null || prescriptionNumber === '') {
    return PRESCRIPTION_MESSAGES.secondPersonNeedsNumber;
  }
  return null;
}

/** A cart line as the one-medicine rule sees it. */
export interface PrescriptionLine {
  sku: string;
  prescriptionNumber: string;
}

/**
 * One medicine per prescription. Another line of the same prescription with another
 * product refuses the new one; the same product again is that line's quantity change.
 */
export function oneMedicineRefusal(
  lines: readonly PrescriptionLine[],
  added: PrescriptionLine,
): PrescriptionRefusal | null {
  const taken = lines.some(
    (line) => line.prescriptionNumber === added.prescriptionNumber && line.sku !== added.sku,
  );
  return taken ? PRESCRIPTION_MESSAGES.oneMedicinePerPrescription : null;
}
