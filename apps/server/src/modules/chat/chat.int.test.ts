import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { chatTestCalls } from './chat-test-helpers.ts';
import { retentionCutoff } from '@apteek/domain';
import { deleteChatsBefore } from './index.ts';

/**
 * Live chat: a cart's holder chats with the pharmacist; only the holder reads the chat, which
 * starts, resumes, goes inactive and closes; transcripts go a year after their last activity.
 */
const ADULT = '60001019906';
const DAY = 24 * 3600 * 1000;

const testApp = useTestApp();
const { customer, call, bearer, guestCart, startChat, newStaff, logIn, chatRow } = chatTestCalls(testApp);

describe(`live chat for the cart's holder on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('starts, resumes, deactivates and stops; a closed chat refuses messages and is replaced', async () => {
    const cartId = await guestCart();
    const start = await call('POST', `/api/chat/start?cartId=${cartId}`);
    expect(start.headers['cache-control']).toBe('no-store');
    expect(start.body.result).toEqual({ chatId: expect.any(String), status: 'active', messages: [] });
    const chatId = start.body.result.chatId as string;
    expect(chatId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const sent = await call('POST', `/api/chat/messages?cartId=${cartId}&chatId=${chatId}`, {
      text: '  Kas seda võib koos ibuprofeeniga võtta?  ',
    });
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body.result).toEqual({
      id: expect.any(Number),
      author: 'customer',
      kind: 'text',
      text: 'Kas seda võib koos ibuprofeeniga võtta?',
      product: null,
      prescriptionNumber: null,
      pharmacistName: null,
      at: expect.any(String),
    });

    expect((await call('POST', `/api/chat/deactivate?cartId=${cartId}&chatId=${chatId}`)).body.result).toBe(
      true,
    );
    expect((await chatRow(chatId))?.status).toBe('inactive');
    const resumed = await call('POST', `/api/chat/start?cartId=${cartId}`);
    expect(resumed.body.result).toMatchObject({ chatId, status: 'active' });
    expect(resumed.body.result.messages).toHaveLength(1);

    await call('POST', `/api/chat/deactivate?cartId=${cartId}&chatId=${chatId}`);
    await call('POST', `/api/chat/messages?cartId=${cartId}&chatId=${chatId}`, { text: 'Tere jälle' });
    expect((await chatRow(chatId))?.status).toBe('active');
    const after = await call(
      'GET',
      `/api/chat/messages?cartId=${cartId}&chatId=${chatId}&after=${sent.body.result.id}`,
    );
    expect(after.body.result.messages.map((m: { text: string }) => m.text)).toEqual(['Tere jälle']);

    expect((await call('POST', `/api/chat/stop?cartId=${cartId}&chatId=${chatId}`)).body.result).toBe(true);
    expect(await chatRow(chatId)).toMatchObject({ status: 'closed', closedAt: expect.any(Date) });
    const refused = await call('POST', `/api/chat/messages?cartId=${cartId}&chatId=${chatId}`, {
      text: 'Veel',
    });
    expect([refused.status, refused.body.result]).toEqual([409, 'This chat has ended.']);
    const fresh = await call('POST', `/api/chat/start?cartId=${cartId}`);
    expect(fresh.body.result.chatId).not.toBe(chatId);
    expect(fresh.body.result.messages).toEqual([]);
  });

  it('stops the chat of a cart that was ordered, which no other chat route accepts', async () => {
    const { token, cart } = await customer(ADULT, 'chat.ordered@example.ee');
    const chatId = await startChat(cart, bearer(token));
    await testApp.app.db.update(schema.cart).set({ status: 'ordered' }).where(eq(schema.cart.id, cart));
    expect((await call('POST', `/api/chat/start?cartId=${cart}`, undefined, bearer(token))).status).toBe(404);
    // The chat's customer only: without the bearer token the ordered cart's token is not enough.
    expect((await call('POST', `/api/chat/stop?cartId=${cart}&chatId=${chatId}`)).status).toBe(401);
    const stop = await call(
      'POST',
      `/api/chat/stop?cartId=${cart}&chatId=${chatId}`,
      undefined,
      bearer(token),
    );
    expect([stop.status, stop.body.result]).toEqual([200, true]);
    expect((await chatRow(chatId))?.status).toBe('closed');
  });

  it('answers only the cart’s holder: another cart’s token is a 404, a customer’s cart needs its bearer', async () => {
    const mine = await guestCart();
    const chatId = await startChat(mine);
    await call('POST', `/api/chat/messages?cartId=${mine}&chatId=${chatId}`, { text: 'Minu küsimus' });
    const other = await guestCart();
    const foreign: ['GET' | 'POST', string, unknown?][] = [
      ['GET', `/api/chat/messages?cartId=${other}&chatId=${chatId}`],
      ['POST', `/api/chat/messages?cartId=${other}&chatId=${chatId}`, { text: 'Võõras' }],
      ['POST', `/api/chat/deactivate?cartId=${other}&chatId=${chatId}`],
      ['POST', `/api/chat/stop?cartId=${other}&chatId=${chatId}`],
      ['POST', `/api/cart/save-chatId?cartId=${other}&chatId=${chatId}`],
    ];
    for (const [method, url, body] of foreign) {
      const answer = await call(method, url, body);
      expect([url, answer.status, answer.body.result]).toEqual([url, 404, 'Chat not found.']);
    }
    expect(await chatRow(chatId)).toMatchObject({ status: 'active' });
    const [otherCart] = await testApp.app.db.select().from(schema.cart).where(eq(schema.cart.id, other));
    expect(otherCart?.chatId).toBeNull();

    const patient = await customer(null, 'chat.owner@example.ee');
    const intruder = await customer(null, 'chat.intruder@example.ee');
    const theirs = await startChat(patient.cart, bearer(patient.token));
    for (const headers of [{}, bearer(intruder.token), bearer('not-a-token')]) {
      for (const [method, url] of [
        ['POST', `/api/chat/start?cartId=${patient.cart}`],
        ['GET', `/api/chat/messages?cartId=${patient.cart}&chatId=${theirs}`],
        ['POST', `/api/chat/deactivate?cartId=${patient.cart}&chatId=${theirs}`],
        ['POST', `/api/chat/stop?cartId=${patient.cart}&chatId=${theirs}`],
      ] as const) {
        expect([url, (await call(method, url, undefined, headers)).status]).toEqual([url, 401]);
      }
      const sent = await call(
        'POST',
        `/api/chat/messages?cartId=${patient.cart}&chatId=${theirs}`,
        { text: 'x' },
        headers,
      );
      expect(sent.status).toBe(401);
    }
    expect(await chatRow(theirs)).toMatchObject({ status: 'active', customerId: patient.id });
    const own = await call(
      'GET',
      `/api/chat/messages?cartId=${patient.cart}&chatId=${theirs}`,
      undefined,
      bearer(patient.token),
    );
    expect(own.status).toBe(200);
  });

  it('refuses an empty or too long message naming `text`, and more than 30 a minute', async () => {
    const cartId = await guestCart();
    const chatId = await startChat(cartId);
    const url = `/api/chat/messages?cartId=${cartId}&chatId=${chatId}`;
    for (const body of [{ text: '   ' }, { text: 'a'.repeat(2001) }, {}, { text: 5 }]) {
      const answer = await call('POST', url, body);
      expect([answer.status, answer.body.errors?.[0]?.field]).toEqual([400, 'text']);
    }
    expect((await call('POST', url, { text: 'a'.repeat(2000) })).status).toBe(200);
    for (let i = 1; i < 30; i += 1) expect((await call('POST', url, { text: `${i}` })).status).toBe(200);
    const limited = await call('POST', url, { text: 'one more' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps only the cart’s own chat id on the cart', async () => {
    const mine = await guestCart();
    const other = await guestCart();
    const theirs = await startChat(other);
    expect((await call('POST', `/api/cart/save-chatId?cartId=${mine}&chatId=${theirs}`)).status).toBe(404);
    const chatId = await startChat(mine);
    expect((await call('POST', `/api/cart/save-chatId?cartId=${mine}&chatId=${chatId}`)).body.result).toBe(
      true,
    );
    const [row] = await testApp.app.db.select().from(schema.cart).where(eq(schema.cart.id, mine));
    expect(row?.chatId).toBe(chatId);
  });

  it('is available while a pharmacist is on duty', async () => {
    const availability = await call('GET', '/api/chat/availability');
    expect(availability.headers['cache-control']).toBe('no-store');
    expect(availability.body.result).toEqual({ available: false });
    const pharmacist = await newStaff('pharmacist');
    const { cookie } = await logIn(pharmacist);
    expect((await call('GET', '/api/chat/availability')).body.result).toEqual({ available: false });
    await call('POST', '/api/staff/duty', { onDuty: true }, { cookie });
    expect((await call('GET', '/api/chat/availability')).body.result).toEqual({ available: true });
    await call('POST', '/api/staff/logout', {}, { cookie });
    expect((await call('GET', '/api/chat/availability')).body.result).toEqual({ available: false });
  });
});

describe(`the guest's chat at login on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  /** Logging in with the guest's cart token: the guest cart joins the customer's (as the storefront does). */
  async function logInWithGuestCart(token: string, guest: string): Promise<string> {
    const merged = await call('POST', `/api/cart/create?mergeCartId=${guest}`, undefined, bearer(token));
    expect(merged.status).toBe(200);
    return merged.body.result as string;
  }

  async function cartRow(cartId: string) {
    const [row] = await testApp.app.db.select().from(schema.cart).where(eq(schema.cart.id, cartId));
    return row;
  }

  it('moves to the customer’s cart, where start resumes it with the guest’s messages', async () => {
    const guest = await guestCart();
    const chatId = await startChat(guest);
    await call('POST', `/api/chat/messages?cartId=${guest}&chatId=${chatId}`, {
      text: 'Küsimus enne sisselogimist',
    });
    await call('POST', `/api/cart/save-chatId?cartId=${guest}&chatId=${chatId}`);
    await call('POST', `/api/chat/deactivate?cartId=${guest}&chatId=${chatId}`);
    const mari = await customer(null, 'chat.login@example.ee');

    expect(await logInWithGuestCart(mari.token, guest)).toBe(mari.cart);
    expect(await chatRow(chatId)).toMatchObject({
      cartId: mari.cart,
      customerId: mari.id,
      status: 'inactive',
    });
    expect((await cartRow(mari.cart))?.chatId).toBe(chatId);

    const resumed = await call('POST', `/api/chat/start?cartId=${mari.cart}`, undefined, bearer(mari.token));
    expect(resumed.body.result).toMatchObject({ chatId, status: 'active' });
    expect(resumed.body.result.messages.map((m: { text: string }) => m.text)).toEqual([
      'Küsimus enne sisselogimist',
    ]);
    // The customer's chat now: the guest's token (its cart merged) reads nothing, nor does no bearer.
    expect((await call('GET', `/api/chat/messages?cartId=${guest}&chatId=${chatId}`)).status).toBe(404);
    expect((await call('GET', `/api/chat/messages?cartId=${mari.cart}&chatId=${chatId}`)).status).toBe(401);
    // Logging in again with the same guest token changes nothing.
    expect(await logInWithGuestCart(mari.token, guest)).toBe(mari.cart);
    expect(await chatRow(chatId)).toMatchObject({ cartId: mari.cart, status: 'active' });
  });

  it('keeps the open chat with the latest activity when both carts have one, and closes the other', async () => {
    const hourAgo = new Date(Date.now() - 3600 * 1000);
    const setActivity = (chatId: string, at: Date) =>
      testApp.app.db.update(schema.chat).set({ lastActivityAt: at }).where(eq(schema.chat.id, chatId));

    // The guest's chat is the newer one: it moves, the customer's older chat closes.
    const jaan = await customer(null, 'chat.login.newer@example.ee');
    const older = await startChat(jaan.cart, bearer(jaan.token));
    await setActivity(older, hourAgo);
    const guest = await guestCart();
    const newer = await startChat(guest);
    await call('POST', `/api/chat/messages?cartId=${guest}&chatId=${newer}`, { text: 'Uuem küsimus' });
    await logInWithGuestCart(jaan.token, guest);
    expect(await chatRow(older)).toMatchObject({ status: 'closed', cartId: jaan.cart });
    expect(await chatRow(newer)).toMatchObject({ status: 'active', cartId: jaan.cart, customerId: jaan.id });
    expect((await cartRow(jaan.cart))?.chatId).toBe(newer);
    expect(await startChat(jaan.cart, bearer(jaan.token))).toBe(newer);

    // The customer's chat is the newer one: it stays, the guest's closes on the guest's cart.
    const liis = await customer(null, 'chat.login.older@example.ee');
    const own = await startChat(liis.cart, bearer(liis.token));
    const guest2 = await guestCart();
    const stale = await startChat(guest2);
    await setActivity(stale, hourAgo);
    await logInWithGuestCart(liis.token, guest2);
    expect(await chatRow(stale)).toMatchObject({ status: 'closed', cartId: guest2, customerId: null });
    expect(await chatRow(own)).toMatchObject({ status: 'active', cartId: liis.cart });
    expect((await cartRow(liis.cart))?.chatId).toBe(own);
    expect(await startChat(liis.cart, bearer(liis.token))).toBe(own);
  });
});

