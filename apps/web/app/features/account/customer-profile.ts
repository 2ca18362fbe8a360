import type { CountryCode, Language } from '@apteek/domain';

export interface CustomerAddress {
  id?: number;
  firstname: string;
  lastname: string;
  street: string;
  apartmentNumber?: string | null;
  city: string;
  postcode: string;
  countryId: CountryCode;
  telephone?: string | null;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

/** GET /api/user/me (apps/server user-service toProfile). */
export interface CustomerProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string | null;
  country_id: CountryCode;
  language: Language;
  group_id: number;
  consentTermsAccepted: boolean;
  isSubscribedToNewsletter: boolean;
  addresses: CustomerAddress[];
}

export interface RegistrationInput {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber?: string;
  country_id: CountryCode;
  language: Language;
  consentTermsAccepted: boolean;
  isSubscribedToNewsletter: boolean;
}
