import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDENTITY_LOGIN_FAILED } from './mobile-id-protocol.ts';
import {
  SMART_ID_END_RESULTS,
  SMART_ID_MESSAGES,
  smartIdOutcome,
  smartIdVerificationCode,
} from './smart-id-protocol.ts';

const sha256 = (bytes: Uint8Array) => Uint8Array.from(createHash('sha256').update(bytes).digest());
const sha256Of = (text: string) => sha256(Buffer.from(text, 'utf8'));

describe('Smart-ID verification code (RP API v2 §2.3.12.2)', () => {
  // SK's Smart-ID Java client checks these: the hash is SHA-256 of each text, the code SHA-256 of that hash.
  it.each([
    ['Hello World!', '7712'],
    ["Hedgehogs – why can't they just share the hedge?", '4612'],
    ['Go ahead, make my day.', '7782'],
    ["You're gonna need a bigger boat.", '1464'],
    ["Say 'hello' to my little friend!", '4240'],
  ])("reproduces SK's example %s → %s", (text, code) => {
    expect(smartIdVerificationCode(sha256Of(text), sha256)).toBe(code);
  });

  it("reproduces SK's two-byte example 27, -69 → 4555", () => {
    const javaBytes = Uint8Array.from(Int8Array.of(27, -69));
    expect(smartIdVerificationCode(javaBytes, sha256)).toBe('4555');
  });

  it('is the last two digest bytes, big-endian, mod 10000, as 4 digits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 64 }), (hash) => {
        const digest = sha256(hash);
        const code = smartIdVerificationCode(hash, sha256);
        expect(code).toMatch(/^\d{4}$/);
        expect(Number(code)).toBe((digest[30]! * 256 + digest[31]!) % 10000);
      }),
    );
    expect(smartIdVerificationCode(new Uint8Array(1), () => Uint8Array.of(0, 0, 0x00, 0x2a))).toBe('0042');
    expect(smartIdVerificationCode(new Uint8Array(1), () => Uint8Array.of(0xff, 0xff))).toBe('5535');
  });
});

describe('Smart-ID end results', () => {
  it('OK is the only approval', () => {
    expect(smartIdOutcome('OK')).toEqual({ ok: true });
  });

  it.each(SMART_ID_END_RESULTS.filter((result) => result !== 'OK'))('%s refuses the login', (result) => {
    expect(smartIdOutcome(result)).toEqual({ ok: false, result, message: SMART_ID_MESSAGES[result] });
  });

  it('every USER_REFUSED_* reads as the one refusal, the others each have their own message', () => {
    const refusals = SMART_ID_END_RESULTS.filter((result) => result.startsWith('USER_REFUSED'));
    expect(refusals).toHaveLength(6);
    expect(new Set(refusals.map((result) => SMART_ID_MESSAGES[result as 'USER_REFUSED'])).size).toBe(1);
    const others = [
      'TIMEOUT',
      'DOCUMENT_UNUSABLE',
      'WRONG_VC',
      'REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP',
    ] as const;
    expect(
      new Set([...others.map((result) => SMART_ID_MESSAGES[result]), SMART_ID_MESSAGES.USER_REFUSED]).size,
    ).toBe(5);
  });

  it.each([undefined, 'RUNNING', 'ok', 'EXPIRED'])('an unknown end result %s refuses', (result) => {
    expect(smartIdOutcome(result)).toEqual({ ok: false, result: 'UNKNOWN', message: IDENTITY_LOGIN_FAILED });
  });
});
