import { describe, expect, it } from 'vitest';
import {
  CHAT_SAVE_DEBOUNCE_MS,
  INITIAL_CHAT_WIDGET,
  canCompose,
  incognitoEnabled,
  lastMessageId,
  needsChatStart,
  reduceChatWidget,
  type ChatWidgetEvent,
  type ChatWidgetMessage,
  type ChatWidgetState,
} from './chat-widget-state.ts';

const message = (id: number, text = `m${id}`): ChatWidgetMessage => ({
  id,
  author: 'customer',
  kind: 'text',
  text,
  product: null,
  prescriptionNumber: null,
  pharmacistName: null,
  at: '2026-11-25T10:00:00.000Z',
});

const run = (events: ChatWidgetEvent[], from: ChatWidgetState = INITIAL_CHAT_WIDGET) =>
  events.reduce(reduceChatWidget, from);

describe('the chat widget state', () => {
  it('saves the chat id 1000 ms after its last change', () => {
    expect(CHAT_SAVE_DEBOUNCE_MS).toBe(1000);
  });

  it('is incognito exactly when there is no chat id', () => {
    expect(incognitoEnabled(INITIAL_CHAT_WIDGET)).toBe(true);
    const started = run([{ type: 'chat', chatId: 'c1', status: 'active', messages: [] }]);
    expect(incognitoEnabled(started)).toBe(false);
    expect(incognitoEnabled(run([{ type: 'forgotten' }], started))).toBe(true);
    expect(incognitoEnabled(run([{ type: 'restored', chatId: 'c2' }]))).toBe(false);
  });

  it('keeps each message once, oldest first, and knows the last id', () => {
    const state = run([
      { type: 'chat', chatId: 'c1', status: 'active', messages: [message(3), message(1)] },
      { type: 'sent', message: message(5) },
      { type: 'chat', chatId: 'c1', status: 'active', messages: [message(5), message(4)] },
    ]);
    expect(state.messages.map((each) => each.id)).toEqual([1, 3, 4, 5]);
    expect(lastMessageId(state)).toBe(5);
    expect(lastMessageId(INITIAL_CHAT_WIDGET)).toBe(0);
  });

  it('starts the transcript afresh for another chat (a closed one replaced)', () => {
    const state = run([
      { type: 'chat', chatId: 'old', status: 'closed', messages: [message(1)] },
      { type: 'chat', chatId: 'new', status: 'active', messages: [message(7)] },
    ]);
    expect(state.messages.map((each) => each.id)).toEqual([7]);
  });

  it('starts a chat before sending when there is none or it was closed', () => {
    expect(needsChatStart(INITIAL_CHAT_WIDGET)).toBe(true);
    expect(needsChatStart({ chatId: 'c1', status: 'closed' })).toBe(true);
    expect(needsChatStart({ chatId: 'c1', status: 'inactive' })).toBe(false);
    expect(needsChatStart({ chatId: 'c1', status: null })).toBe(false);
  });

  it('offers the composer only while a pharmacist is on duty', () => {
    expect(canCompose(INITIAL_CHAT_WIDGET)).toBe(false);
    expect(canCompose(run([{ type: 'availability', available: false }]))).toBe(false);
    expect(canCompose(run([{ type: 'availability', available: true }]))).toBe(true);
  });

  it('is ready once the chat is read or known to be absent', () => {
    expect(INITIAL_CHAT_WIDGET.widgetReady).toBe(false);
    expect(run([{ type: 'restored', chatId: null }]).widgetReady).toBe(true);
    expect(run([{ type: 'restored', chatId: 'c1' }]).widgetReady).toBe(false);
    expect(run([{ type: 'forgotten' }]).widgetReady).toBe(true);
  });
});
