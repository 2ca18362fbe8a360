import type { IsoDate } from '../pricing/special-price.ts';
import { countryOfPersonalCode } from '../identity/identity-subject.ts';

const EE_CENTURY: Record<string, number> = {
  1: 1800,
  2: 1800,
  3: 1900,
  4: 1900,
  5: 2000,
  6: 2000,
  7: 2100,
  8: 2100,
};
const FI_CENTURY: Record<string, number> = { '+': 1800, '-': 1900, A: 2000 };

/** The birth date a valid Estonian or Finnish personal code carries; null for any other text. */
export function birthDateOfPersonalCode(code: string): IsoDate | null {
  switch (countryOfPersonalCode(code)) {
    case 'EE':
      return `${EE_CENTURY[code[0]!]! + Number(code.slice(1, 3))}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
    case 'FI': {
      const upper = code.toUpperCase();
      const sign = upper[6]!;
      // Since 2023 the letters Y X W V U also mean the 1900s and B–F the 2000s.
      const century = FI_CENTURY[sign] ?? (/[B-F]/.test(sign) ? 2000 : 1900);
      return `${century + Number(upper.slice(4, 6))}-${upper.slice(2, 4)}-${upper.slice(0, 2)}`;
    }
    case null:
      return null;
  }
}

/** Whole years from the birth date in the code to `today`; null when the code is not a personal code. */
export function patientAge(code: string, today: IsoDate): number | null {
  const born = birthDateOfPersonalCode(code);
  if (born === null) return null;
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * The catalogue's PatientAge groups as age ranges in whole years. 'pregnant' is no age, so it
 * suits no one by age alone; 'adults' includes seniors.
 */
export const PATIENT_AGE_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  infants: [0, 2],
  'children-2-6': [2, 6],
  'children-6-12': [6, 12],
  'children-12-plus': [12, 17],
  adults: [18, 150],
  seniors: [65, 150],
};

/** Whether a product with these PatientAge groups suits a patient of `age`; no groups means no limit. */
export function suitsAge(ageGroups: readonly string[], age: number | null): boolean {
  if (ageGroups.length === 0) return true;
  if (age === null) return false;
  return ageGroups.some((group) => {
    const range = PATIENT_AGE_RANGES[group];
    return range !== undefined && age >= range[0] && age <= range[1];
  });
}
