import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  identityLoginProblems,
  mobileIdPhoneNumber,
  MOBILE_ID_PHONE_INVALID,
  PERSONAL_CODE_INVALID,
} from './identity-inputs.ts';

describe('the identity login fields', () => {
  it('reads a typed Estonian mobile number as Mobile-ID takes it', () => {
    expect(mobileIdPhoneNumber('+372 5512 3456')).toBe('+37255123456');
    expect(mobileIdPhoneNumber('0037200000766')).toBe('+37200000766');
    expect(mobileIdPhoneNumber('5512345')).toBe('+3725512345');
    expect(mobileIdPhoneNumber('+358401234567')).toBeNull();
    expect(mobileIdPhoneNumber('')).toBeNull();
  });

  it('gives every 7 or 8 digit number +372, however it is spaced', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7,8}$/), fc.constantFrom('', ' ', '-'), (digits, gap) => {
        const typed = `+372${gap}${digits.slice(0, 3)}${gap}${digits.slice(3)}`;
        expect(mobileIdPhoneNumber(typed)).toBe(`+372${digits}`);
      }),
    );
  });

  it('names each field with a problem', () => {
    expect(identityLoginProblems({ personalCode: '30303039914' })).toEqual({});
    expect(identityLoginProblems({ personalCode: '30303039915' })).toEqual({
      personalCode: PERSONAL_CODE_INVALID,
    });
    expect(identityLoginProblems({ personalCode: '60001019906', phoneNumber: '123' })).toEqual({
      phoneNumber: MOBILE_ID_PHONE_INVALID,
    });
  });
});
