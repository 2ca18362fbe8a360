import { isEstonianPersonalCode } from './personal-code.ts';

/** The field texts of the Smart-ID and Mobile-ID login forms (the server's init answers the same). */
export const PERSONAL_CODE_INVALID = 'Enter a valid Estonian personal code.';
export const MOBILE_ID_PHONE_INVALID = 'Enter an Estonian mobile number as +372…';

/**
 * A phone number as Mobile-ID takes it (+372 and 7 or 8 digits), from what a shopper types:
 * spaces and dashes dropped, a number without the country code given +372. Null when it is none.
 */
export function mobileIdPhoneNumber(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  const international = /^\d{7,8}$/.test(compact) ? `+372${compact}` : compact.replace(/^00/, '+');
  return /^\+372\d{7,8}$/.test(international) ? international : null;
}

/** The problems of a Smart-ID (no phone) or Mobile-ID login form, by field name; empty when it may be sent. */
export function identityLoginProblems(input: { personalCode: string; phoneNumber?: string }) {
  const problems: Partial<Record<'personalCode' | 'phoneNumber', string>> = {};
  if (!isEstonianPersonalCode(input.personalCode.trim())) problems.personalCode = PERSONAL_CODE_INVALID;
  if (input.phoneNumber !== undefined && !mobileIdPhoneNumber(input.phoneNumber))
    problems.phoneNumber = MOBILE_ID_PHONE_INVALID;
  return problems;
}
