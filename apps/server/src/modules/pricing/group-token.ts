import { createHmac, timingSafeEqual } from 'node:crypto';

/** Customer group 0, NOT LOGGED IN: the prices anyone may see. */
export const GUEST_GROUP_ID = 0;

/**
 * A customer group token proves that we assigned the group (price tiers use the
 * user's group id and group token): HMAC-SHA256 over the group id, base64url.
 */
export function issueGroupToken(secret: Uint8Array, groupId: number): string {
  return createHmac('sha256', secret).update(`group:${groupId}`).digest('base64url');
}

export function verifyGroupToken(secret: Uint8Array, groupId: number, token: string): boolean {
  const expected = Buffer.from(issueGroupToken(secret, groupId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The group whose prices a request may see; any doubt gives guest prices, without saying why. */
export function effectiveGroupId(
  secret: Uint8Array,
  claimed: { groupId: number | undefined; token: string | undefined },
): number {
  const { groupId, token } = claimed;
  if (groupId === undefined || token === undefined) return GUEST_GROUP_ID;
  return verifyGroupToken(secret, groupId, token) ? groupId : GUEST_GROUP_ID;
}
