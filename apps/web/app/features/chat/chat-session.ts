import {
  INITIAL_CHAT_WIDGET,
  lastMessageId,
  needsChatStart,
  reduceChatWidget,
  type ChatWidgetEvent,
  type ChatWidgetState,
} from '@apteek/domain';
import { ApiError } from '../../api/api-error.ts';
import type { ChatAnswer, ChatApi, ChatCaller } from './chat-api.ts';
import { forgetChatId, readChatId, writeChatId } from './chat-id-store.ts';

export interface ChatSessionDeps {
  storeCode: string;
  api: ChatApi;
  /** The cart token and the customer's session; `create` makes a cart when there is none yet. */
  caller(create: boolean): Promise<ChatCaller | null>;
  /** Keeps the chat id on the server's cart (debounced 1000 ms by the caller). */
  save(caller: ChatCaller, chatId: string): void;
}

export type SendOutcome = 'sent' | 'failed';

/**
 * The widget's live chat: the pharmacist's availability, the cart's chat and
 * its messages. Nothing here is logged but that a start or a poll failed, without any of the text.
 */
export function createChatSession(deps: ChatSessionDeps) {
  const store = widgetStore();
  const { dispatch } = store;
  /** The cart the shown chat belongs to. */
  let cartId: string | null = null;

  const readMessages = async () => {
    const { chatId } = store.snapshot();
    if (!chatId) return;
    const caller = await deps.caller(false);
    if (!caller || caller.cartId !== cartId) return;
    try {
      const answer = await deps.api.messages(caller, chatId, lastMessageId(store.snapshot()));
      if (answer.chatId === store.snapshot().chatId) show(answer);
    } catch (error) {
      // The server does not know the chat for this cart: the storefront is incognito again.
      if (error instanceof ApiError && error.status === 404 && store.snapshot().chatId === chatId) {
        forgetChatId(deps.storeCode);
        dispatch({ type: 'forgotten' });
        return;
      }
      // The next poll asks again; the log says only that one failed, never any of the chat.
      console.warn('chat poll failed');
    }
  };

  const show = (answer: ChatAnswer) =>
    dispatch({ type: 'chat', chatId: answer.chatId, status: answer.status, messages: answer.messages });

  const session = {
    subscribe: store.subscribe,
    snapshot: store.snapshot,

    /** Asks whether a pharmacist is on duty; a failed ask counts as nobody. */
    async checkAvailability(): Promise<void> {
      const available = await deps.api.availability().catch(() => false);
      dispatch({ type: 'availability', available });
    },

    /** The chat id this browser keeps for the cart, with the chat's messages. */
    async restore(currentCartId: string | null): Promise<void> {
      cartId = currentCartId;
      dispatch({ type: 'restored', chatId: readChatId(deps.storeCode, currentCartId) });
      await session.refresh();
    },

    /**
     * The messages after the last one shown (a ChatCallback, the panel opening). One read at a
     * time: asks meanwhile are answered by one more read after it, from the new last id.
     */
    refresh: oneAtATime(readMessages),

    /** startChat: creates or resumes the cart's chat; null when that failed (logged only). */
    async start(): Promise<ChatAnswer | null> {
      try {
        const caller = await deps.caller(true);
        if (!caller) throw new Error('no cart');
        const answer = await deps.api.start(caller);
        cartId = caller.cartId;
        writeChatId(deps.storeCode, caller.cartId, answer.chatId);
        deps.save(caller, answer.chatId);
        show(answer);
        return answer;
      } catch {
        console.warn('chat start failed');
        return null;
      }
    },

    /** Sending the first message (or one after the chat was closed) starts the chat first. */
    async send(text: string, retry = true): Promise<SendOutcome> {
      if (needsChatStart(store.snapshot()) && !(await session.start())) return 'failed';
      const { chatId } = store.snapshot();
      const caller = await deps.caller(false);
      if (!chatId || !caller) return 'failed';
      try {
        dispatch({ type: 'sent', message: await deps.api.send(caller, chatId, text) });
        return 'sent';
      } catch (error) {
        // The pharmacist closed the chat meanwhile: the message starts a new one.
        if (
          retry &&
          error instanceof ApiError &&
          error.status === 409 &&
          store.snapshot().chatId === chatId
        ) {
          dispatch({ type: 'chat', chatId, status: 'closed', messages: [] });
          return session.send(text, false);
        }
        return 'failed';
      }
    },

    /** The chat ended elsewhere (logout, an order): nothing of it stays on the screen. */
    forget(): void {
      dispatch({ type: 'forgotten' });
    },
  };
  return session;
}

export type ChatSession = ReturnType<typeof createChatSession>;

/** The widget's state for useSyncExternalStore, changed by the rules of reduceChatWidget. */
function widgetStore() {
  const listeners = new Set<() => void>();
  let state: ChatWidgetState = INITIAL_CHAT_WIDGET;
  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    dispatch: (event: ChatWidgetEvent) => {
      const next = reduceChatWidget(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Runs `run` one at a time: calls meanwhile get one more run once the current one is done. */
function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let again = false;
  const start = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = run().finally(() => {
      current = null;
      if (again) {
        again = false;
        void start();
      }
    });
    return current;
  };
  return start;
}
