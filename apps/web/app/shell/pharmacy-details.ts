import type { CountryCode } from '@apteek/domain';

export const CUSTOMER_SERVICE = { email: 'info@apteek.ee', phone: '+372 600 1234' } as const;

export const LICENCE_HOLDER = {
  company: 'Apteek OÜ',
  address: 'Tartu mnt 10, 10117 Tallinn',
  licence: 'L-12345',
  pharmacist: 'Mari Tamm',
} as const;

export interface Regulator {
  /** English name, also the translation key. */
  name: string;
  address: string;
  phone: string;
  /** The authority's list of legal online sellers that the EU common logo must link to. */
  registerUrl: string;
}

export const REGULATORS: Record<CountryCode, Regulator> = {
  EE: {
    name: 'State Agency of Medicines (Ravimiamet)',
    address: 'Nooruse 1, 50411 Tartu',
    phone: '+372 737 4140',
    registerUrl: 'https://www.ravimiamet.ee/ravimite-kaitlemine/ravimi-kaitlemine/internetiapteek',
  },
  FI: {
    name: 'Finnish Medicines Agency Fimea',
    address: 'PL 55, 00034 FIMEA',
    phone: '+358 29 522 3341',
    registerUrl: 'https://fimea.fi/en/for_public/internet-trade-in-medicines',
  },
};

export function telHref(phone: string): string {
  return `tel:${phone.replaceAll(' ', '')}`;
}
