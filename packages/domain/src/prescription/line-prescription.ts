import { CUSTOM_OPTION_IDS } from '../catalog/product-types.ts';

/** A cart line's prescription: the number and the patient the pharmacist's offer was made for. */
export interface LinePrescription {
  prescriptionNumber: string;
  patientCode: string;
}

/** A custom option as a cart line carries it; the browser may hold the id as text. */
interface CustomOptionValue {
  option_id: number | string;
  option_value: string;
}

/**
 * The prescription a cart line names in its custom options (prescription number and patient code):
 * both, or neither (null). One without the other names no offer, so it is 'incomplete' and the
 * server refuses such a line. Patient codes compare without case.
 */
export function linePrescriptionOf(
  options: readonly CustomOptionValue[] | undefined,
): LinePrescription | 'incomplete' | null {
  const value = (id: number) =>
    options?.find((option) => Number(option.option_id) === id)?.option_value.trim() || undefined;
  const prescriptionNumber = value(CUSTOM_OPTION_IDS.PrescriptionNumber);
  const patientCode = value(CUSTOM_OPTION_IDS.PatientCode);
  if (prescriptionNumber === undefined && patientCode === undefined) return null;
  if (prescriptionNumber === undefined || patientCode === undefined) return 'incomplete';
  return { prescriptionNumber, patientCode: patientCode.toUpperCase() };
}
