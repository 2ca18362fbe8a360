import { IDENTITY_LOGIN_FAILED, type IdentitySessionOutcome } from './mobile-id-protocol.ts';

/**
 * Smart-ID (SK's RP API v2): the verification code and what each `result.endResult` of a
 * finished session means for the login.
 */

/** Every `result.endResult` of a COMPLETE session (Smart-ID RP API v2 §2.3.11). */
export const SMART_ID_END_RESULTS = [
  'OK',
  'USER_REFUSED',
  'TIMEOUT',
  'DOCUMENT_UNUSABLE',
  'WRONG_VC',
  'REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP',
  'USER_REFUSED_CERT_CHOICE',
  'USER_REFUSED_DISPLAYTEXTANDPIN',
  'USER_REFUSED_VC_CHOICE',
  'USER_REFUSED_CONFIRMATIONMESSAGE',
  'USER_REFUSED_CONFIRMATIONMESSAGE_WITH_VC_CHOICE',
] as const;
export type SmartIdEndResult = (typeof SMART_ID_END_RESULTS)[number];

const REFUSED = 'You refused the login in the Smart-ID app.';

/** What the shopper reads for each failed end result (English; the storefront's translation key). */
export const SMART_ID_MESSAGES: Readonly<Record<Exclude<SmartIdEndResult, 'OK'>, string>> = {
  USER_REFUSED: REFUSED,
  USER_REFUSED_CERT_CHOICE: REFUSED,
  USER_REFUSED_DISPLAYTEXTANDPIN: REFUSED,
  USER_REFUSED_VC_CHOICE: REFUSED,
  USER_REFUSED_CONFIRMATIONMESSAGE: REFUSED,
  USER_REFUSED_CONFIRMATIONMESSAGE_WITH_VC_CHOICE: REFUSED,
  TIMEOUT: 'You did not confirm the login in the Smart-ID app in time. Please try again.',
  DOCUMENT_UNUSABLE:
    'Your Smart-ID account cannot be used. Please open the Smart-ID app or contact its support.',
  WRONG_VC: 'A wrong verification code was chosen in the Smart-ID app. Please try again.',
  REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP: 'Please update your Smart-ID app and try again.',
};

/** Said when the personal code has no Smart-ID account (the API's HTTP 404 on starting a session). */
export const SMART_ID_NO_ACCOUNT = 'This personal code has no Smart-ID account.';

export function isSmartIdEndResult(value: unknown): value is SmartIdEndResult {
  return (SMART_ID_END_RESULTS as readonly unknown[]).includes(value);
}

/** A COMPLETE session's `result.endResult` as the login's outcome; an unknown one is a failure. */
export function smartIdOutcome(endResult: unknown): IdentitySessionOutcome {
  if (endResult === 'OK') return { ok: true };
  if (isSmartIdEndResult(endResult) && endResult !== 'OK')
    return { ok: false, result: endResult, message: SMART_ID_MESSAGES[endResult] };
  return { ok: false, result: 'UNKNOWN', message: IDENTITY_LOGIN_FAILED };
}

/**
 * The Smart-ID verification code (RP API v2 §2.3.12.2): SHA-256 of the raw hash bytes (whatever the
 * hashType), its last two bytes read big-endian, mod 10000, shown as 4 digits. The SHA-256 is passed
 * in: the domain does no cryptography of its own and runs in the browser too.
 */
export function smartIdVerificationCode(hash: Uint8Array, sha256: (bytes: Uint8Array) => Uint8Array): string {
  const digest = sha256(hash);
  if (digest.length < 2) throw new RangeError('SHA-256 gives 32 bytes');
  const lastTwo = (digest[digest.length - 2]! << 8) | digest[digest.length - 1]!;
  return String(lastTwo % 10000).padStart(4, '0');
}

/** The hash types both APIs accept, with their digest length in bytes. */
export const IDENTITY_HASH_BYTES = { SHA256: 32, SHA384: 48, SHA512: 64 } as const;
export type IdentityHashType = keyof typeof IDENTITY_HASH_BYTES;
