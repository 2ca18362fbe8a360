import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useListeningTestApp } from '../../test-app.ts';
import { cartCodeOf } from '../realtime/index.ts';
import { openHub } from '../realtime/testing/hub-client.ts';
import { chatTestCalls } from './chat-test-helpers.ts';

/**
 * The live chat from the pharmacist's side: the chats to answer with their carts, messages with text,
 * a product or an offer, the close; each reaches the customer's /cb socket; audited without text.
 */
const DAY = 24 * 3600 * 1000;

const testApp = useListeningTestApp();
const { customer, call, bearer, guestCart, startChat, newStaff, logIn, chatRow } = chatTestCalls(testApp);

/** The cart's request for an offer on the atorvastatin prescription, as the prescription desk records it. */
const offerRequest = (
  orderCode: string,
  answer: Partial<typeof schema.prescriptionOfferRequest.$inferInsert> = {},
) =>
  testApp.app.db.insert(schema.prescriptionOfferRequest).values({
    orderCode,
    prescriptionNumber: '2611000001',
    storeCode: 'ee',
    medicine: { kind: 'product', sku: 'ATOR-20-30' } as never,
    title: 'Atorvastatin 20 mg',
    qty: 1,
    rate: 50,
    requestedAt: new Date(),
    ...answer,
  });

