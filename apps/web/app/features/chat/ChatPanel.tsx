import {
  CHAT_AVAILABILITY_REFRESH_MS,
  canCompose,
  openingHoursListItems,
  type ChatWidgetMessage,
  type RealtimeEvent,
} from '@apteek/domain';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { formatTime } from '../../i18n/formatters.ts';
import { Icon } from '../../ui/Icon.tsx';
import { hasStoredSession, sessionStore } from '../account/index.ts';
import { cartStore, useCart, useAddSimpleLine } from '../cart/index.ts';
import { fetchOpeningTimes } from '../opening-hours/index.ts';
import { useRealtimeEvents } from '../realtime/index.ts';
import { StoreLink, useStoreView } from '../../shell/index.ts';
import { chatApi } from './chat-api.ts';
import { onChatIdChange } from './chat-id-store.ts';
import { debounce } from './chat-save.ts';
import { createChatSession, type ChatSession } from './chat-session.ts';
import { closeChat, useChatWidget } from './chat-widget.ts';

/**
 * The widget's chat for this page: one per mounted panel, which stays mounted once opened. The
 * store view and its language stay for the panel's life: switching either loads another page.
 */
function useChatSession(): ChatSession {
  const storeView = useStoreView();
  const { t } = useTranslation();
  const [session] = useState(() =>
    createChatSession({
      storeCode: storeView.storeCode,
      api: chatApi,
      async caller(create) {
        const auth = hasStoredSession() ? ((await sessionStore())?.auth ?? null) : null;
        const cart = await cartStore(storeView, t);
        const cartId = create ? await cart?.ensureCart() : cart?.snapshot().cartId;
        return cartId ? { cartId, auth } : null;
      },
      save: debounce((caller, chatId) => void chatApi.saveChatId(caller, chatId).catch(() => null)),
    }),
  );
  return session;
}

/**
 * The live chat panel: a labelled dialog beside the page, the transcript announced
 * politely, Escape closes it. Without a pharmacist on duty it says so, with the hours and the
 * contact page, and offers no composer.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const { open, draft, request } = useChatWidget();
  const session = useChatSession();
  const state = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  // The chat belongs to the cart: its token is read (or made at the first message) by the cart's code.
  const { cartId } = useCart({ load: true }).state;
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void session.restore(cartId);
    return onChatIdChange(() => void session.restore(cartId));
  }, [session, cartId]);

  useEffect(() => {
    if (!open) return;
    void session.checkAvailability();
    const timer = setInterval(() => void session.checkAvailability(), CHAT_AVAILABILITY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, session]);

  // A prefilled message (the product page's question) goes into the composer, not out.
  const [seenRequest, setSeenRequest] = useState(0);
  if (request !== seenRequest) {
    setSeenRequest(request);
    if (draft !== null) setText(draft);
  }

  useEffect(() => {
    if (!open) return;
    const target = panel.current?.querySelector<HTMLElement>('textarea') ?? panel.current;
    target?.focus();
  }, [open, request, state.isAvailable]);

  const composer = canCompose(state);
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setFailed(false);
    const outcome = await session.send(message);
    setSending(false);
    if (outcome === 'sent') setText('');
    else setFailed(true);
    panel.current?.querySelector('textarea')?.focus();
  };

  return (
    // A dialog takes Escape from anywhere inside it, as the WAI-ARIA dialog pattern has it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeChat();
      }}
      className="fixed inset-x-2 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col rounded-2xl border border-line bg-white text-ink shadow-2xl focus:outline-none sm:inset-x-auto sm:right-3 sm:w-96 lg:right-6 lg:bottom-6"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 id={titleId} className="font-bold text-brand-900">
          {t('Chat with a pharmacist')}
        </h2>
        <button
          type="button"
          onClick={closeChat}
          className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-brand-50"
        >
          <Icon name="close" className="size-5" />
          <span className="sr-only">{t('Close')}</span>
        </button>
      </div>
      <ol
        aria-live="polite"
        aria-label={t('Chat messages')}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-3"
      >
        {state.messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} />
        ))}
      </ol>
      {state.status === 'closed' && (
        <p className="px-4 pb-2 text-sm text-ink-muted">{t('The pharmacist has ended this chat.')}</p>
      )}
      {state.isAvailable === null && <p className="px-4 pb-3 text-sm text-ink-muted">{t('Loading…')}</p>}
      {state.isAvailable === false && <Unavailable />}
      {composer && (
        <form onSubmit={(event) => void submit(event)} className="border-t border-line p-3">
          {state.messages.length === 0 && (
            <p className="mb-2 text-sm text-ink-muted">
              {t('A pharmacist on duty answers your questions here, free of charge.')}
            </p>
          )}
          <label className="sr-only" htmlFor={`${titleId}-text`}>
            {t('Your message')}
          </label>
          <textarea
            id={`${titleId}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) void submit(event);
            }}
            rows={2}
            maxLength={2000}
            className="w-full resize-none rounded-xl border border-line px-3 py-2 text-base"
          />
          {failed && (
            <p role="alert" className="mt-1 text-sm text-danger">
              {t('Your message could not be sent. Please try again.')}
            </p>
          )}
          <div className="mt-2 flex justify-end">
            <button
              type="submit"
              disabled={sending || text.trim() === ''}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('Send message')}
            </button>
          </div>
        </form>
      )}
      {state.chatId && <ChatFeed session={session} />}
    </section>
  );
}

/** New messages arrive in real time: a ChatCallback of this cart asks for those after the last. */
function ChatFeed({ session }: { session: ChatSession }) {
  useRealtimeEvents(
    useCallback(
      (event: RealtimeEvent) => {
        if (event.type === 'ChatCallback') void session.refresh();
      },
      [session],
    ),
  );
  return null;
}

