import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewUser, missingAccountDetails, type AccountForCheck } from './new-user-check.ts';

const complete: AccountForCheck = {
  email: 'mari@example.ee',
  phoneNumber: '+37251234567',
  consentTermsAccepted: true,
};

describe('the new-user check', () => {
  it('asks an account made by a strong login for everything', () => {
    const strongLogin = { email: null, phoneNumber: null, consentTermsAccepted: false };
    expect(missingAccountDetails(strongLogin)).toEqual(['email', 'phoneNumber', 'terms']);
    expect(isNewUser(strongLogin)).toBe(true);
  });

  it('asks for everything when there is no profile', () => {
    expect(missingAccountDetails(null)).toEqual(['email', 'phoneNumber', 'terms']);
  });

  it('asks only for what is missing; a blank field counts as missing', () => {
    expect(missingAccountDetails({ ...complete, phoneNumber: '  ' })).toEqual(['phoneNumber']);
    expect(missingAccountDetails({ ...complete, email: '' })).toEqual(['email']);
    expect(missingAccountDetails({ ...complete, consentTermsAccepted: false })).toEqual(['terms']);
  });

  it('lets a complete account through', () => {
    expect(isNewUser(complete)).toBe(false);
  });

  it('is a new user exactly when e-mail, phone or terms are missing', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.boolean(),
        (email, phoneNumber, consentTermsAccepted) => {
          const lacking = !email?.trim() || !phoneNumber?.trim() || !consentTermsAccepted;
          expect(isNewUser({ email, phoneNumber, consentTermsAccepted })).toBe(lacking);
        },
      ),
    );
  });
});
