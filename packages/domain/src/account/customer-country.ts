import type { IdentityCountry } from '../identity/identity-subject.ts';
import type { CountryCode } from '../store/store-views.ts';

/** What the store-country rule reads of a customer. */
export interface CustomerCountry {
  /** The account's country (country_id). */
  country: CountryCode;
  /** The country of the personal code the customer proved with a strong login; null without one. */
  identityCountry: IdentityCountry | null;
}

/**
 * Whether a customer stays logged in on a store view whose default country is `storeCountry`;
 * otherwise the storefront logs them out without a word. A customer of the store's own country
 * stays. So does a patient identified with a Finnish personal code in the Estonian pharmacy's
 * store views (ee, en, ru): they alone sell prescriptions, and Finnish e-prescriptions are
 * dispensed there through the cross-border exchange. Any other customer of another country goes.
 */
export function staysLoggedIn(storeCountry: CountryCode, customer: CustomerCountry): boolean {
  if (customer.country === storeCountry) return true;
  return isCrossBorderPatientIn(storeCountry, customer.identityCountry);
}

/** A customer identified with a Finnish personal code, in a store of the Estonian pharmacy. */
export function isCrossBorderPatientIn(storeCountry: CountryCode, identityCountry: IdentityCountry | null) {
  return storeCountry === 'EE' && identityCountry === 'FI';
}
