import type { ChatMessage } from './chat-api.ts';
import type { ChatStatus } from './chat-rules.ts';

/**
 * The storefront's live chat widget (whether chat is available, the widget ready, incognito on):
 * what it knows of the pharmacist's duty and of the cart's
 * chat, and how the server's answers change it. The browser performs the calls.
 */

/** The chat id is saved to the cart 1000 ms after its last change. */
export const CHAT_SAVE_DEBOUNCE_MS = 1000;

/** How often an open widget asks again whether a pharmacist is on duty. */
export const CHAT_AVAILABILITY_REFRESH_MS = 30_000;

/** A message as the widget shows it: the chat contract's message, a product's price in Cents. */
export type ChatWidgetMessage = ChatMessage;

export type ChatWidgetStatus = ChatStatus;

export interface ChatWidgetState {
  /** A pharmacist is on duty; null until asked. */
  isAvailable: boolean | null;
  /** The cart's chat has been read (or there is none): the transcript shown is the server's. */
  widgetReady: boolean;
  /** The cart's chat; null is incognito. */
  chatId: string | null;
  status: ChatWidgetStatus | null;
  /** Oldest first, each id once. */
  messages: readonly ChatWidgetMessage[];
}

export const INITIAL_CHAT_WIDGET: ChatWidgetState = {
  isAvailable: null,
  widgetReady: false,
  chatId: null,
  status: null,
  messages: [],
};

export type ChatWidgetEvent =
  | { type: 'availability'; available: boolean }
  /** The browser's stored chat id for the current cart (null: none), before anything is fetched. */
  | { type: 'restored'; chatId: string | null }
  /** A start, or a read of the chat's messages after the last one known. */
  | { type: 'chat'; chatId: string; status: ChatWidgetStatus; messages: readonly ChatWidgetMessage[] }
  | { type: 'sent'; message: ChatWidgetMessage }
  /** The chat is not the cart's any more (logout, finalize, a chat the server does not know). */
  | { type: 'forgotten' };

/** Incognito applies when there is no chat id. */
export function incognitoEnabled(state: Pick<ChatWidgetState, 'chatId'>): boolean {
  return state.chatId === null;
}

/** The newest message's id, for GET /api/chat/messages?after=…; 0 without messages. */
export function lastMessageId(state: Pick<ChatWidgetState, 'messages'>): number {
  return state.messages.reduce((last, message) => Math.max(last, message.id), 0);
}

/** Sending needs a chat started first: there is none, or the one there is has been closed. */
export function needsChatStart(state: Pick<ChatWidgetState, 'chatId' | 'status'>): boolean {
  return state.chatId === null || state.status === 'closed';
}

/** The composer is offered only while a pharmacist is on duty. */
export function canCompose(state: Pick<ChatWidgetState, 'isAvailable'>): boolean {
  return state.isAvailable === true;
}

function mergeMessages(
  known: readonly ChatWidgetMessage[],
  incoming: readonly ChatWidgetMessage[],
): ChatWidgetMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function reduceChatWidget(state: ChatWidgetState, event: ChatWidgetEvent): ChatWidgetState {
  switch (event.type) {
    case 'availability':
      return { ...state, isAvailable: event.available };
    case 'restored':
      if (event.chatId !== null && event.chatId === state.chatId) return state;
      return {
        ...state,
        chatId: event.chatId,
        status: null,
        messages: [],
        widgetReady: event.chatId === null,
      };
    case 'chat': {
      // Another chat than the one shown (a closed one replaced): its transcript starts afresh.
      const known = event.chatId === state.chatId ? state.messages : [];
      return {
        ...state,
        chatId: event.chatId,
        status: event.status,
        messages: mergeMessages(known, event.messages),
        widgetReady: true,
      };
    }
    case 'sent':
      return {
        ...state,
        status: 'active',
        messages: mergeMessages(state.messages, [event.message]),
      };
    case 'forgotten':
      return { ...state, chatId: null, status: null, messages: [], widgetReady: true };
    default:
      return event satisfies never;
  }
}
