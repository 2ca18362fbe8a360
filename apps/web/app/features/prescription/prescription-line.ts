import {
  CUSTOM_OPTION_IDS,
  lineKey,
  linePrescriptionOf,
  type CartLineItem,
  type LinePrescription,
  type NewCartLine,
  type OfferedMedicine,
  type PrescriptionItem,
  type PrescriptionLine,
} from '@apteek/domain';

/**
 * The prescription a cart line names (linePrescriptionOf of @apteek/domain), or null for an
 * ordinary line; the server holds no line naming half of one.
 */
export function prescriptionOf(line: Pick<CartLineItem, 'productOption'>): LinePrescription | null {
  const prescription = linePrescriptionOf(line.productOption.extension_attributes?.custom_options);
  return prescription === 'incomplete' ? null : prescription;
}

/** The cart's prescription items as a compensation is computed for them (prescriptionItemsHash). */
export function prescriptionItemsOf(
  lines: readonly Pick<CartLineItem, 'sku' | 'qty' | 'productOption'>[],
): PrescriptionItem[] {
  return lines.flatMap((line) => {
    const prescription = prescriptionOf(line);
    return prescription ? [{ sku: line.sku, qty: line.qty, ...prescription }] : [];
  });
}

/** The cart's prescription lines as the one-medicine rule (oneMedicineRefusal) sees them. */
export function prescriptionLinesOf(
  lines: readonly Pick<CartLineItem, 'sku' | 'productOption'>[],
): PrescriptionLine[] {
  return lines.flatMap((line) => {
    const prescription = prescriptionOf(line);
    return prescription ? [{ sku: line.sku, prescriptionNumber: prescription.prescriptionNumber }] : [];
  });
}

/** Whether a cart line is a prescription line: added from the prescription centre. */
export function isPrescriptionLine(line: Pick<CartLineItem, 'productOption'>): boolean {
  return prescriptionOf(line) !== null;
}

/**
 * The cart line of a chosen medicine: the prescription number and the patient code as custom
 * options 10100 and 10101, which is how the server tells a prescription line (these are added
 * only through the prescription centre).
 */
export function prescriptionCartLine(
  medicine: Pick<OfferedMedicine, 'sku' | 'name' | 'price'>,
  prescription: { number: string; patientCode: string },
  qty: number,
): NewCartLine {
  const customOptions = [
    { optionId: CUSTOM_OPTION_IDS.PrescriptionNumber, value: prescription.number },
    { optionId: CUSTOM_OPTION_IDS.PatientCode, value: prescription.patientCode },
  ];
  return {
    key: lineKey({ sku: medicine.sku, options: { customOptions } }),
    sku: medicine.sku,
    parentSku: null,
    qty,
    name: medicine.name,
    unitPrice: medicine.price,
    productOption: {
      extension_attributes: {
        custom_options: customOptions.map((choice) => ({
          option_id: choice.optionId,
          option_value: choice.value,
        })),
      },
    },
    imageUrl: null,
    urlPath: null,
  };
}
