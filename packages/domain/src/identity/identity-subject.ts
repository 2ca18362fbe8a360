import { isEstonianPersonalCode, isFinnishPersonalCode } from './personal-code.ts';

/** The countries whose personal codes the store reads. */
export type IdentityCountry = 'EE' | 'FI';

/** How a customer proved who they are. */
export const IDENTITY_METHODS = ['smart-id', 'mobile-id', 'id-card', 'bank-id'] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];

/** Who a verified certificate or ID token names. */
export interface VerifiedIdentity {
  givenName: string;
  surname: string;
  personalCode: string;
  country: IdentityCountry;
}

/** Why a certificate is not accepted as proof of identity. */
export type CertificateRefusal =
  'unreadable' | 'expired' | 'not_yet_valid' | 'foreign_ca' | 'wrong_usage' | 'no_identity';

/** The country whose personal-code rules accept `code`, or null when neither does. */
export function countryOfPersonalCode(code: string): IdentityCountry | null {
  if (isEstonianPersonalCode(code)) return 'EE';
  if (isFinnishPersonalCode(code)) return 'FI';
  return null;
}

/** Whether `code` is a valid personal code of `country`. */
export function isPersonalCodeOf(country: IdentityCountry, code: string): boolean {
  return country === 'EE' ? isEstonianPersonalCode(code) : isFinnishPersonalCode(code);
}

/**
 * The ETSI semantics identifier SK puts in a certificate's serialNumber (`PNOEE-38001085718`,
 * `PNOFI-010280-952L`; ETSI EN 319 412-1 §5.1.3), or a bare code as older ID cards carry it, with
 * the subject's C. Null unless the code is valid for its country and the countries agree.
 */
export function readSemanticsIdentifier(
  serialNumber: string,
  subjectCountry: string | undefined,
): { country: IdentityCountry; personalCode: string } | null {
  const match = /^PNO(EE|FI)-(.+)$/.exec(serialNumber);
  const country = (match ? match[1] : subjectCountry) as IdentityCountry | undefined;
  const personalCode = match ? match[2]! : serialNumber;
  if (country !== 'EE' && country !== 'FI') return null;
  if (subjectCountry !== undefined && subjectCountry !== country) return null;
  return isPersonalCodeOf(country, personalCode) ? { country, personalCode } : null;
}

/** The semantics identifier of a person: `PNOEE-<code>` or `PNOFI-<code>`. */
export const semanticsIdentifier = (country: IdentityCountry, personalCode: string) =>
  `PNO${country}-${personalCode}`;

/** A personal code for display to its owner: the birth part and the last character hidden. */
export function maskPersonalCode(code: string): string {
  if (code.length < 4) return '*'.repeat(code.length);
  return `${code.slice(0, 1)}${'*'.repeat(code.length - 3)}${code.slice(-2)}`;
}

/**
 * A name as certificates carry it (`MARY ÄNN`, `O'CONNEŽ-ŠUSLIK`) the way a profile shows names
 * (`Mary Änn`, `O'Connež-Šuslik`): only a name written all in capitals is changed.
 */
export function personNameCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase() || trimmed === trimmed.toLowerCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_, separator: string, letter: string) => separator + letter.toUpperCase(),
    );
}
