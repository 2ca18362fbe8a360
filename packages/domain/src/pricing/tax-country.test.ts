import { describe, expect, it } from 'vitest';
import { STORE_CODES, STORE_VIEWS } from '../store/store-views.ts';
import { taxCountryFor } from './tax-country.ts';

describe('taxCountryFor', () => {
  it("uses the store view's configured tax country", () => {
    expect(taxCountryFor(STORE_VIEWS.fi)).toEqual({ country: 'FI', configured: true });
    expect(taxCountryFor(STORE_VIEWS.ru)).toEqual({ country: 'EE', configured: true });
  });

  it('falls back to PL and says so when no tax country is configured', () => {
    expect(taxCountryFor({ tax: {} })).toEqual({ country: 'PL', configured: false });
    expect(taxCountryFor({ tax: { defaultCountry: null } })).toEqual({ country: 'PL', configured: false });
  });

  it('never falls back for the store views we run', () => {
    for (const code of STORE_CODES) expect(taxCountryFor(STORE_VIEWS[code]).configured).toBe(true);
  });
});
