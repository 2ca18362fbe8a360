import {
  CUSTOM_OPTION_IDS,
  lineKey,
  type CartLineItem,
  type NewCartLine,
  type OfferedMedicine,
  type PrescriptionItem,
} from '@apteek/domain';

/** The prescription number a cart line carries in custom option 10100 (spec 000 §3), or null. */
export function prescriptionNumberOf(line: Pick<CartLineItem, 'productOption'>): string | null {
  const options = line.productOption.extension_attributes?.custom_options ?? [];
  return (
    options.find((option) => Number(option.option_id) === CUSTOM_OPTION_IDS.PrescriptionNumber)
      ?.option_value ?? null
  );
}

/** The patient code a prescription line carries in custom option 10101, or null. */
export function patientCodeOf(line: Pick<CartLineItem, 'productOption'>): string | null {
  const options = line.productOption.extension_attributes?.custom_options ?? [];
  return (
    options.find((option) => Number(option.option_id) === CUSTOM_OPTION_IDS.PatientCode)?.option_value ?? null
  );
}

/** The cart's prescription items as a compensation is computed for them (prescriptionItemsHash). */
export function prescriptionItemsOf(
  lines: readonly Pick<CartLineItem, 'sku' | 'qty' | 'productOption'>[],
): PrescriptionItem[] {
  return lines.flatMap((line) => {
    const prescriptionNumber = prescriptionNumberOf(line);
    if (prescriptionNumber === null) return [];
    return [{ sku: line.sku, qty: line.qty, prescriptionNumber, patientCode: patientCodeOf(line) ?? '' }];
  });
}

/** Whether a cart line is a prescription line (spec 001 §3 "Prescription on a cart line"). */
export function isPrescriptionLine(line: Pick<CartLineItem, 'productOption'>): boolean {
  return prescriptionNumberOf(line) !== null;
}

/**
 * The cart line of a chosen medicine: the prescription number and the patient code as custom
 * options 10100 and 10101, which is how the server tells a prescription line (spec 001 §4: only
 * through the prescription centre).
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

/** Spec 001 §5: one medicine per prescription; the same medicine again is a quantity change. */
export function holdsOtherMedicine(
  lines: readonly Pick<CartLineItem, 'sku' | 'productOption'>[],
  prescriptionNumber: string,
  sku: string,
): boolean {
  return lines.some((line) => prescriptionNumberOf(line) === prescriptionNumber && line.sku !== sku);
}
