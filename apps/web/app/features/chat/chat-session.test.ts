// @vitest-environment happy-dom
import { incognitoEnabled, type ChatWidgetMessage } from '@apteek/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { ChatAnswer, ChatApi, ChatCaller } from './chat-api.ts';
import { readChatId, writeChatId } from './chat-id-store.ts';
import { createChatSession } from './chat-session.ts';

const CALLER: ChatCaller = { cartId: 'cart-1', auth: null };

const message = (id: number, text: string, author: ChatWidgetMessage['author'] = 'customer') => ({
  id,
  author,
  kind: 'text' as const,
  text,
  product: null,
  prescriptionNumber: null,
  pharmacistName: author === 'pharmacist' ? 'Mari Tamm' : null,
  at: '2026-11-25T10:00:00.000Z',
});

/** A chat API that records the calls in order; `overrides` changes what it answers. */
function fakeApi(overrides: Partial<ChatApi> = {}) {
  const calls: string[] = [];
  const chat = (messages: ChatWidgetMessage[]): ChatAnswer => ({
    chatId: 'chat-1',
    status: 'active',
    messages,
  });
  const api: ChatApi = {
    availability: vi.fn(async () => true),
    start: vi.fn(async () => {
      calls.push('start');
      return chat([]);
    }),
    messages: vi.fn(async (_caller: ChatCaller, _chatId: string, after: number) => {
      calls.push(`messages after ${after}`);
      return chat([]);
    }),
    send: vi.fn(async (_caller: ChatCaller, _chatId: string, text: string) => {
      calls.push(`send ${text}`);
      return message(1, text);
    }),
    saveChatId: vi.fn(async () => undefined),
    deactivate: vi.fn(async () => undefined),
    stop: vi.fn(async () => undefined),
    ...overrides,
  };
  return { api, calls };
}

function sessionWith(api: ChatApi, caller: ChatCaller | null = CALLER) {
  const save = vi.fn();
  const session = createChatSession({ storeCode: 'ee', api, caller: async () => caller, save });
  return { session, save };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the chat session', () => {
  it('starts the chat before the first message, keeps its id for the cart and saves it to the cart', async () => {
    const { api, calls } = fakeApi();
    const { session, save } = sessionWith(api);
    await session.restore('cart-1');
    expect(incognitoEnabled(session.snapshot())).toBe(true);

    expect(await session.send('Hello')).toBe('sent');

    expect(calls).toEqual(['start', 'send Hello']);
    expect(readChatId('ee', 'cart-1')).toBe('chat-1');
    expect(save).toHaveBeenCalledWith(CALLER, 'chat-1');
    expect(incognitoEnabled(session.snapshot())).toBe(false);
    expect(session.snapshot().messages.map((each) => each.text)).toEqual(['Hello']);

    await session.send('Again');
    expect(calls).toEqual(['start', 'send Hello', 'send Again']);
  });

  it('logs a failed start without the text, returns null and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, calls } = fakeApi({
      start: vi.fn(async () => {
        throw new ApiError('offline', 0, 'offline');
      }),
    });
    const { session } = sessionWith(api);

    expect(await session.start()).toBeNull();
    expect(await session.send('My personal question')).toBe('failed');

    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith('chat start failed');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('personal');
    expect(readChatId('ee', 'cart-1')).toBeNull();
  });

  it("reads a kept chat's messages, then only those after the last id", async () => {
    writeChatId('ee', 'cart-1', 'chat-1');
    let answer = [message(4, 'Hi'), message(9, 'How can I help?', 'pharmacist')];
    const { api, calls } = fakeApi({
      messages: vi.fn(async (_caller: ChatCaller, _chatId: string, after: number) => {
        calls.push(`messages after ${after}`);
        const result = { chatId: 'chat-1', status: 'active' as const, messages: answer };
        answer = [];
        return result;
      }),
    });
    const { session } = sessionWith(api);

    await session.restore('cart-1');
    await session.refresh();

    expect(calls).toEqual(['messages after 0', 'messages after 9']);
    expect(session.snapshot().messages.map((each) => each.id)).toEqual([4, 9]);
  });

  it('logs a failed poll without the chat, keeps the messages shown and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeChatId('ee', 'cart-1', 'chat-1');
    let failing = false;
    const { api, calls } = fakeApi({
      messages: vi.fn(async (_caller: ChatCaller, _chatId: string, after: number) => {
        calls.push(`messages after ${after}`);
        if (failing)
          throw new ApiError('offline', 0, 'You are offline. Some features might not be available.');
        return { chatId: 'chat-1', status: 'active' as const, messages: after ? [] : [message(4, 'Hi')] };
      }),
    });
    const { session } = sessionWith(api);
    await session.restore('cart-1');
    failing = true;
    await session.refresh();

    expect(warn).toHaveBeenCalledExactlyOnceWith('chat poll failed');
    expect(session.snapshot().messages.map((each) => each.id)).toEqual([4]);
    failing = false;
    await session.refresh();
    expect(calls).toEqual(['messages after 0', 'messages after 4', 'messages after 4']);
  });

  it('forgets a chat the server does not know for the cart (incognito again)', async () => {
    writeChatId('ee', 'cart-1', 'chat-1');
    const { api } = fakeApi({
      messages: vi.fn(async () => {
        throw new ApiError('refused', 404, 'Chat not found.');
      }),
    });
    const { session } = sessionWith(api);

    await session.restore('cart-1');

    expect(incognitoEnabled(session.snapshot())).toBe(true);
    expect(readChatId('ee', 'cart-1')).toBeNull();
  });

  it("keeps no chat id for another cart's token", async () => {
    writeChatId('ee', 'cart-1', 'chat-1');
    const { api, calls } = fakeApi();
    const { session } = sessionWith(api, { cartId: 'cart-2', auth: null });

    await session.restore('cart-2');

    expect(incognitoEnabled(session.snapshot())).toBe(true);
    expect(calls).toEqual([]);
  });

  it('starts a new chat when the pharmacist closed the one the message went to', async () => {
    writeChatId('ee', 'cart-1', 'chat-1');
    let refused = false;
    const { api, calls } = fakeApi({
      send: vi.fn(async (_caller: ChatCaller, chatId: string, text: string) => {
        calls.push(`send ${text} to ${chatId}`);
        if (!refused) {
          refused = true;
          throw new ApiError('refused', 409, 'This chat has ended.');
        }
        return message(2, text);
      }),
      start: vi.fn(async () => {
        calls.push('start');
        return { chatId: 'chat-2', status: 'active' as const, messages: [] };
      }),
    });
    const { session } = sessionWith(api);
    await session.restore('cart-1');

    expect(await session.send('Still there?')).toBe('sent');
    expect(calls).toEqual([
      'messages after 0',
      'send Still there? to chat-1',
      'start',
      'send Still there? to chat-2',
    ]);
  });
});
