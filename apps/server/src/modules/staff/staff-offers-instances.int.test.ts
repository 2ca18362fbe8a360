// @postgres: two instances share the offer queue through LISTEN/NOTIFY.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { onPostgres, useTwoInstances } from '../../testing/instances.ts';
import { openHub } from '../realtime/testing/hub-client.ts';
import { addStaffUser } from './index.ts';

const ADULT = '60001019906';

async function json(response: Response) {
  // The story reads whatever the API answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * Issue 19 item 2, DESIGN §1: the customer's request and socket are on one server process, the
 * pharmacist on another; the offer the pharmacist sends reaches the customer. PostgreSQL only.
 */
const title = onPostgres
  ? 'a pharmacist’s offer across two server processes'
  : 'a pharmacist’s offer across two server processes (skipped: needs TEST_DATABASE_URL)';
describe.skipIf(!onPostgres)(title, () => {
  const shop = useTwoInstances({ env: { IDENTITY_SANDBOX: '1' } });

  it('sends the offer from one process to a customer subscribed on the other', async () => {
    const [customerSide, pharmacistSide] = shop.instances;
    const pharmacist = await addStaffUser(shop.database.db, {
      email: 'duty@apteek.ee',
      name: 'Mari Proviisor',
      role: 'pharmacist',
    });
    const staffPost = (url: string, body: unknown, cookie?: string) =>
      fetch(`${pharmacistSide.origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const first = await json(
      await staffPost('/api/staff/login', { email: pharmacist.email, password: pharmacist.password }),
    );
    const second = await staffPost('/api/staff/login/totp', {
      challenge: first.body.result.challenge,
      code: TOTP.generate({ secret: Secret.fromBase32(pharmacist.totpSecret) }),
    });
    expect(second.status).toBe(200);
    const cookie = second.headers.get('set-cookie')!.split(';', 1)[0]!;
    // Being logged in is not being on duty: the pharmacist switches it on.
    expect((await staffPost('/api/staff/duty', { onDuty: true }, cookie)).status).toBe(200);

    const login = await json(await fetch(`${customerSide.origin}/api/user/dummyLogin/${ADULT}`));
    const auth = { authorization: `Bearer ${login.body.result.token}` };
    const customerCall = (method: string, url: string, body?: unknown) =>
      fetch(`${customerSide.origin}${url}`, {
        method,
        headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(json);
    const cart = (await customerCall('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    const socket = await openHub(customerSide.origin, { key: cart, token: login.body.result.token });
    await customerCall('POST', `/api/prescription/list/init?cartId=${cart}`, {});
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'Success' });
    await customerCall('POST', `/api/prescription/products/init?cartId=${cart}`, {
      prescriptionNumber: '2611000001',
    });

    const request = await vi.waitFor(
      async () => {
        const queue = await json(
          await fetch(`${pharmacistSide.origin}/api/staff/offer-requests`, { headers: { cookie } }),
        );
        expect(queue.body.result).toHaveLength(1);
        return queue.body.result[0] as { id: number };
      },
      { timeout: 20_000, interval: 200 },
    );
    const sent = await staffPost(
      `/api/staff/offer-requests/${request.id}/offer`,
      { skus: ['ATOR-20-NP-30'] },
      cookie,
    );
    expect(sent.status).toBe(200);
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionDetailCallback',
      result: 'Success',
      prescriptionNumber: '2611000001',
    });
    const offer = await customerCall(
      'GET',
      `/api/prescription/products?cartId=${cart}&prescriptionNumber=2611000001`,
    );
    expect(offer.body.result.offers.map((o: { sku: string }) => o.sku)).toEqual(['ATOR-20-NP-30']);
    socket.close();
  });
});
