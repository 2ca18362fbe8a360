// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endChat } from './chat-end.ts';
import { readChatId, writeChatId } from './chat-id-store.ts';

const fakeApi = () => ({ deactivate: vi.fn(async () => undefined), stop: vi.fn(async () => undefined) });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ending the chat', () => {
  it('deactivates the chat at logout and forgets its id', async () => {
    writeChatId('ee', 'cart-1', 'chat-1');
    const api = fakeApi();
    await endChat('deactivate', { storeCode: 'ee', cartId: 'cart-1', auth: null }, api);
    expect(api.deactivate).toHaveBeenCalledWith({ cartId: 'cart-1', auth: null }, 'chat-1');
    expect(api.stop).not.toHaveBeenCalled();
    expect(readChatId('ee', 'cart-1')).toBeNull();
  });

  it('stops the chat after an order and forgets its id, even when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeChatId('ee', 'cart-1', 'chat-1');
    const api = { ...fakeApi(), stop: vi.fn(async () => Promise.reject(new Error('offline'))) };
    await endChat('stop', { storeCode: 'ee', cartId: 'cart-1', auth: null }, api);
    expect(api.stop).toHaveBeenCalledWith({ cartId: 'cart-1', auth: null }, 'chat-1');
    expect(readChatId('ee', 'cart-1')).toBeNull();
  });

  it('calls nothing without a chat (incognito)', async () => {
    const api = fakeApi();
    await endChat('stop', { storeCode: 'ee', cartId: 'cart-1', auth: null }, api);
    await endChat('deactivate', { storeCode: 'ee', cartId: null, auth: null }, api);
    expect(api.stop).not.toHaveBeenCalled();
    expect(api.deactivate).not.toHaveBeenCalled();
  });
});
