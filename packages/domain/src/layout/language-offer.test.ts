import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryFromAcceptLanguage, languageOffer } from './language-offer.ts';

describe('languageOffer', () => {
  it('offers the Finnish shop to a visitor from Finland in the Estonian shop', () => {
    expect(languageOffer({ visitorCountry: 'FI', currentStore: 'ee', chosenStore: null })).toBe('fi');
    expect(languageOffer({ visitorCountry: 'fi', currentStore: 'ru', chosenStore: null })).toBe('fi');
  });

  it('offers the Estonian shop to a visitor from Estonia in the Finnish shop', () => {
    expect(languageOffer({ visitorCountry: 'EE', currentStore: 'fi', chosenStore: null })).toBe('ee');
  });

  it('offers nothing when the country is the store country', () => {
    expect(languageOffer({ visitorCountry: 'EE', currentStore: 'en', chosenStore: null })).toBeNull();
  });

  it('offers nothing to a country without a shop', () => {
    expect(languageOffer({ visitorCountry: 'US', currentStore: 'ee', chosenStore: null })).toBeNull();
    expect(languageOffer({ visitorCountry: null, currentStore: 'ee', chosenStore: null })).toBeNull();
  });

  it('offers nothing once a store was chosen', () => {
    expect(languageOffer({ visitorCountry: 'FI', currentStore: 'ee', chosenStore: 'ee' })).toBeNull();
  });
});

describe('countryFromAcceptLanguage', () => {
  it('reads the region of the most preferred range', () => {
    expect(countryFromAcceptLanguage('fi-FI,fi;q=0.9,en-US;q=0.8')).toBe('FI');
    expect(countryFromAcceptLanguage('en;q=0.5, et-EE;q=0.9')).toBe('EE');
  });

  it('takes the country of a one-country language without a region', () => {
    expect(countryFromAcceptLanguage('et')).toBe('EE');
    expect(countryFromAcceptLanguage('fi, en;q=0.5')).toBe('FI');
  });

  it('answers null when nothing names a country', () => {
    expect(countryFromAcceptLanguage(undefined)).toBeNull();
    expect(countryFromAcceptLanguage('en, ru;q=0.8, *;q=0.1')).toBeNull();
    expect(countryFromAcceptLanguage('fi-FI;q=0')).toBeNull();
  });

  it('never throws and answers a two-letter code or null for any header', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const country = countryFromAcceptLanguage(header);
        expect(country === null || /^[A-Z]{2}$/.test(country)).toBe(true);
      }),
    );
  });
});