describe('the pharmacist’s side of the live chat', () => {
  it('lists the chat with its cart, answers with text, a product and an offer, and closes it; the customer’s socket hears each', async () => {
    const patient = await customer(null, 'chat.patient@example.ee');
    await call(
      'POST',
      `/api/cart/update?cartId=${patient.cart}`,
      { cartItem: { sku: 'PARA-500-20', qty: 2 } },
      bearer(patient.token),
    );
    const socket = await openHub(testApp.origin, { key: patient.cart, token: patient.token });
    const chatId = await startChat(patient.cart, bearer(patient.token));
    const question = 'Kas paratsetamool sobib lapsele?';
    await call(
      'POST',
      `/api/chat/messages?cartId=${patient.cart}&chatId=${chatId}`,
      { text: question },
      bearer(patient.token),
    );
    const event = {
      type: 'ChatCallback',
      cartCode: await cartCodeOf(testApp.app.db, patient.cart),
      reasonCode: null,
      prescriptionNumber: null,
    };
    expect(await socket.next()).toEqual({ ...event, result: 'Message' });

    const pharmacist = await newStaff('pharmacist');
    const { cookie } = await logIn(pharmacist);
    const list = await call('GET', '/api/staff/chats', undefined, { cookie });
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = list.body.result.find((c: { chatId: string }) => c.chatId === chatId);
    expect(listed).toMatchObject({
      chatId,
      status: 'active',
      storeCode: 'ee',
      waiting: true,
      customer: { kind: 'customer', name: 'Test Patient' },
      lastMessage: question,
      cart: { lines: [{ sku: 'PARA-500-20', qty: 2, prescription: false }], grandTotal: expect.any(Number) },
      offerRequests: [],
    });
    expect(listed.cart.lines[0].rowTotalInclTax).toBeGreaterThan(0);
    // What the grand total is made of: the lines, and the courier a cart without a choice goes by.
    expect(listed.cart.totals).toMatchObject({ shipping_method: 'courier_flatrate', fund_amount: 0 });
    expect(listed.cart.totals.total_segments.map((s: { code: string }) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);

    const send = (body: object) => call('POST', `/api/staff/chats/${chatId}/messages`, body, { cookie });
    const answer = 'Jah, sobib kehakaalu järgi doseerides.';
    const text = await send({ text: answer });
    expect(text.body.result).toMatchObject({
      author: 'pharmacist',
      kind: 'text',
      text: answer,
      pharmacistName: pharmacist.name,
    });
    expect(await socket.next()).toEqual({ ...event, result: 'Message' });
    const read = await call(
      'GET',
      `/api/chat/messages?cartId=${patient.cart}&chatId=${chatId}&after=${text.body.result.id - 1}`,
      undefined,
      bearer(patient.token),
    );
    expect(read.body.result.messages).toEqual([text.body.result]);

    const product = await send({ sku: 'IBU-400-20' });
    expect(product.body.result).toMatchObject({
      kind: 'product',
      text: '',
      product: {
        sku: 'IBU-400-20',
        name: expect.any(String),
        priceInclTax: expect.any(Number),
        urlPath: expect.any(String),
      },
    });
    expect(await socket.next()).toEqual({ ...event, result: 'Message' });
    const unknown = await send({ sku: 'NO-SUCH-SKU' });
    expect(unknown.status).toBe(404);

    const notAnswered = await send({ prescriptionNumber: '2611000001', text: 'Pakkumine' });
    expect([notAnswered.status, notAnswered.body.errors?.[0]?.field]).toEqual([400, 'prescriptionNumber']);
    await offerRequest(event.cartCode, {
      answeredAt: new Date(),
      answeredBy: 'pharmacist',
      result: 'Success',
      offers: [],
    });
    const offer = await send({ prescriptionNumber: '2611000001', text: 'Siin on pakkumine' });
    expect(offer.body.result).toMatchObject({ kind: 'offer', prescriptionNumber: '2611000001' });
    expect(await socket.next()).toEqual({ ...event, result: 'Message' });
    const relisted = (await call('GET', '/api/staff/chats', undefined, { cookie })).body.result.find(
      (c: { chatId: string }) => c.chatId === chatId,
    );
    expect(relisted).toMatchObject({
      waiting: false,
      offerRequests: [{ prescriptionNumber: '2611000001', title: 'Atorvastatin 20 mg', answered: true }],
    });
    // The customer opens the prescription again: it is listed once, as its latest request stands.
    await offerRequest(event.cartCode);
    const askedAgain = (await call('GET', '/api/staff/chats', undefined, { cookie })).body.result.find(
      (c: { chatId: string }) => c.chatId === chatId,
    );
    expect(askedAgain.offerRequests).toMatchObject([{ prescriptionNumber: '2611000001', answered: false }]);

    const staffRead = await call('GET', `/api/staff/chats/${chatId}/messages?after=0`, undefined, { cookie });
    expect(staffRead.body.result.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'text',
      'text',
      'product',
      'offer',
    ]);

    expect((await call('POST', `/api/staff/chats/${chatId}/close`, {}, { cookie })).body.result).toBe(true);
    expect(await socket.next()).toEqual({ ...event, result: 'Closed' });
    const late = await call(
      'POST',
      `/api/chat/messages?cartId=${patient.cart}&chatId=${chatId}`,
      { text: 'Aitäh!' },
      bearer(patient.token),
    );
    expect(late.status).toBe(409);
    expect((await send({ text: 'Veel üks' })).status).toBe(409);
    const closedList = (await call('GET', '/api/staff/chats', undefined, { cookie })).body.result;
    expect(closedList.map((c: { chatId: string }) => c.chatId)).not.toContain(chatId);
    socket.close();

    // The audit log names each action and the chat, never what was written.
    const audit = await testApp.app.db
      .select()
      .from(schema.staffAuditLog)
      .where(inArray(schema.staffAuditLog.action, ['chat_message', 'chat_read', 'chat_closed']))
      .orderBy(schema.staffAuditLog.id);
    expect(audit.map((entry) => [entry.action, entry.target, entry.details])).toEqual([
      ['chat_message', `chat ${chatId}`, { kind: 'text' }],
      ['chat_message', `chat ${chatId}`, { kind: 'product' }],
      ['chat_message', `chat ${chatId}`, { kind: 'offer' }],
      ['chat_read', `chat ${chatId}`, null],
      ['chat_closed', `chat ${chatId}`, null],
    ]);
    const written = JSON.stringify(audit);
    for (const said of [answer, question, 'Siin on pakkumine']) expect(written).not.toContain(said);
  });

  it('lists inactive chats only with a message in the last 24 hours', async () => {
    const pharmacist = await newStaff('pharmacist');
    const { cookie } = await logIn(pharmacist);
    const recent = await guestCart();
    const recentChat = await startChat(recent);
    await call('POST', `/api/chat/messages?cartId=${recent}&chatId=${recentChat}`, { text: 'Hiljutine' });
    await call('POST', `/api/chat/deactivate?cartId=${recent}&chatId=${recentChat}`);
    const old = await guestCart();
    const oldChat = await startChat(old);
    await call('POST', `/api/chat/messages?cartId=${old}&chatId=${oldChat}`, { text: 'Vana' });
    await call('POST', `/api/chat/deactivate?cartId=${old}&chatId=${oldChat}`);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await testApp.app.db
      .update(schema.chatMessage)
      .set({ at: twoDaysAgo })
      .where(eq(schema.chatMessage.chatId, oldChat));
    await testApp.app.db
      .update(schema.chat)
      .set({ lastActivityAt: twoDaysAgo })
      .where(eq(schema.chat.id, oldChat));
    const ids = (await call('GET', '/api/staff/chats', undefined, { cookie })).body.result.map(
      (c: { chatId: string }) => c.chatId,
    );
    expect(ids).toContain(recentChat);
    expect(ids).not.toContain(oldChat);
    expect(
      (await call('GET', '/api/staff/chats/AAAAAAAAAAAAAAAAAAAAAA/messages', undefined, { cookie })).status,
    ).toBe(404);
  });

  it('refuses a guest, a customer token and a login without its code on every staff chat route; an admin may', async () => {
    const cartId = await guestCart();
    const chatId = await startChat(cartId);
    const admin = await newStaff('admin');
    const first = await call('POST', '/api/staff/login', { email: admin.email, password: admin.password });
    const challenge = first.body.result.challenge as string;
    const halfway = { cookie: `apteek_staff=${challenge}`, authorization: `Bearer ${challenge}` };
    const patient = await customer(null, 'chat.roles@example.ee');
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/staff/chats'],
      ['GET', `/api/staff/chats/${chatId}/messages`],
      ['POST', `/api/staff/chats/${chatId}/messages`, { text: 'Tere' }],
      ['POST', `/api/staff/chats/${chatId}/close`, {}],
    ];
    for (const [method, url, body] of routes) {
      for (const headers of [{}, bearer(patient.token), halfway]) {
        expect((await call(method, url, body, headers)).status, `${method} ${url}`).toBe(401);
      }
    }
    expect(await chatRow(chatId)).toMatchObject({ status: 'active' });
    const messages = (await call('GET', `/api/chat/messages?cartId=${cartId}&chatId=${chatId}`)).body.result
      .messages;
    expect(messages).toEqual([]);
    const { cookie } = await logIn(admin);
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, { cookie })).status, `${method} ${url}`).toBe(200);
    }
  });
});
