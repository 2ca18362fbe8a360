import { cents, oneMedicineRefusal, PRESCRIPTION_MESSAGES } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import {
  isPrescriptionLine,
  prescriptionCartLine,
  prescriptionItemsOf,
  prescriptionLinesOf,
  prescriptionOf,
} from './prescription-line.ts';

const medicine = { sku: 'ATOR-20-30', name: 'Atorvastatin 20 mg', price: cents(540) };
const prescription = { number: '2611000012', patientCode: '40504040001' };

describe('a prescription cart line', () => {
  it('carries the prescription number and patient code as custom options 10100 and 10101', () => {
    const line = prescriptionCartLine(medicine, prescription, 2);
    expect(line.productOption.extension_attributes?.custom_options).toEqual([
      { option_id: 10100, option_value: '2611000012' },
      { option_id: 10101, option_value: '40504040001' },
    ]);
    expect(line).toMatchObject({ sku: 'ATOR-20-30', qty: 2, unitPrice: 540, parentSku: null });
    expect(line.key).toBe('ATOR-20-30|c(10100=2611000012,10101=40504040001)');
    expect(prescriptionOf(line)).toEqual({ prescriptionNumber: '2611000012', patientCode: '40504040001' });
    expect(isPrescriptionLine(line)).toBe(true);
    expect(prescriptionItemsOf([line])).toEqual([
      { sku: 'ATOR-20-30', qty: 2, prescriptionNumber: '2611000012', patientCode: '40504040001' },
    ]);
  });

  it('is not what an ordinary line is', () => {
    const ordinary = { sku: 'IBU-400-20', productOption: { extension_attributes: {} } };
    expect(prescriptionOf(ordinary)).toBeNull();
    expect(isPrescriptionLine(ordinary)).toBe(false);
    expect(prescriptionLinesOf([ordinary])).toEqual([]);
  });

  it('is what the one-medicine rule reads: another medicine is refused, the same one is a quantity change', () => {
    const lines = prescriptionLinesOf([prescriptionCartLine(medicine, prescription, 1)]);
    const refusal = (prescriptionNumber: string, sku: string) =>
      oneMedicineRefusal(lines, { sku, prescriptionNumber });
    expect(refusal('2611000012', 'ATOR-20-30-NP')).toBe(PRESCRIPTION_MESSAGES.oneMedicinePerPrescription);
    expect(refusal('2611000012', 'ATOR-20-30')).toBeNull();
    expect(refusal('2611000011', 'WARF-3')).toBeNull();
  });
});
