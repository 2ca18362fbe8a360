import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORM_MESSAGES,
  checkEmail,
  checkName,
  checkPassword,
  checkPasswordRepeat,
  checkPhone,
  checkTaxId,
  checkTermsAccepted,
  checkZipCode,
  maxLength,
  normalisePhone,
} from './form-rules.ts';

describe('the form rules', () => {
  it('asks for 8 characters from 3 of the 4 classes in a password', () => {
    expect(checkPassword('')?.message).toBe(FORM_MESSAGES.required);
    expect(checkPassword('Ab1!')?.message).toBe(FORM_MESSAGES.passwordTooShort);
    expect(checkPassword('abcdefgh1')?.message).toBe(FORM_MESSAGES.passwordClasses);
    expect(checkPassword('abcdefG1')).toBeNull();
    expect(checkPassword('abcdefg!1')).toBeNull();
    expect(checkPassword('ÕUNAPUU-1x')).toBeNull();
  });

  it('accepts every password of 8+ characters that mixes lower, upper and digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{3,6}$/),
        fc.stringMatching(/^[A-Z]{3,6}$/),
        fc.stringMatching(/^\d{2,4}$/),
        (lower, upper, digits) => {
          expect(checkPassword(lower + upper + digits)).toBeNull();
        },
      ),
    );
  });

  it('compares the repeated password', () => {
    expect(checkPasswordRepeat('Secret-123', 'Secret-123')).toBeNull();
    expect(checkPasswordRepeat('Secret-123', 'secret-123')?.message).toBe(FORM_MESSAGES.passwordsDiffer);
  });

  it('checks names, e-mail, tax id, terms and lengths', () => {
    expect(checkName(' ')?.message).toBe(FORM_MESSAGES.required);
    expect(checkName('A')?.message).toBe(FORM_MESSAGES.nameTooShort);
    expect(checkName('Õie')).toBeNull();
    expect(checkEmail('mari@example.ee')).toBeNull();
    for (const bad of ['mari', 'mari@', 'mari@example', 'ma ri@example.ee', '@example.ee']) {
      expect(checkEmail(bad)?.message, bad).toBe(FORM_MESSAGES.email);
    }
    expect(checkTaxId('EE')?.message).toBe(FORM_MESSAGES.taxIdTooShort);
    expect(checkTaxId('EE100')).toBeNull();
    expect(checkTermsAccepted(false)?.message).toBe(FORM_MESSAGES.terms);
    expect(maxLength('x'.repeat(101), 100)).toEqual({
      message: FORM_MESSAGES.maxLength,
      values: { amount: 100 },
    });
    expect(maxLength('x'.repeat(100), 100)).toBeNull();
  });

  it('wants five-digit postcodes', () => {
    expect(checkZipCode('10115')).toBeNull();
    expect(checkZipCode('00510')).toBeNull();
    for (const bad of ['1011', '101155', '1O115', '']) expect(checkZipCode(bad), bad).not.toBeNull();
  });

  it('normalises Estonian and Finnish phone numbers to E.164', () => {
    expect(normalisePhone('5123 4567', 'EE')).toBe('+37251234567');
    expect(normalisePhone('+372 612 3456', 'EE')).toBe('+3726123456');
    expect(normalisePhone('040 123 4567', 'FI')).toBe('+358401234567');
    expect(normalisePhone('00358 40 123 4567', 'EE')).toBe('+358401234567');
    expect(normalisePhone('+358 (0)40 1234567', 'FI')).toBe('+358401234567');
    expect(checkPhone('12', 'EE')?.message).toBe(FORM_MESSAGES.phone);
    expect(checkPhone('', 'EE')?.message).toBe(FORM_MESSAGES.required);
  });
});
