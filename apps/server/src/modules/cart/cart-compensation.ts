import {
  DomainError,
  applyCompensation,
  hasStateCompensation,
  type CartTotals,
  type CompensatedLine,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { cartCompensation, type CartCompensation, type PrescriptionCartLine } from '../compensation/index.ts';
import { requirePrescriptionsOpen } from '../opening-hours/index.ts';
import type { LoadedLine } from './cart-reader.ts';
import type { CartRow } from './cart-queries.ts';
import type { ProductOption } from './cart-schemas.ts';
import { patientCodeOf } from './cart-view.ts';

/** The cart's prescription lines that still resolve, at the cart's prices. */
export function prescriptionLinesOf(lines: readonly LoadedLine[]): PrescriptionCartLine[] {
  return lines.flatMap(({ row, line, unitGross }) => {
    if (row.prescriptionNumber === null || !line || unitGross === null) return [];
    const patientCode = patientCodeOf(row.productOption as ProductOption);
    if (!patientCode) return [];
    return [
      {
        key: line.key,
        sku: row.sku,
        qty: row.qty,
        prescriptionNumber: row.prescriptionNumber,
        patientCode,
        unitGrossCents: unitGross,
      },
    ];
  });
}

/** The compensations valid for the cart's lines at `at` (none outside the Estonian store). */
export function compensationOf(
  db: Db,
  cart: CartRow,
  lines: readonly LoadedLine[],
  at: Date,
): Promise<CartCompensation> {
  return cartCompensation(db, cart, prescriptionLinesOf(lines), at);
}

/** The cart's totals with the fund's share of each compensated line taken off what the customer pays. */
export function compensatedTotals(totals: CartTotals, byKey: ReadonlyMap<string, CompensatedLine>) {
  const fund = new Map(
    [...byKey].map(([key, line]) => [
      key,
      line.medicalInsuranceDiscountAmount + line.additionalSubsidyAmount,
    ]),
  );
  return applyCompensation(totals, fund);
}

/**
 * At order time: an order with prescription lines is placed only while the pharmacy
 * is open and, in the Estonian stores, only under a compensation valid now for these very items.
 */
export async function checkPrescriptionOrder(
  db: Db,
  cart: CartRow,
  lines: readonly LoadedLine[],
  at: Date,
): Promise<void> {
  if (!lines.some(({ row }) => row.prescriptionNumber !== null)) return;
  await requirePrescriptionsOpen(db, at);
  if (!hasStateCompensation(cart.storeCode)) return;
  const { covered } = await compensationOf(db, cart, lines, at);
  if (!covered) throw new DomainError('compensation_expired');
}
