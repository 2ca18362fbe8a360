/** The store views; en and ru are the Estonian shop in another language. */
export const STORE_CODES = ['ee', 'fi', 'en', 'ru'] as const;
export type StoreCode = (typeof STORE_CODES)[number];

export const LANGUAGES = ['et', 'fi', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export type CountryCode = 'EE' | 'FI';

export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  name: string;
  /** URL prefix; the default store is also served without one. */
  url: `/${StoreCode}`;
  appendStoreCode: boolean;
  prescriptionsVisible: boolean;
  tax: { defaultCountry: CountryCode; sourcePriceIncludesTax: boolean };
  i18n: {
    language: Language;
    /** Language code the platform server expects (et/ee → EST, ru → RUS, fi → FIN, en → ENG). */
    serverLanguage: 'EST' | 'FIN' | 'ENG' | 'RUS';
    country: CountryCode;
    locale: 'et-EE' | 'fi-FI' | 'en-US' | 'ru-RU';
    currencyCode: 'EUR';
    currencySign: '€';
    dateFormat: 'DD.MM.YYYY';
  };
  /** Full-text configuration name per language; `estonian` only where the server has it. */
  searchLanguage: 'estonian' | 'finnish' | 'english' | 'russian';
}

const EUR = { currencyCode: 'EUR', currencySign: '€', dateFormat: 'DD.MM.YYYY' } as const;

export const STORE_VIEWS: Readonly<Record<StoreCode, StoreView>> = {
  ee: {
    storeCode: 'ee',
    storeId: 1,
    name: 'Apteek',
    url: '/ee',
    appendStoreCode: true,
    prescriptionsVisible: true,
    tax: { defaultCountry: 'EE', sourcePriceIncludesTax: true },
    i18n: { language: 'et', serverLanguage: 'EST', country: 'EE', locale: 'et-EE', ...EUR },
    searchLanguage: 'estonian',
  },
  fi: {
    storeCode: 'fi',
    storeId: 4,
    name: 'Apteek Suomi',
    url: '/fi',
    appendStoreCode: true,
    prescriptionsVisible: false,
    tax: { defaultCountry: 'FI', sourcePriceIncludesTax: true },
    i18n: { language: 'fi', serverLanguage: 'FIN', country: 'FI', locale: 'fi-FI', ...EUR },
    searchLanguage: 'finnish',
  },
  en: {
    storeCode: 'en',
    storeId: 5,
    name: 'Apteek (English)',
    url: '/en',
    appendStoreCode: true,
    prescriptionsVisible: true,
    tax: { defaultCountry: 'EE', sourcePriceIncludesTax: true },
    i18n: { language: 'en', serverLanguage: 'ENG', country: 'EE', locale: 'en-US', ...EUR },
    searchLanguage: 'english',
  },
  ru: {
    storeCode: 'ru',
    storeId: 6,
    name: 'Apteek (Русский)',
    url: '/ru',
    appendStoreCode: true,
    prescriptionsVisible: true,
    tax: { defaultCountry: 'EE', sourcePriceIncludesTax: true },
    i18n: { language: 'ru', serverLanguage: 'RUS', country: 'EE', locale: 'ru-RU', ...EUR },
    searchLanguage: 'russian',
  },
};

export const DEFAULT_STORE_CODE: StoreCode = 'ee';

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}

export function storeViewById(storeId: number): StoreView | undefined {
  return Object.values(STORE_VIEWS).find((view) => view.storeId === storeId);
}

/**
 * The store view whose locale an Accept-Language header names first (the storefront
 * sends the store view's locale, e.g. fi-FI); the default store otherwise.
 */
export function storeOfAcceptLanguage(header: string | undefined): StoreCode {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    STORE_CODES.find((code) => STORE_VIEWS[code].i18n.locale.toLowerCase() === first) ?? DEFAULT_STORE_CODE
  );
}
