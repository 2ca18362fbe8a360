import type { ChatWidgetMessage, ChatWidgetStatus } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi } from '../../api/client.ts';

/** GET /api/chat/messages and POST /api/chat/start answer a chat with (some of) its messages. */
export interface ChatAnswer {
  chatId: string;
  status: ChatWidgetStatus;
  messages: ChatWidgetMessage[];
}

/** Who asks: the cart token, and the customer's session for a customer's cart. */
export interface ChatCaller {
  cartId: string;
  auth: ApiAuth | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): string | null => (isText(value) ? value : null);

function fail(): never {
  throw new TypeError('not a chat answer');
}

function readProduct(value: unknown): ChatWidgetMessage['product'] {
  if (!isRecord(value)) return null;
  const { sku, name, priceInclTax, urlPath } = value;
  if (!isText(sku) || !isText(name) || typeof priceInclTax !== 'number') fail();
  return { sku, name, priceInclTax, urlPath: textOrNull(urlPath) };
}

/** The server's answer is outside input: anything but a message is refused. */
export function readChatMessage(value: unknown): ChatWidgetMessage {
  if (!isRecord(value)) fail();
  const { id, author, kind, text, at } = value;
  if (typeof id !== 'number' || !isText(at) || !isText(text)) fail();
  if (author !== 'customer' && author !== 'pharmacist') fail();
  if (kind !== 'text' && kind !== 'product' && kind !== 'offer') fail();
  return {
    id,
    author,
    kind,
    text,
    product: readProduct(value.product),
    prescriptionNumber: textOrNull(value.prescriptionNumber),
    pharmacistName: textOrNull(value.pharmacistName),
    at,
  };
}

export function readChat(value: unknown): ChatAnswer {
  if (!isRecord(value) || !isText(value.chatId) || !Array.isArray(value.messages)) fail();
  const { status } = value;
  if (status !== 'active' && status !== 'inactive' && status !== 'closed') fail();
  return { chatId: value.chatId, status, messages: value.messages.map(readChatMessage) };
}

const query = (caller: ChatCaller, chatId?: string) =>
  `cartId=${encodeURIComponent(caller.cartId)}${chatId ? `&chatId=${encodeURIComponent(chatId)}` : ''}`;

/** The chat calls of the contract (docs: helpers' chat API, issue 19 item 3). */
export const chatApi = {
  async availability(): Promise<boolean> {
    const answer = await callApi('/api/chat/availability', {
      result: (result) => (isRecord(result) && result.available === true ? true : false),
    });
    return answer.result;
  },

  /** Creates the cart's chat or resumes it. */
  async start(caller: ChatCaller): Promise<ChatAnswer> {
    const answer = await callApi(`/api/chat/start?${query(caller)}`, {
      method: 'POST',
      auth: caller.auth,
      result: readChat,
    });
    return answer.result;
  },

  async messages(caller: ChatCaller, chatId: string, after: number): Promise<ChatAnswer> {
    const answer = await callApi(`/api/chat/messages?${query(caller, chatId)}&after=${after}`, {
      auth: caller.auth,
      result: readChat,
    });
    return answer.result;
  },

  async send(caller: ChatCaller, chatId: string, text: string): Promise<ChatWidgetMessage> {
    const answer = await callApi(`/api/chat/messages?${query(caller, chatId)}`, {
      method: 'POST',
      body: { text },
      auth: caller.auth,
      result: readChatMessage,
    });
    return answer.result;
  },

  /** Spec 000 §7 "save chat id": the cart keeps its chat. */
  async saveChatId(caller: ChatCaller, chatId: string): Promise<void> {
    await callApi(`/api/cart/save-chatId?${query(caller, chatId)}`, { method: 'POST', auth: caller.auth });
  },

  /** Logout: the chat waits, inactive. */
  async deactivate(caller: ChatCaller, chatId: string): Promise<void> {
    await callApi(`/api/chat/deactivate?${query(caller, chatId)}`, { method: 'POST', auth: caller.auth });
  },

  /** After an order: the chat is closed. */
  async stop(caller: ChatCaller, chatId: string): Promise<void> {
    await callApi(`/api/chat/stop?${query(caller, chatId)}`, { method: 'POST', auth: caller.auth });
  },
};

export type ChatApi = typeof chatApi;
