import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryOfPersonalCode, readSemanticsIdentifier } from './identity-subject.ts';
import { isEstonianPersonalCode, isFinnishPersonalCode } from './personal-code.ts';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A birth date from 1800 to 2099 (a valid calendar day). */
const birthDate = fc
  .date({ min: new Date(Date.UTC(1800, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

const EE_WEIGHTS = [
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 1],
  [3, 4, 5, 6, 7, 8, 9, 1, 2, 3],
];
const eeSum = (digits: string, weights: number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;

/** The check digit and the weight stage that gave it. */
function estonianCheck(first10: string): { check: number; stage: number } {
  const first = eeSum(first10, EE_WEIGHTS[0]!);
  if (first !== 10) return { check: first, stage: 1 };
  const second = eeSum(first10, EE_WEIGHTS[1]!);
  return { check: second === 10 ? 0 : second, stage: 2 };
}

/** An Estonian code built from its parts: sex and century, birth date, serial. */
const estonianCode = fc
  .record({ date: birthDate, female: fc.boolean(), serial: fc.integer({ min: 0, max: 999 }) })
  .map(({ date, female, serial }) => {
    const century = Math.floor(date.year / 100) - 18; // 1800s → 0, 1900s → 1, 2000s → 2
    const first10 = `${1 + 2 * century + (female ? 1 : 0)}${pad(date.year % 100, 2)}${pad(date.month, 2)}${pad(date.day, 2)}${pad(serial, 3)}`;
    return `${first10}${estonianCheck(first10).check}`;
  });

const FI_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const FI_SIGNS: Record<number, string> = { 18: '+', 19: '-YXWVU', 20: 'ABCDEF' };

/** A Finnish code built from its parts: birth date, a century sign of its century, individual number. */
const finnishCode = fc
  .record({ date: birthDate, sign: fc.nat(), individual: fc.integer({ min: 2, max: 899 }) })
  .map(({ date, sign, individual }) => {
    const signs = FI_SIGNS[Math.floor(date.year / 100)]!;
    const body = `${pad(date.day, 2)}${pad(date.month, 2)}${pad(date.year % 100, 2)}`;
    const check = FI_CHECK[Number(`${body}${pad(individual, 3)}`) % 31]!;
    return `${body}${signs[sign % signs.length]}${pad(individual, 3)}${check}`;
  });

/** A code with one character at `position` replaced by another of `alphabet`. */
const changed = (code: string, position: number, shift: number, alphabet: string) => {
  const index = alphabet.indexOf(code[position]!);
  const other = alphabet[(index + 1 + (shift % (alphabet.length - 1))) % alphabet.length]!;
  return `${code.slice(0, position)}${other}${code.slice(position + 1)}`;
};

describe('personal codes, for all codes (fast-check)', () => {
  it('accepts every Estonian code built from a birth date, sex and serial', () => {
    fc.assert(
      fc.property(
        estonianCode,
        (code) => isEstonianPersonalCode(code) && countryOfPersonalCode(code) === 'EE',
      ),
    );
  });

  it('refuses an Estonian code with one digit changed, unless the change moves the check to the other weight stage', () => {
    fc.assert(
      fc.property(estonianCode, fc.integer({ min: 0, max: 10 }), fc.nat(), (code, position, shift) => {
        const other = changed(code, position, shift, '0123456789');
        const crossesStage =
          position < 10 && estonianCheck(other.slice(0, 10)).stage !== estonianCheck(code.slice(0, 10)).stage;
        return crossesStage || !isEstonianPersonalCode(other);
      }),
    );
  });

  it('refuses an Estonian code with its check digit changed', () => {
    fc.assert(
      fc.property(
        estonianCode,
        fc.nat(),
        (code, shift) => !isEstonianPersonalCode(changed(code, 10, shift, '0123456789')),
      ),
    );
  });

  it('accepts every Finnish code built from a birth date, century sign and individual number', () => {
    fc.assert(
      fc.property(finnishCode, (code) => isFinnishPersonalCode(code) && countryOfPersonalCode(code) === 'FI'),
    );
  });

  it('refuses a Finnish code with one digit of its date or individual number changed', () => {
    const digitPositions = [0, 1, 2, 3, 4, 5, 7, 8, 9];
    fc.assert(
      fc.property(finnishCode, fc.constantFrom(...digitPositions), fc.nat(), (code, position, shift) => {
        return !isFinnishPersonalCode(changed(code, position, shift, '0123456789'));
      }),
    );
  });

  it('refuses a Finnish code with its check character changed', () => {
    fc.assert(
      fc.property(
        finnishCode,
        fc.nat(),
        (code, shift) => !isFinnishPersonalCode(changed(code, 10, shift, FI_CHECK)),
      ),
    );
  });

  it('reads a certificate serialNumber only for a valid code of the same country', () => {
    fc.assert(
      fc.property(estonianCode, finnishCode, (ee, fi) => {
        expect(readSemanticsIdentifier(`PNOEE-${ee}`, 'EE')).toEqual({ country: 'EE', personalCode: ee });
        expect(readSemanticsIdentifier(`PNOFI-${fi}`, 'FI')).toEqual({ country: 'FI', personalCode: fi });
        expect(readSemanticsIdentifier(`PNOEE-${ee}`, 'FI')).toBeNull();
        expect(readSemanticsIdentifier(`PNOFI-${ee}`, 'FI')).toBeNull();
        expect(readSemanticsIdentifier(`PNOEE-${fi}`, 'EE')).toBeNull();
        expect(readSemanticsIdentifier(ee, 'EE')).toEqual({ country: 'EE', personalCode: ee });
      }),
    );
  });
});

describe('personal codes of the sandbox test persons', () => {
  it.each([
    '60001019906',
    '38412319871',
    '39703035237',
    '51307149560',
    '60001017869',
    '40504040001',
    '30403039917',
    '30403039983',
    '30403039972',
  ])('the Estonian code %s passes', (code) => {
    expect(countryOfPersonalCode(code)).toBe('EE');
  });

  it.each(['131052-308T', '010280-952L', '070770-905D', '100190Y999P', '100190-999P', '010200A9618'])(
    'the Finnish code %s passes',
    (code) => {
      expect(countryOfPersonalCode(code)).toBe('FI');
    },
  );

  it('refuses what is neither', () => {
    expect(countryOfPersonalCode('60001019907')).toBeNull();
    expect(countryOfPersonalCode('131052-308A')).toBeNull();
    expect(readSemanticsIdentifier('PNOLV-60001019906', 'LV')).toBeNull();
  });
});
