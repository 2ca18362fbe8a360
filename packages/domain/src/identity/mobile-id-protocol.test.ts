import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_LOGIN_FAILED,
  MOBILE_ID_MESSAGES,
  MOBILE_ID_RESULTS,
  mobileIdOutcome,
  mobileIdVerificationCode,
} from './mobile-id-protocol.ts';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

describe('Mobile-ID verification code (MID README §2.4.1)', () => {
  it("reproduces SK's documented example: 2f665f6a…8cb6 → 1462", () => {
    expect(mobileIdVerificationCode(hex('2f665f6a6999e0ef0752e00ec9f453adf59d8cb6'))).toBe('1462');
  });

  it('shows the extremes as four digits: all zero bits 0000, all one bits 8191', () => {
    expect(mobileIdVerificationCode(new Uint8Array(32))).toBe('0000');
    expect(mobileIdVerificationCode(new Uint8Array(64).fill(0xff))).toBe('8191');
    expect(mobileIdVerificationCode(Uint8Array.of(0b00000100, 0, 0b00000001))).toBe('0129');
  });

  it('depends only on the first 6 and the last 7 bits, and is always 4 digits in 0000–8191', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2, maxLength: 64 }), fc.nat(255), (bytes, noise) => {
        const code = mobileIdVerificationCode(bytes);
        expect(code).toMatch(/^\d{4}$/);
        expect(Number(code)).toBeLessThanOrEqual(8191);
        const changed = Uint8Array.from(bytes);
        changed[0] = (changed[0]! & 0xfc) | (noise & 0x03);
        changed[changed.length - 1] = (changed[changed.length - 1]! & 0x7f) | (noise & 0x80);
        for (let i = 1; i < changed.length - 1; i++) changed[i] = noise;
        expect(mobileIdVerificationCode(changed)).toBe(code);
        expect(Number(code)).toBe(((bytes[0]! >> 2) << 7) + (bytes[bytes.length - 1]! & 0x7f));
      }),
    );
  });
});

describe('Mobile-ID session results', () => {
  it('OK is the only approval', () => {
    expect(mobileIdOutcome('OK')).toEqual({ ok: true });
  });

  it.each(MOBILE_ID_RESULTS.filter((result) => result !== 'OK'))(
    '%s refuses the login with its own message',
    (result) => {
      const outcome = mobileIdOutcome(result);
      expect(outcome).toEqual({ ok: false, result, message: MOBILE_ID_MESSAGES[result] });
    },
  );

  it('gives every failed result a different message', () => {
    const messages = Object.values(MOBILE_ID_MESSAGES);
    expect(new Set(messages).size).toBe(MOBILE_ID_RESULTS.length - 1);
  });

  it.each([undefined, null, 'ok', 'EXPIRED_TRANSACTION', 42])('an unknown result %s refuses', (result) => {
    expect(mobileIdOutcome(result)).toEqual({ ok: false, result: 'UNKNOWN', message: IDENTITY_LOGIN_FAILED });
  });
});
