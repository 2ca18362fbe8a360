import { describe, expect, it } from 'vitest';
import { CUSTOM_OPTION_IDS } from '../catalog/product-types.ts';
import { linePrescriptionOf } from './line-prescription.ts';

const { PrescriptionNumber, PatientCode, ReasonForUse } = CUSTOM_OPTION_IDS;

describe('linePrescriptionOf', () => {
  it('reads the prescription number and the patient code of a prescription line', () => {
    expect(
      linePrescriptionOf([
        { option_id: PrescriptionNumber, option_value: '1234567' },
        { option_id: PatientCode, option_value: '38001010000' },
      ]),
    ).toEqual({ prescriptionNumber: '1234567', patientCode: '38001010000' });
  });

  it('reads option ids the browser holds as text and compares patient codes without case', () => {
    expect(
      linePrescriptionOf([
        { option_id: String(PrescriptionNumber), option_value: ' 77 ' },
        { option_id: String(PatientCode), option_value: '010101a123b' },
      ]),
    ).toEqual({ prescriptionNumber: '77', patientCode: '010101A123B' });
  });

  it('finds no prescription on a line without either option', () => {
    expect(linePrescriptionOf(undefined)).toBeNull();
    expect(linePrescriptionOf([{ option_id: ReasonForUse, option_value: 'headache' }])).toBeNull();
  });

  it('calls a line with only one of the two, or an empty one, incomplete', () => {
    expect(linePrescriptionOf([{ option_id: PrescriptionNumber, option_value: '1' }])).toBe('incomplete');
    expect(linePrescriptionOf([{ option_id: PatientCode, option_value: '38001010000' }])).toBe('incomplete');
    expect(
      linePrescriptionOf([
        { option_id: PrescriptionNumber, option_value: '1' },
        { option_id: PatientCode, option_value: ' ' },
      ]),
    ).toBe('incomplete');
  });
});
