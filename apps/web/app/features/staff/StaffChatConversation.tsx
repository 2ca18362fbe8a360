import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { CartPanel, OfferRequests, ProductPicker } from './StaffChatTools.tsx';
import { customerName, timeOf, useMoney, useRefusal, useVisiblePolling } from './staff-chat-support.ts';
import {
  staffChatsApi,
  type ChatMessage,
  type ChatSending,
  type ChatStatus,
  type StaffChat,
} from './staff-chats-api.ts';

/** How often the open chat asks for the messages after the last one it has. */
export const CHAT_MESSAGES_POLL_MS = 2_000;

/** One chat: its messages polled after the last one, the answer, the product and offer senders, the cart. */
export function ChatConversation({
  chat,
  onAnswered,
}: {
  chat: StaffChat;
  onAnswered: (chatId: string) => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [status, setStatus] = useState<ChatStatus>(chat.status);
  const [failure, setFailure] = useState<string | null>(null);
  const [pollFailure, setPollFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const lastId = useRef(0);
  const isAsking = useRef(false);
  const isMounted = useRef(true);
  const scroller = useRef<HTMLOListElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { chatId } = chat;

  const take = useCallback((received: ChatMessage[]) => {
    if (received.length === 0) return;
    lastId.current = Math.max(lastId.current, ...received.map((message) => message.id));
    setMessages((before) => {
      const known = new Set((before ?? []).map((message) => message.id));
      return [...(before ?? []), ...received.filter((message) => !known.has(message.id))].sort(
        (a, b) => a.id - b.id,
      );
    });
  }, []);

  const poll = useCallback(() => {
    if (isAsking.current) return;
    isAsking.current = true;
    staffChatsApi
      .messages(chatId, lastId.current)
      .then(
        (answer) => {
          if (!isMounted.current) return;
          setMessages((before) => before ?? []);
          take(answer.messages);
          setStatus(answer.status);
          setPollFailure(null);
        },
        (error: unknown) => {
          if (!isMounted.current) return;
          if (error instanceof ApiError && error.status === 404) setStatus('closed');
          else setPollFailure(refusal(error));
        },
      )
      .finally(() => {
        isAsking.current = false;
      });
  }, [chatId, refusal, take]);

  useEffect(() => {
    isMounted.current = true;
    poll();
    return () => {
      isMounted.current = false;
    };
  }, [poll]);
  useVisiblePolling(poll, CHAT_MESSAGES_POLL_MS);

  // On a narrow screen the chat opens below the list: bring it into view.
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 63.99rem)').matches)
      frame.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  /** Sends one message; true when the server took it. */
  async function send(sending: ChatSending): Promise<boolean> {
    setIsSending(true);
    setFailure(null);
    try {
      const sent = await staffChatsApi.send(chatId, sending);
      if (!isMounted.current) return true;
      take([sent]);
      onAnswered(chatId);
      return true;
    } catch (error) {
      if (!isMounted.current) return false;
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        setStatus('closed');
        setFailure(t('The chat is closed.'));
      } else setFailure(refusal(error));
      return false;
    } finally {
      if (isMounted.current) setIsSending(false);
    }
  }

  const isClosed = status === 'closed';
  return (
    <div
      ref={frame}
      className="flex flex-col gap-4 xl:grid xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start"
    >
      <section
        aria-label={t('Chat with {name}', { name: customerName(chat, t) })}
        className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-white p-4"
      >
        <h2 className="text-lg font-semibold text-brand-800">
          {t('Chat with {name}', { name: customerName(chat, t) })}
        </h2>
        {status === 'inactive' && (
          <p className="text-sm text-ink-muted">
            {t('The customer is away: they see your answer when they come back.')}
          </p>
        )}
        {messages === null && !pollFailure ? (
          <p role="status" className="text-ink-muted">
            {t('Loading…')}
          </p>
        ) : (
          <ol
            ref={scroller}
            aria-label={t('Messages')}
            className="flex max-h-[60vh] min-h-40 flex-col gap-2 overflow-y-auto"
          >
            {(messages ?? []).map((message) => (
              <li key={message.id} className={message.author === 'pharmacist' ? 'self-end' : 'self-start'}>
                <MessageBubble message={message} />
              </li>
            ))}
          </ol>
        )}
        {pollFailure && <FormMessage tone="error">{t(pollFailure)}</FormMessage>}
        {failure && <FormMessage tone="error">{t(failure)}</FormMessage>}
        {isClosed ? (
          <p className="font-semibold text-ink">{t('The chat is closed.')}</p>
        ) : (
          <>
            <Composer isSending={isSending} onSend={(text) => send({ text })} />
            <ProductPicker isSending={isSending} onSend={(sku) => send({ sku })} />
          </>
        )}
      </section>
      <aside className="flex flex-col gap-4">
        <CartPanel chat={chat} />
        <OfferRequests
          chat={chat}
          isClosed={isClosed}
          isSending={isSending}
          onSend={(prescriptionNumber) => void send({ prescriptionNumber })}
        />
      </aside>
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const money = useMoney();
  const author = message.author === 'customer' ? t('Customer') : (message.pharmacistName ?? t('Pharmacist'));
  const offerTitle = message.prescriptionNumber
    ? t('Prescription offer {number}', { number: message.prescriptionNumber })
    : '';
  const label =
    message.kind === 'product' && message.product
      ? `${author}: ${message.product.name}`
      : message.kind === 'offer'
        ? `${author}: ${offerTitle}`
        : author;
  return (
    <article
      aria-label={label}
      className={`flex max-w-prose flex-col gap-1 rounded-2xl px-4 py-2 ${
        message.author === 'pharmacist'
          ? 'bg-brand-50 text-brand-900'
          : 'border border-line bg-surface text-ink'
      }`}
    >
      <span className="text-xs text-ink-muted">
        {author} · {timeOf(message.at)}
      </span>
      {message.kind === 'product' && message.product && (
        <span className="flex flex-wrap items-baseline gap-x-3 font-semibold">
          <span>{message.product.name}</span>
          <span>{money(message.product.priceInclTax)}</span>
        </span>
      )}
      {message.kind === 'offer' && <span className="font-semibold">{offerTitle}</span>}
      {message.text && <p className="whitespace-pre-wrap">{message.text}</p>}
    </article>
  );
}

function Composer({ isSending, onSend }: { isSending: boolean; onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim() || isSending) return;
    if (await onSend(text.trim())) setText('');
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)}>
      <label htmlFor="staff-chat-answer" className="text-sm font-semibold text-ink">
        {t('Your answer')}
      </label>
      <textarea
        id="staff-chat-answer"
        value={text}
        rows={3}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey) void submit(event);
        }}
        className="rounded-lg border border-line p-3 text-ink"
      />
      <div>
        <Button type="submit" disabled={isSending || !text.trim()}>
          {t('Send')}
        </Button>
      </div>
    </form>
  );
}
