import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Paratsetamool 500 mg tabletid N20', 'paratsetamool-500-mg-tabletid-n20'],
    ['Külmetus ja gripp', 'kulmetus-ja-gripp'],
    ['Šampoon õrnale nahale', 'sampoon-ornale-nahale'],
    ['Päänsärky ja kuume', 'paansarky-ja-kuume'],
    ['Ибупрофен 400 мг', 'ibuprofen-400-mg'],
    ['  --Vitamin C  500 mg, 30 pcs.-- ', 'vitamin-c-500-mg-30-pcs'],
  ])('turns %s into %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('always yields only a-z, 0-9 and single inner dashes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slug.length).toBeLessThanOrEqual(120);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });
});
