import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deletionConfirmation, FRESH_LOGIN_SECONDS } from './account-deletion.ts';

const now = 1_800_000_000;

describe('deletionConfirmation', () => {
  it('checks a given password whatever the session', () => {
    expect(
      deletionConfirmation({ passwordGiven: true, hasPassword: true, loginAtSeconds: null, nowSeconds: now }),
    ).toBe('check-password');
    expect(
      deletionConfirmation({ passwordGiven: true, hasPassword: false, loginAtSeconds: now, nowSeconds: now }),
    ).toBe('check-password');
  });

  it('takes a login of the last five minutes, and no older one', () => {
    const ask = (age: number, hasPassword: boolean) =>
      deletionConfirmation({ passwordGiven: false, hasPassword, loginAtSeconds: now - age, nowSeconds: now });
    expect(ask(0, false)).toBe('fresh-login');
    expect(ask(FRESH_LOGIN_SECONDS, false)).toBe('fresh-login');
    expect(ask(FRESH_LOGIN_SECONDS + 1, false)).toBe('login-again');
    expect(ask(FRESH_LOGIN_SECONDS + 1, true)).toBe('password-required');
  });

  it('never confirms without a password or a login of known, recent time', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: 0, max: 2 * now })), (hasPassword, loginAt) => {
        const answer = deletionConfirmation({
          passwordGiven: false,
          hasPassword,
          loginAtSeconds: loginAt,
          nowSeconds: now,
        });
        const fresh = loginAt !== null && loginAt <= now && now - loginAt <= FRESH_LOGIN_SECONDS;
        expect(answer === 'fresh-login').toBe(fresh);
      }),
    );
  });
});
