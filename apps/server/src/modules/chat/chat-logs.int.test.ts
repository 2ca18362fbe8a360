import { describe, expect, it } from 'vitest';
import { useLoggedTestApp } from '../../test-app.ts';
import { chatTestCalls } from './chat-test-helpers.ts';

/**
 * A chat is health data: what customers and pharmacists write never reaches
 * the log, even at debug level where every request is logged: whether the message is taken,
 * refused as too long, or sent to another cart's chat.
 */
const { testApp, lines } = useLoggedTestApp('debug');
const { call, guestCart, startChat, newStaff, logIn } = chatTestCalls(testApp);

describe(`chat messages and the log on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('logs requests to the chat, never what was written in it', async () => {
    const said = 'Mul on depressioon, kas tohin seda võtta?';
    const answered = 'Jah, kuid pidage nõu arstiga.';
    const cartId = await guestCart();
    const chatId = await startChat(cartId);
    const messages = `/api/chat/messages?cartId=${cartId}&chatId=${chatId}`;
    expect((await call('POST', messages, { text: said })).status).toBe(200);
    expect((await call('POST', messages, { text: `${said} ${'x'.repeat(2001)}` })).status).toBe(400);
    const otherCart = await guestCart();
    expect(
      (await call('POST', `/api/chat/messages?cartId=${otherCart}&chatId=${chatId}`, { text: said })).status,
    ).toBe(404);
    const { cookie } = await logIn(await newStaff('pharmacist'));
    const answer = await call('POST', `/api/staff/chats/${chatId}/messages`, { text: answered }, { cookie });
    expect(answer.status).toBe(200);
    expect((await call('GET', `${messages}&after=0`)).body.result.messages).toHaveLength(2);

    const log = lines.join('\n');
    // Requests were logged, so a missing text is not a silent logger.
    expect(log).toContain('/api/chat/messages');
    expect(log).not.toContain('depressioon');
    expect(log).not.toContain('arstiga');
  });
});
