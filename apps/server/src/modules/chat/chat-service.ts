import {
  CHAT_MESSAGE_LIMIT,
  DomainError,
  chatStatusAfter,
  chatTextProblem,
  type ChatMessageView,
  type ChatView,
  type StoreCode,
} from '@apteek/domain';
import type { Database } from '@apteek/db';
import type { RequestLimiter } from '../../lib/request-limiter.ts';
import { invalidField } from '../../plugins/validation.ts';
import type { CatalogContext } from '../catalog/index.ts';
import { cartCodeOf, publishCartEvent } from '../realtime/index.ts';
import { chatProductSnapshot } from './chat-product.ts';
import {
  addMessage,
  findCartChat,
  findChat,
  findOpenChat,
  insertChat,
  listMessages,
  offerRequestsOf,
  setChatStatus,
  type ChatMessageRow,
  type ChatRow,
  type NewChatMessage,
} from './chat-queries.ts';

/** A chat and its messages as the API answers them: the chat contract's input (prices in euros). */
export type { ChatMessageView, ChatView };

/** The cart a customer route works on, as the cart module's `require` answers it. */
export interface ChatCart {
  id: string;
  storeCode: string;
  customerId: number | null;
}

export interface Caller {
  customerId: number | null;
}

export function toMessageView(row: ChatMessageRow): ChatMessageView {
  return {
    id: row.id,
    author: row.author,
    kind: row.kind,
    text: row.text,
    product: row.product ?? null,
    prescriptionNumber: row.prescriptionNumber,
    pharmacistName: row.author === 'pharmacist' ? (row.pharmacistName ?? null) : null,
    at: row.at.toISOString(),
  };
}

export interface ChatServiceParts {
  database: Database;
  now: () => Date;
  /** The shared request limiter (plugins/request-limits.ts): customer messages per chat. */
  limiter: RequestLimiter;
  /** The catalogue a pharmacist's product message is looked up in. */
  catalog: CatalogContext;
}

/**
 * Live chat: a cart's chat with the pharmacist. Every new message and a chat's
 * closing is announced on the realtime hub as ChatCallback to the cart's /cb sockets on every
 * instance; the widget then fetches the messages after the last one it has.
 */
function chatCore({ database, now }: ChatServiceParts) {
  const { db } = database;

  async function announce(chat: Pick<ChatRow, 'cartId'>, result: 'Message' | 'Closed'): Promise<void> {
    await publishCartEvent(database, {
      type: 'ChatCallback',
      cartCode: await cartCodeOf(db, chat.cartId),
      result,
      reasonCode: null,
      prescriptionNumber: null,
    });
  }

  async function view(chat: ChatRow, after = 0): Promise<ChatView> {
    const rows = await listMessages(db, chat.id, after);
    return { chatId: chat.id, status: chat.status, messages: rows.map(toMessageView) };
  }

  async function cartChat(cart: ChatCart, chatId: string): Promise<ChatRow> {
    const chat = await findCartChat(db, cart.id, chatId);
    if (!chat) throw new DomainError('chat_not_found');
    return chat;
  }

  async function post(chat: ChatRow, message: NewChatMessage): Promise<ChatMessageView> {
    const action = message.author === 'customer' ? 'customer-message' : 'pharmacist-message';
    const added = await addMessage(db, chat.id, message, (status) => chatStatusAfter(status, action), now());
    if (!added) throw new DomainError('chat_closed');
    await announce(chat, 'Message');
    const [row] = await listMessages(db, chat.id, added.id - 1);
    return toMessageView(row!);
  }

  async function close(chat: ChatRow): Promise<true> {
    if (await setChatStatus(db, chat.id, 'closed', now())) await announce(chat, 'Closed');
    return true;
  }

  return { announce, view, cartChat, post, close };
}

