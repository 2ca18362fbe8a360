// @postgres: two server processes count one attacker's look-ups in the PostgreSQL they share.
import { isEstonianPersonalCode, SECOND_PERSON_LOOKUP_LIMITS as LIMITS } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { onPostgres, useTwoInstances } from '../../testing/instances.ts';

const ADULT = '60001019906';

/** Valid Estonian personal codes of people the sandbox knows nothing of. */
const strangers = Array.from({ length: 10 }, (_, i) => {
  const stem = `3790101${String(i + 100).padStart(3, '0')}`;
  return stem + [...'0123456789'].find((digit) => isEstonianPersonalCode(stem + digit))!;
});

/**
 * The look-up's limits across processes: an attacker sending their guesses to two server processes in
 * turn gets no more tries than from one, since the limits are counted in the shared database.
 */
const title = onPostgres
  ? 'look-ups of other people’s prescriptions across two server processes'
  : 'look-ups of other people’s prescriptions across two server processes (skipped: needs TEST_DATABASE_URL)';
describe.skipIf(!onPostgres)(title, () => {
  const shop = useTwoInstances({ env: { IDENTITY_SANDBOX: '1' } });

  it('lets one account the same five tries a minute, whichever process answers', async () => {
    const [a, b] = shop.instances;
    const login = await fetch(`${a.origin}/api/user/dummyLogin/${ADULT}`);
    const { token } = ((await login.json()) as { result: { token: string } }).result;
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${a.origin}/api/cart/create?storeCode=ee`, {
      method: 'POST',
      headers: auth,
    });
    const cart = ((await created.json()) as { result: string }).result;
    const headers = { ...auth, 'content-type': 'application/json' };

    const statuses: number[] = [];
    for (const [i, patientCode] of strangers.entries()) {
      const origin = i % 2 === 0 ? a.origin : b.origin;
      const answer = await fetch(`${origin}/api/prescription/list/init?cartId=${cart}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ patientCode, prescriptionNumber: `26990${i}` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 403)).toHaveLength(LIMITS.account.minute.free);
    expect(statuses.slice(LIMITS.account.minute.free)).toEqual([429, 429, 429, 429, 429]);
  });
});
