import { type ChatWidgetMessage, type ChatWidgetStatus, type StoreCode } from '@apteek/domain';
import { callApi } from '../../api/client.ts';
import { quickProductSearch } from '../../api/product-search.ts';

/** One message of a live chat (issue 19 item 3); its text is health data and is never logged. */
export type ChatMessage = ChatWidgetMessage;
export type ChatStatus = ChatWidgetStatus;

export interface Chat {
  chatId: string;
  status: ChatStatus;
  messages: ChatMessage[];
}

/** A chat as the pharmacist's list shows it, with the customer's cart (GET /api/staff/chats). */
export interface StaffChat {
  chatId: string;
  status: ChatStatus;
  storeCode: string;
  startedAt: string;
  lastMessageAt: string;
  /** The last message is the customer's: they wait for an answer. */
  waiting: boolean;
  customer: { kind: 'guest' } | { kind: 'customer'; name: string };
  lastMessage: string | null;
  cart: {
    lines: { sku: string; name: string; qty: number; rowTotalInclTax: number; prescription: boolean }[];
    grandTotal: number;
  };
  /** The cart's prescription offer requests; an answered one can be sent into the chat. */
  offerRequests: { id: number; prescriptionNumber: string; title: string; answered: boolean }[];
}

/** A product the pharmacist can send into the chat, found with the storefront's catalogue search. */
export interface ProductHit {
  sku: string;
  name: string;
  /** Gross price in cents. */
  price: number;
}

/** What the pharmacist sends: an answer, a product, or a prescription offer they composed. */
export type ChatSending =
  { text: string } | { sku: string; text?: string } | { prescriptionNumber: string; text?: string };

function list<T>(result: unknown): T[] {
  if (!Array.isArray(result)) throw new TypeError('not a list');
  return result as T[];
}

function chat(result: unknown): Chat {
  if (typeof result !== 'object' || result === null || !Array.isArray((result as Chat).messages))
    throw new TypeError('not a chat');
  return result as Chat;
}

function message(result: unknown): ChatMessage {
  if (typeof result !== 'object' || result === null || typeof (result as ChatMessage).id !== 'number')
    throw new TypeError('not a message');
  return result as ChatMessage;
}

interface SearchAnswer {
  items: { sku: string; name: string; final_price_incl_tax: number }[];
}

function searchAnswer(result: unknown): SearchAnswer {
  if (typeof result !== 'object' || result === null || !Array.isArray((result as SearchAnswer).items))
    throw new TypeError('not a search answer');
  return result as SearchAnswer;
}

const chatPath = (chatId: string) => `/api/staff/chats/${encodeURIComponent(chatId)}`;

/** The pharmacist's chat console; the staff session travels in its cookie. */
export const staffChatsApi = {
  /** The open chats, newest activity first. */
  async open(): Promise<StaffChat[]> {
    return (await callApi('/api/staff/chats', { result: list<StaffChat> })).result;
  },

  /** The chat's messages after message `after` (all of them from 0). */
  async messages(chatId: string, after: number): Promise<Chat> {
    const answer = await callApi(`${chatPath(chatId)}/messages?after=${after}`, { result: chat });
    return answer.result;
  },

  /** Refused with a 400 naming the field when the text is empty or the product cannot be sent. */
  async send(chatId: string, sending: ChatSending): Promise<ChatMessage> {
    const answer = await callApi(`${chatPath(chatId)}/messages`, {
      method: 'POST',
      body: sending,
      result: message,
    });
    return answer.result;
  },

  /** Products for the term, as the storefront's search finds them in the store view's language. */
  async searchProducts(storeCode: StoreCode, term: string, signal?: AbortSignal): Promise<ProductHit[]> {
    const answer = await quickProductSearch(storeCode, term, {
      size: 8,
      includeFields: ['sku', 'name', 'final_price_incl_tax'],
      signal,
      result: searchAnswer,
    });
    return answer.result.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      price: Math.round(item.final_price_incl_tax * 100),
    }));
  },
};
