import type { CountryCode } from '../store/store-views.ts';

/** The platform's tax country when a store view names none: a leftover, so every store view configures its own. */
export const FALLBACK_TAX_COUNTRY = 'PL';

export interface TaxCountry {
  country: CountryCode | typeof FALLBACK_TAX_COUNTRY;
  /** False when the fallback was used; callers log 'no tax.defaultCountry configured'. */
  configured: boolean;
}

/** The country whose tax rules price a store view's products: its tax.defaultCountry. */
export function taxCountryFor(storeView: { tax: { defaultCountry?: CountryCode | null } }): TaxCountry {
  const country = storeView.tax.defaultCountry;
  return country ? { country, configured: true } : { country: FALLBACK_TAX_COUNTRY, configured: false };
}
