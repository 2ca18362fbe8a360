import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../store/store-views.ts';
import { isCrossBorderPatientIn, staysLoggedIn, type CustomerCountry } from './customer-country.ts';

const countries = fc.constantFrom('EE' as const, 'FI' as const);
const identities = fc.constantFrom('EE' as const, 'FI' as const, null);
const customers = fc.record({ country: countries, identityCountry: identities });

describe('who stays logged in on a store view', () => {
  const finnishPatient: CustomerCountry = { country: 'FI', identityCountry: 'FI' };

  it('keeps a Finnish patient identified with bank ID in every store view that sells prescriptions', () => {
    for (const view of Object.values(STORE_VIEWS)) {
      expect(staysLoggedIn(view.tax.defaultCountry, finnishPatient)).toBe(true);
    }
  });

  it("logs out a Finnish customer without a strong login from the Estonian pharmacy's stores", () => {
    expect(staysLoggedIn('EE', { country: 'FI', identityCountry: null })).toBe(false);
  });

  it('logs out an Estonian customer from the Finnish store, identified or not', () => {
    expect(staysLoggedIn('FI', { country: 'EE', identityCountry: 'EE' })).toBe(false);
    expect(staysLoggedIn('FI', { country: 'EE', identityCountry: null })).toBe(false);
  });

  it("logs out a Finnish account identified with an Estonian code from the Estonian pharmacy's stores", () => {
    expect(staysLoggedIn('EE', { country: 'FI', identityCountry: 'EE' })).toBe(false);
  });

  it("keeps every customer of the store's own country", () => {
    fc.assert(fc.property(customers, (customer) => staysLoggedIn(customer.country, customer)));
  });

  it('lets in a customer of another country only as a patient identified with a Finnish code in an Estonian store', () => {
    fc.assert(
      fc.property(countries, customers, (store, customer) => {
        if (customer.country === store) return;
        expect(staysLoggedIn(store, customer)).toBe(store === 'EE' && customer.identityCountry === 'FI');
      }),
    );
  });

  it('finds a cross-border patient only in the stores whose country is Estonia', () => {
    expect(isCrossBorderPatientIn('EE', 'FI')).toBe(true);
    expect(isCrossBorderPatientIn('FI', 'FI')).toBe(false);
    expect(isCrossBorderPatientIn('EE', 'EE')).toBe(false);
    expect(isCrossBorderPatientIn('EE', null)).toBe(false);
  });
});
