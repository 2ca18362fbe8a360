import type { ChatAnswer, ChatWidgetMessage } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi, readLater } from '../../api/client.ts';

/** GET /api/chat/messages and POST /api/chat/start answer a chat with (some of) its messages. */
export type { ChatAnswer };

/** Who asks: the cart token, and the customer's session for a customer's cart. */
export interface ChatCaller {
  cartId: string;
  auth: ApiAuth | null;
}

const query = (caller: ChatCaller, chatId?: string) =>
  `cartId=${encodeURIComponent(caller.cartId)}${chatId ? `&chatId=${encodeURIComponent(chatId)}` : ''}`;

const answers = () => import('./chat-answers.ts');
const availabilityAnswer = readLater<{ available: boolean }>(() =>
  answers().then((schemas) => schemas.ChatAvailabilitySchema),
);
const chatAnswer = readLater<ChatAnswer>(() => answers().then((schemas) => schemas.ChatAnswerSchema));
const messageAnswer = readLater<ChatWidgetMessage>(() =>
  answers().then((schemas) => schemas.ChatMessageSchema),
);

/** The chat calls of the contract. */
export const chatApi = {
  async availability(): Promise<boolean> {
    const answer = await callApi('/api/chat/availability', {
      result: availabilityAnswer,
    });
    return answer.result.available;
  },

  /** Creates the cart's chat or resumes it. */
  async start(caller: ChatCaller): Promise<ChatAnswer> {
    const answer = await callApi(`/api/chat/start?${query(caller)}`, {
      method: 'POST',
      auth: caller.auth,
      result: chatAnswer,
    });
    return answer.result;
  },

  async messages(caller: ChatCaller, chatId: string, after: number): Promise<ChatAnswer> {
    const answer = await callApi(`/api/chat/messages?${query(caller, chatId)}&after=${after}`, {
      auth: caller.auth,
      result: chatAnswer,
    });
    return answer.result;
  },

  async send(caller: ChatCaller, chatId: string, text: string): Promise<ChatWidgetMessage> {
    const answer = await callApi(`/api/chat/messages?${query(caller, chatId)}`, {
      method: 'POST',
      body: { text },
      auth: caller.auth,
      result: messageAnswer,
    });
    return answer.result;
  },

  /** Saving the chat id: the cart keeps its chat. */
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
