// @postgres: two instances pass chat messages through LISTEN/NOTIFY.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { onPostgres, useTwoInstances } from '../../testing/instances.ts';
import { openHub } from '../realtime/testing/hub-client.ts';
import { addStaffUser } from '../staff/index.ts';

async function json(response: Response) {
  // The story reads whatever the API answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * Issue 19 item 3, DESIGN §1: the customer's chat and socket are on one server process, the
 * pharmacist on another; each sees what the other wrote. PostgreSQL only.
 */
const title = onPostgres
  ? 'a live chat across two server processes'
  : 'a live chat across two server processes (skipped: needs TEST_DATABASE_URL)';
describe.skipIf(!onPostgres)(title, () => {
  const shop = useTwoInstances({ env: { IDENTITY_SANDBOX: '1' } });

  it('brings the customer the pharmacist’s message and close from the other process, and the pharmacist the customer’s', async () => {
    const [customerSide, pharmacistSide] = shop.instances;
    const pharmacist = await addStaffUser(shop.database.db, {
      email: 'chat.duty@apteek.ee',
      name: 'Mari Proviisor',
      role: 'pharmacist',
    });
    const staffCall = (method: string, url: string, cookie?: string, body?: unknown) =>
      fetch(`${pharmacistSide.origin}${url}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    const first = await json(
      await staffCall('POST', '/api/staff/login', undefined, {
        email: pharmacist.email,
        password: pharmacist.password,
      }),
    );
    const second = await staffCall('POST', '/api/staff/login/totp', undefined, {
      challenge: first.body.result.challenge,
      code: TOTP.generate({ secret: Secret.fromBase32(pharmacist.totpSecret) }),
    });
    expect(second.status).toBe(200);
    const cookie = second.headers.get('set-cookie')!.split(';', 1)[0]!;
    expect((await staffCall('POST', '/api/staff/duty', cookie, { onDuty: true })).status).toBe(200);

    const customerCall = (method: string, url: string, body?: unknown) =>
      fetch(`${customerSide.origin}${url}`, {
        method,
        headers: body !== undefined ? { 'content-type': 'application/json' } : {},
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }).then(json);
    // The duty switched on the other process shows here: both read the same sessions.
    expect((await customerCall('GET', '/api/chat/availability')).body.result).toEqual({ available: true });
    const cart = (await customerCall('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    const socket = await openHub(customerSide.origin, { key: cart });
    const chatId = (await customerCall('POST', `/api/chat/start?cartId=${cart}`)).body.result
      .chatId as string;
    const question = 'Kas tohib võtta tühja kõhuga?';
    expect(
      (await customerCall('POST', `/api/chat/messages?cartId=${cart}&chatId=${chatId}`, { text: question }))
        .status,
    ).toBe(200);
    expect(await socket.next()).toMatchObject({ type: 'ChatCallback', result: 'Message' });

    const listed = await json(await staffCall('GET', '/api/staff/chats', cookie));
    expect(listed.body.result).toEqual([
      expect.objectContaining({ chatId, waiting: true, lastMessage: question, customer: { kind: 'guest' } }),
    ]);

    const answer = 'Parem söögi ajal.';
    const sent = await json(
      await staffCall('POST', `/api/staff/chats/${chatId}/messages`, cookie, { text: answer }),
    );
    expect(sent.status).toBe(200);
    expect(await socket.next(20_000)).toMatchObject({ type: 'ChatCallback', result: 'Message' });
    const read = await customerCall(
      'GET',
      `/api/chat/messages?cartId=${cart}&chatId=${chatId}&after=${sent.body.result.id - 1}`,
    );
    expect(read.body.result.messages).toEqual([
      expect.objectContaining({ author: 'pharmacist', text: answer, pharmacistName: 'Mari Proviisor' }),
    ]);

    expect((await staffCall('POST', `/api/staff/chats/${chatId}/close`, cookie, {})).status).toBe(200);
    expect(await socket.next(20_000)).toMatchObject({ type: 'ChatCallback', result: 'Closed' });
    expect(
      (await customerCall('POST', `/api/chat/messages?cartId=${cart}&chatId=${chatId}`, { text: 'Aitäh' }))
        .status,
    ).toBe(409);
    await vi.waitFor(async () => {
      const after = await json(await staffCall('GET', '/api/staff/chats', cookie));
      expect(after.body.result).toEqual([]);
    });
    socket.close();
  });
});
