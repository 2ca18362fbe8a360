import type { ApiAuth } from '../../api/api-auth.ts';
import { chatApi, type ChatApi } from './chat-api.ts';
import { forgetChatId, readChatId } from './chat-id-store.ts';

/**
 * Logout deactivates the chat ('deactivate'), finalize after an order stops it
 * ('stop'); either way the browser forgets the chat id, so the storefront is incognito again.
 * A failed call is not the shopper's concern: the id goes all the same.
 */
export async function endChat(
  how: 'deactivate' | 'stop',
  cart: { storeCode: string; cartId: string | null; auth: ApiAuth | null },
  api: Pick<ChatApi, 'deactivate' | 'stop'> = chatApi,
): Promise<void> {
  const chatId = readChatId(cart.storeCode, cart.cartId);
  if (!chatId || !cart.cartId) return;
  forgetChatId(cart.storeCode);
  await api[how]({ cartId: cart.cartId, auth: cart.auth }, chatId).catch(() => {
    console.warn(`chat ${how} failed`);
  });
}
