import * as z from 'zod/mini';

/**
 * Deleting an account (POST /api/user/forget) needs a strong confirmation: the account's password
 * typed again, or, for an account without one (made by Smart-ID, Mobile-ID, ID card or bank ID), a
 * login made within the last FRESH_LOGIN_SECONDS. An empty body relies on such a fresh login.
 */
export const FRESH_LOGIN_SECONDS = 5 * 60;

export const AccountDeletionBodySchema = z.object({ password: z.optional(z.string()) });
export type AccountDeletionBody = z.output<typeof AccountDeletionBodySchema>;

/** What the server must see before it deletes: the password checked, or a fresh login. */
export type DeletionConfirmation = 'check-password' | 'fresh-login' | 'password-required' | 'login-again';

/**
 * How a deletion request is confirmed. A given password is always checked (a wrong one refuses);
 * without one, a login younger than FRESH_LOGIN_SECONDS confirms; otherwise a password account is
 * asked for its password and an account without one to log in again.
 */
export function deletionConfirmation(input: {
  passwordGiven: boolean;
  hasPassword: boolean;
  /** When the session's login happened (seconds); null when the token does not say. */
  loginAtSeconds: number | null;
  nowSeconds: number;
}): DeletionConfirmation {
  if (input.passwordGiven) return 'check-password';
  const age = input.loginAtSeconds === null ? Infinity : input.nowSeconds - input.loginAtSeconds;
  if (age >= 0 && age <= FRESH_LOGIN_SECONDS) return 'fresh-login';
  return input.hasPassword ? 'password-required' : 'login-again';
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
