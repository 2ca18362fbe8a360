import { and, eq } from 'drizzle-orm';
import {
  hasStateCompensation,
  centsToAmount,
  compensationSynced,
  countryOfPersonalCode,
  isCompensationValid,
  prescriptionItemsHash,
  type CompensatedLine,
} from '@apteek/domain';
import { schema, type Db } from '@apteek/db';
import { patientHash } from '../prescription/index.ts';

const { prescriptionCompensation } = schema;

/** A prescription line of a cart as compensation needs it: the cart module reads them. */
export interface PrescriptionCartLine {
  /** The line's key (lineKey of @apteek/domain), as the cart's totals name it. */
  key: string;
  sku: string;
  qty: number;
  prescriptionNumber: string;
  patientCode: string;
  /** The cart's price of one pack, VAT included. */
  unitGrossCents: number;
}

const samePatient = (code: string) => (line: PrescriptionCartLine) =>
  line.patientCode.toUpperCase() === code.toUpperCase();

/** The hash of one patient's prescription items of the cart (prescriptionItemsHash of @apteek/domain). */
export function itemsHashOf(lines: readonly PrescriptionCartLine[], patientCode: string): string {
  return prescriptionItemsHash(
    lines.filter(samePatient(patientCode)).map((line) => ({
      sku: line.sku,
      qty: line.qty,
      prescriptionNumber: line.prescriptionNumber,
      patientCode: line.patientCode.toUpperCase(),
    })),
  );
}

/**
 * Whether the service's lines were computed for these very lines: one per prescription, each at the
 * row price the cart has now. A compensation for other lines is never stored.
 */
export function computedFor(
  computed: readonly CompensatedLine[],
  lines: readonly PrescriptionCartLine[],
): boolean {
  return (
    computed.length === lines.length &&
    lines.every((line) =>
      computed.some(
        (c) =>
          c.prescriptionNumber === line.prescriptionNumber && c.priceCents === line.unitGrossCents * line.qty,
      ),
    )
  );
}

export async function saveCompensation(
  db: Db,
  entry: {
    cartId: string;
    patientCode: string;
    itemsHash: string;
    checkedAt: Date;
    lines: CompensatedLine[];
  },
): Promise<void> {
  const row = {
    cartId: entry.cartId,
    patientHash: await patientHash(db, entry.patientCode),
    itemsHash: entry.itemsHash,
    checkedAt: entry.checkedAt,
    lines: entry.lines,
  };
  await db
    .insert(prescriptionCompensation)
    .values(row)
    .onConflictDoUpdate({
      target: [prescriptionCompensation.cartId, prescriptionCompensation.patientHash],
      set: { itemsHash: row.itemsHash, checkedAt: row.checkedAt, lines: row.lines },
    });
}

export async function findCompensation(db: Db, cartId: string, patientCode: string) {
  const [row] = await db
    .select()
    .from(prescriptionCompensation)
    .where(
      and(
        eq(prescriptionCompensation.cartId, cartId),
        eq(prescriptionCompensation.patientHash, await patientHash(db, patientCode)),
      ),
    );
  return row;
}

/** Whether a kept compensation was computed for the patient's lines of the cart as they are now. */
export function isComputedFor(
  row: { itemsHash: string; lines: CompensatedLine[] },
  lines: readonly PrescriptionCartLine[],
  patientCode: string,
): boolean {
  const own = lines.filter(samePatient(patientCode));
  return own.length > 0 && row.itemsHash === itemsHashOf(lines, patientCode) && computedFor(row.lines, own);
}

/** The patients of a cart's prescription lines, each once. */
export function patientsOf(lines: readonly PrescriptionCartLine[]): string[] {
  return [...new Set(lines.map((line) => line.patientCode.toUpperCase()))];
}

/** A cart's compensation as the cart applies it: by line key, and whether every prescription line has one. */
export interface CartCompensation {
  byKey: Map<string, CompensatedLine>;
  /** Every Estonian patient's prescription line is under a compensation valid now for the items as they are. */
  covered: boolean;
}

/**
 * The compensations of a cart's patients that are valid at `now` (younger than
 * 15 minutes, computed for the items as they are); other stores have none.
 */
export async function cartCompensation(
  db: Db,
  cart: { id: string; storeCode: string },
  lines: readonly PrescriptionCartLine[],
  now: Date,
): Promise<CartCompensation> {
  const byKey = new Map<string, CompensatedLine>();
  if (lines.length === 0) return { byKey, covered: true };
  if (!hasStateCompensation(cart.storeCode)) return { byKey, covered: false };
  let covered = true;
  for (const patient of patientsOf(lines)) {
    const row = await findCompensation(db, cart.id, patient);
    const itemsHash = itemsHashOf(lines, patient);
    const state = row && compensationSynced(row.checkedAt.getTime(), row.itemsHash);
    const own = lines.filter(samePatient(patient));
    if (
      !row ||
      !state ||
      !isCompensationValid(state, now.getTime(), itemsHash) ||
      !computedFor(row.lines, own)
    ) {
      // Tervisekassa reimburses Estonian patients; a Finnish prescription bought here has no compensation.
      if (countryOfPersonalCode(patient) === 'EE') covered = false;
      continue;
    }
    for (const line of own) {
      byKey.set(
        line.key,
        row.lines.find((c) => c.prescriptionNumber === line.prescriptionNumber)!,
      );
    }
  }
  return { byKey, covered };
}

/** The compensation lines as the compensation fetch answers them, in euros with two decimals. */
export function compensationLinesOut(lines: readonly CompensatedLine[]) {
  return lines.map((line) => ({
    prescriptionNumber: line.prescriptionNumber,
    medicalInsuranceDiscountAmount: centsToAmount(line.medicalInsuranceDiscountAmount),
    medicalInsuranceDiscountPercent: line.medicalInsuranceDiscountPercent,
    additionalSubsidyAmount: centsToAmount(line.additionalSubsidyAmount),
    additionalSubsidyPercent: line.additionalSubsidyPercent,
  }));
}
