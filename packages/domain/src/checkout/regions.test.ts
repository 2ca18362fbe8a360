import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FERRY_REGIONS, isFerryRegion, REGIONS } from './regions.ts';

describe('the counties reached by ferry', () => {
  it('are Saaremaa and Hiiumaa, two of Estonia’s counties', () => {
    expect(FERRY_REGIONS).toEqual(['Hiiu maakond', 'Saare maakond']);
    for (const region of FERRY_REGIONS) expect(REGIONS.EE).toContain(region);
    expect(isFerryRegion('EE', 'Saare maakond')).toBe(true);
    expect(isFerryRegion('EE', ' Hiiu maakond ')).toBe(true);
  });

  it('are no other county of Estonia and no region of Finland', () => {
    const mainland = REGIONS.EE.filter((region) => !FERRY_REGIONS.includes(region));
    expect(mainland).toHaveLength(13);
    for (const region of mainland) expect(isFerryRegion('EE', region)).toBe(false);
    for (const region of [...REGIONS.FI, ...FERRY_REGIONS]) expect(isFerryRegion('FI', region)).toBe(false);
    fc.assert(
      fc.property(
        fc.string(),
        (region) => !isFerryRegion('EE', region) || FERRY_REGIONS.includes(region.trim()),
      ),
    );
  });
});
