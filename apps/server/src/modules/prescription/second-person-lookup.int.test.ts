// @postgres: the limits are counted by conditional upserts under row locks, shared by every instance; a burst of concurrent tries must be counted one by one.
import { and, eq } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { isEstonianPersonalCode, SECOND_PERSON_LOOKUP_LIMITS as LIMITS } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';
import { patientHash } from './patient-hash.ts';
import { OPEN_INSTANT, prescriptionCalls } from './prescription-test-helpers.ts';

/**
 * Written as the attack: the look-up of another person's prescriptions answers
 * whether a personal code and a prescription number belong together, so an attacker with a strong
 * session tries many pairs. Each gets at most the allowed tries, then a 429 with Retry-After and
 * the storefront's text, and every try, let through or refused, is in the access log.
 */
let clockMs = OPEN_INSTANT.getTime();
const testApp = useTestApp({}, { today: () => '2026-11-21', now: () => new Date(clockMs) });
const { customer } = prescriptionCalls(testApp);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHILD = '52005050003';
const CHILD_NUMBER = '2611000022';
const REFUSAL = "You have looked up other people's prescriptions too many times. Please try again later.";
const MISMATCH = 'No prescription with this number was found for this personal code.';

/** Valid Estonian personal codes of people the sandbox knows nothing of. */
function strangers(count: number, series: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const stem = `3${String(70 + series).padStart(2, '0')}0101${String(i + 100).padStart(3, '0')}`;
    const check = [...'0123456789'].find((digit) => isEstonianPersonalCode(stem + digit))!;
    return stem + check;
  });
}