/** The customer's side: the cart's holder starts, reads, writes, deactivates and stops. */
export function chatService(parts: ChatServiceParts) {
  const { db } = parts.database;
  const { now, limiter } = parts;
  const { view, cartChat, post, close } = chatCore(parts);

  return {
    /** Creates the cart's chat, or resumes its open one; a closed chat is left for a new one. */
    async start(cart: ChatCart): Promise<ChatView> {
      const open = await findOpenChat(db, cart.id);
      if (open) {
        const resumed = (await setChatStatus(db, open.id, 'active', now())) ?? open;
        return view(resumed);
      }
      const created =
        (await insertChat(db, {
          cartId: cart.id,
          customerId: cart.customerId,
          storeCode: cart.storeCode,
          at: now(),
        })) ?? (await findOpenChat(db, cart.id));
      if (!created) throw new DomainError('chat_not_found');
      return view(created);
    },

    async messages(cart: ChatCart, chatId: string, after: number): Promise<ChatView> {
      return view(await cartChat(cart, chatId), after);
    },

    /** The customer's message: resumes an inactive chat, refused in a closed one; rate limited per chat. */
    async customerMessage(cart: ChatCart, chatId: string, text: string): Promise<ChatMessageView> {
      const problem = chatTextProblem(text);
      if (problem) throw invalidField('text', problem);
      const chat = await cartChat(cart, chatId);
      if (chat.status === 'closed') throw new DomainError('chat_closed');
      await limiter.hit(
        [{ key: `chatMessage:chat:${chat.id}`, policy: CHAT_MESSAGE_LIMIT }],
        'too_many_requests',
      );
      return post(chat, { author: 'customer', kind: 'text', text: text.trim() });
    },

    /** Logout: the chat waits inactive until the customer starts or writes again. */
    async deactivate(cart: ChatCart, chatId: string): Promise<true> {
      const chat = await cartChat(cart, chatId);
      const next = chatStatusAfter(chat.status, 'deactivate');
      if (next !== chat.status && next) await setChatStatus(db, chat.id, next, now());
      return true;
    },

    /**
     * Finalize after an order: the chat closes. The cart may no longer be active (it was ordered),
     * so the chat's own record authorises: its cart's token and, for a customer's chat, that customer.
     */
    async stop(cartId: string, chatId: string, caller: Caller): Promise<true> {
      const chat = await findCartChat(db, cartId, chatId);
      if (!chat) throw new DomainError('chat_not_found');
      if (chat.customerId !== null && chat.customerId !== caller.customerId) {
        throw new DomainError('cart_forbidden');
      }
      return close(chat);
    },
  };
}

/** The pharmacist's side (the staff module's routes): read, write with a product or offer, close. */
export function chatDesk(parts: ChatServiceParts) {
  const { db } = parts.database;
  const { catalog } = parts;
  const { view, post, close } = chatCore(parts);

  return {
    /** Staff: a chat's messages after `after`. */
    async staffMessages(chatId: string, after: number): Promise<ChatView> {
      const chat = await findChat(db, chatId);
      if (!chat) throw new DomainError('chat_not_found');
      return view(chat, after);
    },

    /**
     * Staff: the pharmacist's message. A product message carries the product's snapshot; an offer
     * message names a prescription whose offer request in the chat's cart has been answered.
     */
    async pharmacistMessage(
      chatId: string,
      staffId: number,
      input: { text: string; sku?: string; prescriptionNumber?: string },
    ): Promise<ChatMessageView> {
      const kind =
        input.sku !== undefined ? 'product' : input.prescriptionNumber !== undefined ? 'offer' : 'text';
      const problem = chatTextProblem(input.text, { optional: kind !== 'text' });
      if (problem) throw invalidField('text', problem);
      const chat = await findChat(db, chatId);
      if (!chat) throw new DomainError('chat_not_found');
      if (chat.status === 'closed') throw new DomainError('chat_closed');
      const product =
        input.sku === undefined
          ? null
          : await chatProductSnapshot(catalog, chat.storeCode as StoreCode, input.sku);
      if (input.prescriptionNumber !== undefined) {
        const requests = await offerRequestsOf(db, await cartCodeOf(db, chat.cartId));
        const answered = requests.some(
          (r) => r.prescriptionNumber === input.prescriptionNumber && r.answeredAt !== null,
        );
        if (!answered) {
          throw invalidField(
            'prescriptionNumber',
            'No answered offer request for this prescription in the chat’s cart.',
          );
        }
      }
      return post(chat, {
        author: 'pharmacist',
        kind,
        text: input.text.trim(),
        product,
        prescriptionNumber: input.prescriptionNumber ?? null,
        staffId,
      });
    },

    /** Staff: closes the chat (again: nothing changes). */
    async staffClose(chatId: string): Promise<true> {
      const chat = await findChat(db, chatId);
      if (!chat) throw new DomainError('chat_not_found');
      return close(chat);
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;

export type ChatDesk = ReturnType<typeof chatDesk>;
