import { STORE_CODES, STORE_VIEWS, type CountryCode, type StoreCode } from '../store/store-views.ts';

/** The store each supported country is offered: its own language's shop. */
const STORE_OF_COUNTRY: Record<CountryCode, StoreCode> = { EE: 'ee', FI: 'fi' };

export interface LanguageOfferFacts {
  /** ISO 3166 country of the visitor from the locale lookup, null when unknown. */
  visitorCountry: string | null;
  currentStore: StoreCode;
  /** The store the visitor already chose, remembered locally. */
  chosenStore: StoreCode | null;
}

/**
 * The language switcher modal: offered only when the visitor's country differs from the
 * store's, it is another supported country and no store was chosen yet. Returns the store to offer.
 */
export function languageOffer({
  visitorCountry,
  currentStore,
  chosenStore,
}: LanguageOfferFacts): StoreCode | null {
  if (chosenStore !== null || visitorCountry === null) return null;
  const country = visitorCountry.toUpperCase();
  if (country === STORE_VIEWS[currentStore].i18n.country) return null;
  return isSupportedCountry(country) ? STORE_OF_COUNTRY[country] : null;
}

function isSupportedCountry(country: string): country is CountryCode {
  return STORE_CODES.some((code) => STORE_VIEWS[code].i18n.country === country);
}

/** Languages whose country is unambiguous when Accept-Language names no region ('fi' → FI). */
const COUNTRY_OF_LANGUAGE: Record<string, string> = { et: 'EE', fi: 'FI', sv: 'SE', lv: 'LV', lt: 'LT' };

/**
 * The visitor's country read from Accept-Language: the region of the most preferred range that
 * has one, or the country of a language spoken in one country; null when nothing tells.
 */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => parseRange(part, index))
    .filter((range) => range !== null && range.quality > 0)
    .sort((a, b) => b!.quality - a!.quality || a!.index - b!.index);
  for (const range of ranges) {
    const [language = '', region] = range!.tag.toLowerCase().split('-');
    if (region && /^[a-z]{2}$/.test(region)) return region.toUpperCase();
    const country = COUNTRY_OF_LANGUAGE[language];
    if (country) return country;
  }
  return null;
}

function parseRange(part: string, index: number): { tag: string; quality: number; index: number } | null {
  const [tag = '', ...params] = part.trim().split(';');
  if (!/^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag)) return null;
  const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
  const quality = q === undefined ? 1 : Number(q.slice(2));
  return Number.isFinite(quality) ? { tag, quality, index } : null;
}
