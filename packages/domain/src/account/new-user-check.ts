/**
 * The new-user check: an account made by a strong login (Smart-ID, Mobile-ID, ID card, bank ID)
 * has no e-mail address, no phone number and has not accepted the terms. Before its first checkout
 * the customer is asked for whatever is missing, and the server refuses the order until then.
 */
export const ACCOUNT_DETAILS = ['email', 'phoneNumber', 'terms'] as const;
export type AccountDetail = (typeof ACCOUNT_DETAILS)[number];

export interface AccountForCheck {
  email: string | null;
  phoneNumber: string | null;
  consentTermsAccepted: boolean;
}

/** The server's refusal of an order from such an account; also the storefront's translation key. */
export const ACCOUNT_INCOMPLETE_MESSAGE =
  'Please add your e-mail address and phone number and accept the terms before checkout.';

const isBlank = (value: string | null) => value === null || value.trim() === '';

/** What the account still lacks; everything when there is no profile at all. */
export function missingAccountDetails(account: AccountForCheck | null): AccountDetail[] {
  if (!account) return [...ACCOUNT_DETAILS];
  const missing: Record<AccountDetail, boolean> = {
    email: isBlank(account.email),
    phoneNumber: isBlank(account.phoneNumber),
    terms: !account.consentTermsAccepted,
  };
  return ACCOUNT_DETAILS.filter((detail) => missing[detail]);
}

export function isNewUser(account: AccountForCheck | null): boolean {
  return missingAccountDetails(account).length > 0;
}
