import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deletionConfirmation, FRESH_LOGIN_SECONDS } from './account-deletion.ts';

const now = 1_800_000_000;
const ask = (input: Partial<Parameters<typeof deletionConfirmation>[0]>) =>
  deletionConfirmation({
    passwordGiven: false,
    hasPassword: false,
    strongLogin: true,
    loginAtSeconds: now,
    nowSeconds: now,
    ...input,
  });

describe('deletionConfirmation', () => {
  it('checks a given password whatever the session', () => {
    expect(ask({ passwordGiven: true, hasPassword: true, loginAtSeconds: null })).toBe('check-password');
    expect(ask({ passwordGiven: true, hasPassword: false })).toBe('check-password');
  });

  it('asks an account with a password for it, however fresh its login', () => {
    expect(ask({ hasPassword: true })).toBe('password-required');
    expect(ask({ hasPassword: true, strongLogin: false })).toBe('password-required');
  });

  it('takes a strong login of the last five minutes for an account without a password, and no older one', () => {
    expect(ask({ loginAtSeconds: now })).toBe('fresh-login');
    expect(ask({ loginAtSeconds: now - FRESH_LOGIN_SECONDS })).toBe('fresh-login');
    expect(ask({ loginAtSeconds: now - FRESH_LOGIN_SECONDS - 1 })).toBe('login-again');
    expect(ask({ loginAtSeconds: null })).toBe('login-again');
    expect(ask({ strongLogin: false })).toBe('login-again');
  });

  it('never deletes without a password or a strong login of known, recent time', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 2 * now })),
        (hasPassword, strongLogin, loginAt) => {
          const answer = ask({ hasPassword, strongLogin, loginAtSeconds: loginAt });
          const fresh = loginAt !== null && loginAt <= now && now - loginAt <= FRESH_LOGIN_SECONDS;
          expect(answer === 'fresh-login').toBe(!hasPassword && strongLogin && fresh);
          expect(answer === 'check-password').toBe(false);
        },
      ),
    );
  });
});