describe('the transcripts’ retention', () => {
  it('deletes chats and their messages a year after their last activity, and keeps younger ones', async () => {
    const now = new Date();
    const old = await guestCart();
    const oldChat = await startChat(old);
    await call('POST', `/api/chat/messages?cartId=${old}&chatId=${oldChat}`, { text: 'Ammu' });
    const young = await guestCart();
    const youngChat = await startChat(young);
    await call('POST', `/api/chat/messages?cartId=${young}&chatId=${youngChat}`, { text: 'Hiljuti' });
    const { chat, chatMessage } = schema;
    await testApp.app.db
      .update(chat)
      .set({ lastActivityAt: new Date(now.getTime() - 366 * DAY) })
      .where(eq(chat.id, oldChat));
    await testApp.app.db
      .update(chat)
      .set({ lastActivityAt: new Date(now.getTime() - 364 * DAY) })
      .where(eq(chat.id, youngChat));

    // The retention job's cutoff for chats: a year before now.
    const yearAgo = retentionCutoff(now, { months: 12, days: 0 });
    expect(await deleteChatsBefore(testApp.app.db, yearAgo)).toBeGreaterThanOrEqual(1);
    expect(await chatRow(oldChat)).toBeUndefined();
    expect(await testApp.app.db.select().from(chatMessage).where(eq(chatMessage.chatId, oldChat))).toEqual(
      [],
    );
    expect(await chatRow(youngChat)).toMatchObject({ status: 'active' });
    expect(
      await testApp.app.db.select().from(chatMessage).where(eq(chatMessage.chatId, youngChat)),
    ).toHaveLength(1);
    // Run again (another instance, the next hour): nothing more goes.
    expect(await deleteChatsBefore(testApp.app.db, yearAgo)).toBe(0);
    expect(await chatRow(youngChat)).toBeDefined();
  });
});
