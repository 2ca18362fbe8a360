/**
 * Mobile-ID (SK's MID REST API): the verification code a shopper compares with the one on the
 * phone, and what each result of a finished session means for the login.
 */

/** Every `result` of a COMPLETE MID session (MID README §3.3.8); not a MID client is still HTTP 200. */
export const MOBILE_ID_RESULTS = [
  'OK',
  'TIMEOUT',
  'NOT_MID_CLIENT',
  'USER_CANCELLED',
  'SIGNATURE_HASH_MISMATCH',
  'PHONE_ABSENT',
  'DELIVERY_ERROR',
  'SIM_ERROR',
] as const;
export type MobileIdResult = (typeof MOBILE_ID_RESULTS)[number];

/**
 * What the shopper reads for each failed result (English; the storefront's translation key). The
 * hash mismatch means the SIM's Mobile-ID setup differs from the provider's: only the operator can fix it.
 */
export const MOBILE_ID_MESSAGES: Readonly<Record<Exclude<MobileIdResult, 'OK'>, string>> = {
  TIMEOUT: 'You did not confirm the login on your phone in time. Please try again.',
  NOT_MID_CLIENT: 'This phone number and personal code have no active Mobile-ID.',
  USER_CANCELLED: 'You cancelled the login on your phone.',
  SIGNATURE_HASH_MISMATCH:
    'Mobile-ID on your SIM card is not set up correctly. Please contact your mobile operator.',
  PHONE_ABSENT: 'Your phone could not be reached. Check that it is switched on and has signal.',
  DELIVERY_ERROR: 'The login request could not be sent to your phone. Please try again.',
  SIM_ERROR: 'Your SIM card could not complete the login. Please try again or contact your mobile operator.',
};

/** Said when the provider answers a result this store does not know, or the proof does not verify. */
export const IDENTITY_LOGIN_FAILED = 'The login could not be verified. Please try again.';

/**
 * The Mobile-ID verification code (MID README §2.4.1): the first 6 bits and the last 7 bits of the
 * hash, read as one 13-bit number and shown as 4 digits (0000–8191).
 */
export function mobileIdVerificationCode(hash: Uint8Array): string {
  if (hash.length === 0) throw new RangeError('a Mobile-ID hash has at least one byte');
  const first6 = hash[0]! >> 2;
  const last7 = hash[hash.length - 1]! & 0x7f;
  return String((first6 << 7) | last7).padStart(4, '0');
}

export function isMobileIdResult(value: unknown): value is MobileIdResult {
  return (MOBILE_ID_RESULTS as readonly unknown[]).includes(value);
}

/** How a finished session ends the login: approved, or refused with the text the shopper reads. */
export type IdentitySessionOutcome = { ok: true } | { ok: false; result: string; message: string };

/** A COMPLETE MID session's `result` as the login's outcome; an unknown result is a failure. */
export function mobileIdOutcome(result: unknown): IdentitySessionOutcome {
  if (result === 'OK') return { ok: true };
  if (isMobileIdResult(result) && result !== 'OK')
    return { ok: false, result, message: MOBILE_ID_MESSAGES[result] };
  return { ok: false, result: 'UNKNOWN', message: IDENTITY_LOGIN_FAILED };
}
