import {
  CART_MESSAGES,
  oneMedicineRefusal,
  PRESCRIPTION_MESSAGES,
  type LinePrescription,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import { patientHash } from './patient-hash.ts';
import { findOffer, isControlledProduct } from './prescription-queries.ts';

export interface PrescriptionLineCheck {
  /** The cart's customer; a guest cart takes no prescription line. */
  customerId: number | null;
  productId: number;
  sku: string;
  qty: number;
  prescription: LinePrescription;
  /** The cart's other lines with their prescription numbers. */
  lines: readonly { sku: string; prescriptionNumber: string | null }[];
}

/**
 * A prescription product enters the cart only as a medicine the
 * service offered this customer for this prescription and patient, suitable for the patient's age,
 * never a narcotic or psychotropic one, at most the prescription's packs, one medicine per prescription.
 */
export async function checkPrescriptionLine(db: Db, line: PrescriptionLineCheck): Promise<void> {
  const refuse = (message: string, field = 'cartItem.sku') => {
    throw invalidField(field, message);
  };
  if (line.customerId === null) return refuse(CART_MESSAGES.prescriptionOnly);
  if (await isControlledProduct(db, line.productId)) return refuse(PRESCRIPTION_MESSAGES.controlled);
  const { prescriptionNumber, patientCode } = line.prescription;
  const offer = await findOffer(db, {
    customerId: line.customerId,
    prescriptionNumber,
    productId: line.productId,
  });
  if (!offer || offer.patientHash !== (await patientHash(db, patientCode))) {
    return refuse(PRESCRIPTION_MESSAGES.notOffered);
  }
  if (!offer.isSuitableForAge) return refuse(PRESCRIPTION_MESSAGES.notForAge);
  if (line.qty > offer.maxQty) {
    return refuse(
      PRESCRIPTION_MESSAGES.qtyAbovePrescription.replace('{quantity}', String(offer.maxQty)),
      'cartItem.qty',
    );
  }
  const held = line.lines.flatMap((l) =>
    l.prescriptionNumber === null ? [] : [{ sku: l.sku, prescriptionNumber: l.prescriptionNumber }],
  );
  const refusal = oneMedicineRefusal(held, { sku: line.sku, prescriptionNumber });
  if (refusal) refuse(refusal);
}
