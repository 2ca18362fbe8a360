import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EAN13_MODULES,
  barRuns,
  ean13CheckDigit,
  ean13Modules,
  isValidEan13,
  loyaltyCardNumber,
  loyaltyRegisterKeys,
  normaliseCardNumber,
} from './loyalty-card.ts';

/** Reads a symbol back digit by digit, the way a till's scanner does, independently of the encoder. */
function decode(modules: string): string {
  const L = [
    '0001101',
    '0011001',
    '0010011',
    '0111101',
    '0100011',
    '0110001',
    '0101111',
    '0111011',
    '0110111',
    '0001011',
  ];
  const flip = (code: string) => code.replace(/[01]/g, (bit) => (bit === '1' ? '0' : '1'));
  const R = L.map(flip);
  const G = R.map((code) => [...code].reverse().join(''));
  const parities = [
    'LLLLLL',
    'LLGLGG',
    'LLGGLG',
    'LLGGGL',
    'LGLLGG',
    'LGGLLG',
    'LGGGLL',
    'LGLGLG',
    'LGLGGL',
    'LGGLGL',
  ];
  expect(modules.slice(0, 3)).toBe('101');
  expect(modules.slice(45, 50)).toBe('01010');
  expect(modules.slice(92)).toBe('101');
  let parity = '';
  let left = '';
  for (let i = 0; i < 6; i += 1) {
    const code = modules.slice(3 + i * 7, 10 + i * 7);
    const l = L.indexOf(code);
    parity += l >= 0 ? 'L' : 'G';
    left += l >= 0 ? l : G.indexOf(code);
  }
  let right = '';
  for (let i = 0; i < 6; i += 1) right += R.indexOf(modules.slice(50 + i * 7, 57 + i * 7));
  return `${parities.indexOf(parity)}${left}${right}`;
}

const twelveDigits = fc.stringMatching(/^\d{12}$/);

describe('EAN-13 check digit', () => {
  it('matches known barcodes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
    expect(isValidEan13('590123412345')).toBe(false);
    expect(isValidEan13('590123412345a')).toBe(false);
  });

  it('catches every single wrong digit', () => {
    fc.assert(
      fc.property(twelveDigits, fc.nat(12), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
        const number = `${body}${ean13CheckDigit(body)}`;
        expect(isValidEan13(number)).toBe(true);
        const wrong = `${number.slice(0, at)}${(Number(number[at]) + shift) % 10}${number.slice(at + 1)}`;
        expect(isValidEan13(wrong)).toBe(false);
      }),
    );
  });
});

describe('digital card numbers', () => {
  it('are the prefix 29, the serial in ten digits and the check digit', () => {
    expect(loyaltyCardNumber(1)).toBe('2900000000018');
    expect(loyaltyCardNumber(1234567890)).toMatch(/^291234567890\d$/);
    expect(() => loyaltyCardNumber(0)).toThrow(RangeError);
    expect(() => loyaltyCardNumber(10_000_000_000n)).toThrow(RangeError);
  });

  it('every issued number has a valid check digit, differs from every other, and its bars have 95 modules that read back to it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 9_999_999_999n }),
        fc.bigInt({ min: 1n, max: 9_999_999_999n }),
        (a, b) => {
          const number = loyaltyCardNumber(a);
          expect(number).toMatch(/^29\d{11}$/);
          expect(isValidEan13(number)).toBe(true);
          expect(loyaltyCardNumber(b) === number).toBe(a === b);
          const modules = ean13Modules(number);
          expect(modules).toHaveLength(EAN13_MODULES);
          expect(decode(modules)).toBe(number);
        },
      ),
    );
  });
});

describe('the barcode', () => {
  it('encodes any valid number with 30 bars over 95 modules', () => {
    fc.assert(
      fc.property(twelveDigits, (body) => {
        const modules = ean13Modules(`${body}${ean13CheckDigit(body)}`);
        expect(modules).toMatch(/^[01]{95}$/);
        // Two bars per digit and guard: 3 guards (2 + 2 + 2) and 12 digits (2 each).
        expect(barRuns(modules)).toHaveLength(30);
        expect(barRuns(modules).reduce((sum, run) => sum + run.width, 0)).toBe(modules.split('1').length - 1);
      }),
    );
  });

  it('draws a known number as printed', () => {
    expect(decode(ean13Modules('5901234123457'))).toBe('5901234123457');
    expect(ean13Modules('4006381333931').slice(0, 10)).toBe('1010001101');
  });

  it('refuses an invalid number', () => {
    expect(() => ean13Modules('5901234123458')).toThrow(RangeError);
  });
});

describe('a typed plastic card number', () => {
  it('drops the spaces and dashes as printed', () => {
    expect(normaliseCardNumber(' 590 1234-123457 ')).toBe('5901234123457');
  });

  it('counts a try per account and per client address (an IPv6 address by its /64)', () => {
    expect(loyaltyRegisterKeys({ customerId: 7, ip: '2001:db8:1:2:3:4:5:6' }).map((k) => k.key)).toEqual([
      'loyalty-register:account:7',
      'loyalty-register:ip:2001:db8:1:2::/64',
    ]);
  });
});
