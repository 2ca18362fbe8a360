import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPersonalCode, personNameCase, readSemanticsIdentifier } from './identity-subject.ts';

describe('identity subjects', () => {
  it.each([
    ['MARY ÄNN', 'Mary Änn'],
    ["O'CONNEŽ-ŠUSLIK", "O'Connež-Šuslik"],
    ['  JAAK  KASK ', 'Jaak Kask'],
    ['Mari-Liis', 'Mari-Liis'],
    ['van der BERG', 'van der BERG'],
  ])('writes the name %j as %j', (name, expected) => {
    expect(personNameCase(name)).toBe(expected);
  });

  it('changes no letter but its case, and leaves mixed-case names as they are', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        const cased = personNameCase(name);
        return cased.toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase();
      }),
    );
  });

  it('reads SK semantics identifiers and bare Estonian codes', () => {
    expect(readSemanticsIdentifier('PNOEE-38412319871', 'EE')).toEqual({
      country: 'EE',
      personalCode: '38412319871',
    });
    expect(readSemanticsIdentifier('PNOFI-131052-308T', undefined)).toEqual({
      country: 'FI',
      personalCode: '131052-308T',
    });
    expect(readSemanticsIdentifier('IDCEE-AS0000000', 'EE')).toBeNull();
    expect(readSemanticsIdentifier('', 'EE')).toBeNull();
  });

  it('masks a personal code but its first and last two characters', () => {
    expect(maskPersonalCode('38412319871')).toBe('3********71');
    expect(maskPersonalCode('131052-308T')).toBe('1********8T');
  });
});
