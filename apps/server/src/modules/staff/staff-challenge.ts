import { createHmac, timingSafeEqual } from 'node:crypto';

/** The password step's challenge is good for 5 minutes. */
export const STAFF_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The proof that a staff login's password step passed, for its TOTP step: `staffId.expiresMs.signature`,
 * signed with the app's secret. It opens nothing by itself: the code is still needed.
 */
export function staffChallenges(secret: () => Promise<string>, now: () => Date) {
  async function sign(payload: string): Promise<string> {
    return createHmac('sha256', await secret())
      .update(`staff-challenge:${payload}`)
      .digest('base64url');
  }

  return {
    async issue(staffId: number): Promise<string> {
      const payload = `${staffId}.${now().getTime() + STAFF_CHALLENGE_TTL_MS}`;
      return `${payload}.${await sign(payload)}`;
    },

    /** The staff id a challenge names while it holds; null when forged, malformed or expired. */
    async read(challenge: string): Promise<number | null> {
      const match = /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(challenge);
      if (!match) return null;
      const [, id, expires, signature] = match;
      const expected = Buffer.from(await sign(`${id}.${expires}`));
      const given = Buffer.from(signature!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(expires) <= now().getTime()) return null;
      return Number(id);
    },
  };
}
