import { describe, expect, it } from 'vitest';
import { isEstonianPersonalCode, isFinnishPersonalCode } from './personal-code.ts';

describe('personal codes', () => {
  it.each(['60001019906', '38412319871', '39703035237', '51307149560'])(
    'accepts the Estonian code %s',
    (code) => {
      expect(isEstonianPersonalCode(code)).toBe(true);
    },
  );

  it.each(['60001019907', '38413319871', '98412319871', '3841231987', 'A8412319871'])(
    'refuses the Estonian code %s',
    (code) => expect(isEstonianPersonalCode(code)).toBe(false),
  );

  it.each(['131052-308T', '010280-952L', '070770-905D', '100190Y999P'])(
    'accepts the Finnish code %s',
    (code) => {
      expect(isFinnishPersonalCode(code)).toBe(true);
    },
  );

  it.each(['131052-308A', '311352-308T', '131052Z308T', '131052-308'])(
    'refuses the Finnish code %s',
    (code) => {
      expect(isFinnishPersonalCode(code)).toBe(false);
    },
  );
});
