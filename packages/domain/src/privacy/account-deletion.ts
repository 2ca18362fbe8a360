import type { LimitPolicy } from '../account/request-limits.ts';

/**
 * Deleting an account (POST /api/user/forget) needs a strong confirmation: an account with a
 * password types it again; an account without one (made by Smart-ID, Mobile-ID, ID card or bank
 * ID) shows a strong login made within the last FRESH_LOGIN_SECONDS, and sends an empty body.
 */
export const FRESH_LOGIN_SECONDS = 5 * 60;

/** The body of POST /api/user/forget: empty, or the account's password. */
export interface AccountDeletionBody {
  password?: string;
}

/** Passwords tried to confirm a deletion, per account: five an hour. */
export const ACCOUNT_DELETION_LIMITS = {
  account: { free: 5, windowMs: 3600 * 1000 },
} as const satisfies Record<string, LimitPolicy>;

/** What the server must see before it deletes: the password checked, or a fresh strong login. */
export type DeletionConfirmation = 'check-password' | 'fresh-login' | 'password-required' | 'login-again';

/**
 * How a deletion request is confirmed. A given password is always checked (a wrong one refuses); an
 * account with a password must give it, so a stolen token alone never deletes it; an account
 * without one is confirmed by a strong login younger than FRESH_LOGIN_SECONDS, and otherwise asked
 * to log in again. Refreshing a session never makes its login fresh.
 */
export function deletionConfirmation(input: {
  passwordGiven: boolean;
  hasPassword: boolean;
  /** The session's login was a strong one (Smart-ID, Mobile-ID, ID card, bank ID). */
  strongLogin: boolean;
  /** When the session's login happened (seconds); null when the token does not say. */
  loginAtSeconds: number | null;
  nowSeconds: number;
}): DeletionConfirmation {
  if (input.passwordGiven) return 'check-password';
  if (input.hasPassword) return 'password-required';
  const age = input.loginAtSeconds === null ? Infinity : input.nowSeconds - input.loginAtSeconds;
  return input.strongLogin && age >= 0 && age <= FRESH_LOGIN_SECONDS ? 'fresh-login' : 'login-again';
}

/**
 * What deleting an account keeps, and why; shown to the customer before and after the deletion, in
 * the export, and the same in the four languages (the texts are the English keys of the catalogues).
 */
export const KEPT_AFTER_DELETION = [
  "Prescription orders: the dispensing record (medicine, quantity, prescription number, the patient's personal code, date and the pharmacist's check) is kept until 3 years after the order, because a pharmacy must keep what it dispensed. It is no longer linked to an account, and your contact details are removed from it.",
  'Other orders: the amounts, products and dates stay for accounting, without your name or contact details.',
  "Pharmacist chats and the log of prescription reads are kept for 1 year from their date, as the pharmacy's record of counselling and of who read prescription data, then deleted.",
] as const;
