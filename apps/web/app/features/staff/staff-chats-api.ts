import {
  ChatAnswerSchema,
  ChatMessageSchema,
  ProductSearchAnswerSchema,
  StaffChatsSchema,
  type Cents,
  type ChatAnswer,
  type ChatWidgetMessage,
  type ChatWidgetStatus,
  type StaffChat,
  type StoreCode,
} from '@apteek/domain';
import { callApi } from '../../api/client.ts';
import { quickProductSearch } from '../../api/product-search.ts';

/** One message of a live chat; its text is health data and is never logged. */
export type ChatMessage = ChatWidgetMessage;
export type ChatStatus = ChatWidgetStatus;
export type Chat = ChatAnswer;

/** A chat as the pharmacist's list shows it, with the customer's cart (GET /api/staff/chats). */
export type { StaffChat };

/** A product the pharmacist can send into the chat, found with the storefront's catalogue search. */
export interface ProductHit {
  sku: string;
  name: string;
  /** Gross price. */
  price: Cents;
}

/** What the pharmacist sends: an answer, a product, or a prescription offer they composed. */
export type ChatSending =
  { text: string } | { sku: string; text?: string } | { prescriptionNumber: string; text?: string };

const chatPath = (chatId: string) => `/api/staff/chats/${encodeURIComponent(chatId)}`;

/** The pharmacist's chat console; the staff session travels in its cookie. */
export const staffChatsApi = {
  /** The open chats, newest activity first. */
  async open(): Promise<StaffChat[]> {
    return (await callApi('/api/staff/chats', { result: StaffChatsSchema })).result;
  },

  /** The chat's messages after message `after` (all of them from 0). */
  async messages(chatId: string, after: number): Promise<Chat> {
    const answer = await callApi(`${chatPath(chatId)}/messages?after=${after}`, { result: ChatAnswerSchema });
    return answer.result;
  },

  /** Refused with a 400 naming the field when the text is empty or the product cannot be sent. */
  async send(chatId: string, sending: ChatSending): Promise<ChatMessage> {
    const answer = await callApi(`${chatPath(chatId)}/messages`, {
      method: 'POST',
      body: sending,
      result: ChatMessageSchema,
    });
    return answer.result;
  },

  /** Products for the term, as the storefront's search finds them in the store view's language. */
  async searchProducts(storeCode: StoreCode, term: string, signal?: AbortSignal): Promise<ProductHit[]> {
    const answer = await quickProductSearch(storeCode, term, {
      size: 8,
      includeFields: ['sku', 'name', 'final_price_incl_tax'],
      signal,
      result: ProductSearchAnswerSchema,
    });
    return answer.result.items.map((item) => ({
      sku: item.sku ?? '',
      name: item.name,
      price: item.final_price_incl_tax,
    }));
  },
};