async function lookUp(
  who: { token: string; cart: string },
  ip: string,
  patientCode: string,
  prescriptionNumber: string,
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/prescription/list/init?cartId=${who.cart}`,
    headers: { authorization: `Bearer ${who.token}` },
    payload: { patientCode, prescriptionNumber },
    remoteAddress: ip,
  });
  const body = response.json<{ code: number; result: unknown }>();
  return { status: response.statusCode, result: body.result, retryAfter: response.headers['retry-after'] };
}

const lookupsOf = (where: ReturnType<typeof eq>) =>
  testApp.app.db
    .select()
    .from(schema.prescriptionAccessLog)
    .where(and(eq(schema.prescriptionAccessLog.action, 'lookup'), where));

function countOutcomes(rows: { outcome: string | null }[]) {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.outcome ?? 'none'] = (counts[row.outcome ?? 'none'] ?? 0) + 1;
  return counts;
}

describe('an attacker guessing other people’s prescriptions', () => {
  it('from one strong session and one address gets five tries a minute, twenty a day, each one logged', async () => {
    const attacker = await customer(strangers(1, 9)[0]!, 'attacker@example.ee');
    const targets = strangers(12, 1);
    const answers: Awaited<ReturnType<typeof lookUp>>[] = [];
    for (let minute = 0; minute < 6; minute += 1) {
      for (let i = 0; i < 10; i += 1) {
        const n = answers.length;
        // The third try is a real pair: the look-up still works for whoever knows one.
        const [code, number] = n === 2 ? [CHILD, CHILD_NUMBER] : [targets[n % 12]!, `26990${n}`];
        answers.push(await lookUp(attacker, '203.0.113.10', code, number));
      }
      clockMs += MINUTE;
    }

    expect(answers.every((a) => a.status < 500)).toBe(true);
    const firstMinute = answers.slice(0, 10);
    expect(firstMinute.map((a) => a.status)).toEqual([403, 403, 200, 403, 403, 429, 429, 429, 429, 429]);
    expect(firstMinute[0]!.result).toBe(MISMATCH);
    expect(firstMinute[5]).toMatchObject({ result: REFUSAL });
    expect(Number(firstMinute[5]!.retryAfter)).toBeGreaterThan(0);
    expect(Number(firstMinute[5]!.retryAfter)).toBeLessThanOrEqual(60);

    const letThrough = answers.filter((a) => a.status !== 429);
    expect(letThrough).toHaveLength(LIMITS.account.day.free);
    const last = answers.at(-1)!;
    expect(last).toMatchObject({ status: 429, result: REFUSAL });
    expect(Number(last.retryAfter)).toBeGreaterThan(20 * 3600);
    expect(Number(last.retryAfter)).toBeLessThanOrEqual(24 * 3600);

    const logged = await lookupsOf(eq(schema.prescriptionAccessLog.customerId, attacker.id));
    expect(logged).toHaveLength(answers.length);
    expect(countOutcomes(logged)).toEqual({ found: 1, not_found: 19, limited: 40 });
    expect(JSON.stringify(logged)).not.toContain(targets[0]);
    expect(JSON.stringify(logged)).not.toContain(CHILD);

    // Their own prescriptions are no guess: never limited.
    const own = await testApp.app.inject({
      method: 'POST',
      url: `/api/prescription/list/init?cartId=${attacker.cart}`,
      headers: { authorization: `Bearer ${attacker.token}` },
      payload: {},
      remoteAddress: '203.0.113.10',
    });
    expect(own.statusCode).toBe(200);
  });

  it('rotating accounts and addresses against one person is capped by the per-person limit', async () => {
    clockMs += DAY;
    const [target] = strangers(1, 2);
    const attackers = await Promise.all(
      strangers(12, 3).map((code, i) => customer(code, `rotating-${i}@example.ee`)),
    );
    const answers: Awaited<ReturnType<typeof lookUp>>[] = [];
    for (let i = 0; i < 36; i += 1) {
      // Three tries per account, each from its own address, a minute apart in fives.
      if (i > 0 && i % 5 === 0) clockMs += MINUTE;
      answers.push(await lookUp(attackers[i % 12]!, `198.51.100.${i + 1}`, target!, `27990${i}`));
    }
    expect(answers.filter((a) => a.status === 403)).toHaveLength(LIMITS.patient.day.free);
    expect(
      answers.slice(LIMITS.patient.day.free).every((a) => a.status === 429 && a.result === REFUSAL),
    ).toBe(true);

    const hash = await patientHash(testApp.app.db, target!);
    const logged = await lookupsOf(eq(schema.prescriptionAccessLog.patientHash, hash));
    expect(countOutcomes(logged)).toEqual({ not_found: 10, limited: 26 });

    // The person's family waits too, until the day's window has passed.
    const family = await customer(strangers(1, 4)[0]!, 'family@example.ee');
    expect((await lookUp(family, '192.0.2.50', target!, '2611000099')).status).toBe(429);
    clockMs += DAY;
    expect(await lookUp(family, '192.0.2.50', target!, '2611000099')).toMatchObject({
      status: 403,
      result: MISMATCH,
    });
  });

  it('many accounts behind one address are capped by the address', async () => {
    clockMs += DAY;
    const accounts = await Promise.all(
      strangers(12, 5).map((code, i) => customer(code, `office-${i}@example.ee`)),
    );
    const targets = strangers(12, 6);
    const statuses = [];
    for (const [i, account] of accounts.entries()) {
      statuses.push((await lookUp(account, '203.0.113.77', targets[i]!, `28990${i}`)).status);
    }
    expect(statuses.filter((s) => s === 403)).toHaveLength(LIMITS.address.minute.free);
    expect(statuses.slice(LIMITS.address.minute.free)).toEqual([429, 429]);
  });

  it('counts a burst of concurrent tries one by one', async () => {
    clockMs += DAY;
    const attacker = await customer(strangers(1, 7)[0]!, 'burst@example.ee');
    const targets = strangers(20, 8);
    const answers = await Promise.all(
      targets.map((code, i) => lookUp(attacker, '203.0.113.99', code, `29990${i}`)),
    );
    expect(answers.every((a) => a.status === 403 || a.status === 429)).toBe(true);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(LIMITS.account.minute.free);
    const logged = await lookupsOf(eq(schema.prescriptionAccessLog.customerId, attacker.id));
    expect(countOutcomes(logged)).toEqual({ not_found: 5, limited: 15 });
  });
});
