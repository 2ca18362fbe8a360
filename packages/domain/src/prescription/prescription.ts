import type { IsoDate } from '../pricing/special-price.ts';

/**
 * An active-substance prescription lets the pharmacist offer any product with that
 * substance, strength and form (the cheapest suitable one first); a product-name prescription
 * only the named product.
 */
export type PrescriptionKind = 'active-substance' | 'product-name';

/** What a prescription asks for, in the catalogue's machine-readable terms. */
export type PrescribedMedicine =
  | { kind: 'active-substance'; atc: string; strength: string; form: string }
  | { kind: 'product-name'; sku: string };

/** One e-prescription as the prescription service describes it. */
export interface Prescription {
  number: string;
  patientCode: string;
  medicine: PrescribedMedicine;
  /** What the prescription names, for the patient to read (substance and strength, or the product). */
  title: string;
  dosage: string;
  doctor: string;
  issuedAt: IsoDate;
  validUntil: IsoDate;
  /** Packs the prescription allows. */
  qty: number;
}

/** The texts around prescriptions; the English text is the i18n key. */
export const PRESCRIPTION_MESSAGES = {
  noSuitableMedicine:
    'Failed to compose your medicine offer. Please consult with pharmacist in the chat for more information.',
  technicalProblem: 'Technical problem occurred. Please try again later.',
  oneMedicinePerPrescription: 'One medicine per prescription.',
  strongIdentityRequired:
    'Please identify yourself with Smart-ID, Mobile-ID, ID-card or bank ID to see prescriptions.',
  secondPersonNeedsNumber: "Enter the prescription number to see another person's prescription.",
  secondPersonFinnish: 'A Finnish prescription cannot be bought for another person.',
  secondPersonMismatch: 'No prescription with this number was found for this personal code.',
  secondPersonLimited:
    "You have looked up other people's prescriptions too many times. Please try again later.",
  notOffered:
    'This medicine was not offered for this prescription. Please open it in the prescription centre.',
  notForAge: "This medicine is not suitable for the patient's age.",
  controlled: 'Narcotic and psychotropic medicines cannot be bought online.',
  qtyAbovePrescription: 'The prescription allows at most {quantity} packs.',
} as const;
