import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GUEST_GROUP_ID, effectiveGroupId, issueGroupToken, verifyGroupToken } from './group-token.ts';

const secret = randomBytes(32);

describe('group tokens', () => {
  it('verifies a token issued for the same group with the same secret', () => {
    const token = issueGroupToken(secret, 2);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyGroupToken(secret, 2, token)).toBe(true);
  });

  it('refuses a token of another group, another secret, or a tampered or cut token', () => {
    const token = issueGroupToken(secret, 2);
    expect(verifyGroupToken(secret, 3, token)).toBe(false);
    expect(verifyGroupToken(randomBytes(32), 2, token)).toBe(false);
    expect(verifyGroupToken(secret, 2, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(
      false,
    );
    expect(verifyGroupToken(secret, 2, token.slice(0, 20))).toBe(false);
    expect(verifyGroupToken(secret, 2, '')).toBe(false);
  });

  it('grants the claimed group only with its valid token, else guest prices', () => {
    const token = issueGroupToken(secret, 3);
    expect(effectiveGroupId(secret, { groupId: 3, token })).toBe(3);
    expect(effectiveGroupId(secret, { groupId: 2, token })).toBe(GUEST_GROUP_ID);
    expect(effectiveGroupId(secret, { groupId: 3, token: undefined })).toBe(GUEST_GROUP_ID);
    expect(effectiveGroupId(secret, { groupId: undefined, token })).toBe(GUEST_GROUP_ID);
  });
});