function ChatMessageItem({ message }: { message: ChatWidgetMessage }) {
  const { t } = useTranslation();
  const mine = message.author === 'customer';
  const time = formatTime(message.at);
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <p className="text-xs text-ink-muted">
        {mine ? t('You') : (message.pharmacistName ?? t('Pharmacist'))}
        {' · '}
        <time dateTime={message.at}>{time}</time>
      </p>
      {message.text !== '' && (
        <p
          className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${mine ? 'bg-brand-700 text-white' : 'bg-surface text-ink'}`}
        >
          {message.text}
        </p>
      )}
      {message.kind === 'product' && message.product && <ProductCard product={message.product} />}
      {message.kind === 'offer' && message.prescriptionNumber && (
        <OfferCard prescriptionNumber={message.prescriptionNumber} />
      )}
    </li>
  );
}

function ProductCard({ product }: { product: NonNullable<ChatWidgetMessage['product']> }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const addLine = useAddSimpleLine();
  const add = () =>
    addLine({
      sku: product.sku,
      name: product.name,
      unitPrice: product.priceInclTax,
      imageUrl: null,
      urlPath: product.urlPath,
    });
  return (
    <div className="w-[85%] rounded-xl border border-line p-3 text-sm">
      <p className="font-semibold">
        {product.urlPath ? (
          <StoreLink path={product.urlPath} className="hover:text-brand-800">
            {product.name}
          </StoreLink>
        ) : (
          product.name
        )}
      </p>
      <p className="mt-1 font-bold text-brand-900">{formatMoney(product.priceInclTax, i18n)}</p>
      <button
        type="button"
        onClick={add}
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t('Add to cart')}
      </button>
    </div>
  );
}

function OfferCard({ prescriptionNumber }: { prescriptionNumber: string }) {
  const { t } = useTranslation();
  return (
    <div className="w-[85%] rounded-xl border border-line p-3 text-sm">
      <p>{t('Your medicine offer for prescription {number} is ready.', { number: prescriptionNumber })}</p>
      <StoreLink
        path={`/prescriptions/details?number=${encodeURIComponent(prescriptionNumber)}`}
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t('See the offer')}
      </StoreLink>
    </div>
  );
}

/** No pharmacist on duty: said plainly, with the pharmacy's hours when known and the contact page. */
function Unavailable() {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const [hours, setHours] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    fetchOpeningTimes(i18n.locale)
      .then((times) => {
        // The table's hours as the footer and the content print them.
        if (current) setHours(openingHoursListItems(times, i18n.language));
      })
      .catch(() => null);
    return () => {
      current = false;
    };
  }, [i18n.locale, i18n.language]);
  return (
    <div className="border-t border-line p-4 text-sm">
      <p className="font-semibold">{t('No pharmacist is on duty in the chat right now.')}</p>
      {hours.length > 0 && (
        <>
          <p className="mt-2">{t('Pharmacy opening hours')}</p>
          <ul className="mt-1 tabular-nums">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <StoreLink path="/contact" className="mt-3 inline-block font-semibold text-brand-700 underline">
        {t('Contact us')}
      </StoreLink>
    </div>
  );
}
