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
  /** Proof of group_id for price tiers, sent with it to render-list. */
  groupToken?: string;
  consentTermsAccepted: boolean;
  isSubscribedToNewsletter: boolean;
  /** After a strong login: the personal code masked (3********71), and how the customer was identified. */
  personalCode?: string | null;
  identityMethod?: 'smart-id' | 'mobile-id' | 'id-card' | 'bank-id' | null;
  /** The country of that personal code: a Finnish one makes the customer a cross-border patient. */
  identityCountry?: 'EE' | 'FI' | null;
  /** False for an account made by a strong login: it has no password to change. */
  hasPassword?: boolean;
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
