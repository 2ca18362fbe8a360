import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { StaffPage } from './StaffCard.tsx';
import { ChatConversation } from './StaffChatConversation.tsx';
import { customerName, timeOf, useMoney, useRefusal, useVisiblePolling } from './staff-chat-support.ts';
import { staffChatsApi, type StaffChat } from './staff-chats-api.ts';

/** How often the list of open chats is asked again: a new chat or question shows within seconds. */
export const CHAT_LIST_POLL_MS = 3_000;

/** The last message's time, or the start's for a chat without messages. */
const activityOf = (chat: StaffChat) => chat.lastMessageAt ?? chat.startedAt;

const newestFirst = (chats: StaffChat[]) =>
  [...chats].sort((a, b) => Date.parse(activityOf(b)) - Date.parse(activityOf(a)));

/**
 * The pharmacist's chat console: the open chats, newest activity first, those
 * waiting for an answer marked; one chosen shows its messages with the customer's cart beside
 * them, and the pharmacist answers, sends a product or a prescription offer the customer adds with
 * one click.
 */
export function StaffChats() {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const [chats, setChats] = useState<StaffChat[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  // The chat being answered stays open when it leaves the list (closed after the customer's order).
  const [openChat, setOpenChat] = useState<StaffChat | null>(null);
  const isMounted = useRef(true);
  const isAsking = useRef(false);

  const load = useCallback(() => {
    // A slow answer is not asked for twice.
    if (isAsking.current) return;
    isAsking.current = true;
    staffChatsApi
      .open()
      .then(
        (list) => {
          if (!isMounted.current) return;
          setChats(newestFirst(list));
          setOpenChat((open) => open && (list.find((chat) => chat.chatId === open.chatId) ?? open));
          setLoadFailure(null);
        },
        (error: unknown) => {
          if (isMounted.current) setLoadFailure(refusal(error));
        },
      )
      .finally(() => {
        isAsking.current = false;
      });
  }, [refusal]);

  useEffect(() => {
    isMounted.current = true;
    load();
    return () => {
      isMounted.current = false;
    };
  }, [load]);
  useVisiblePolling(load, CHAT_LIST_POLL_MS);

  // The pharmacist's answer is the chat's last message now: it waits no more.
  const answered = useCallback((chatId: string) => {
    setChats(
      (list) => list?.map((chat) => (chat.chatId === chatId ? { ...chat, waiting: false } : chat)) ?? null,
    );
  }, []);

  return (
    <StaffPage
      title={t('Chats')}
      note={t('Customers’ questions: answer, or send a product or a prescription offer into the chat.')}
      width=""
    >
      {loadFailure && <FormMessage tone="error">{t(loadFailure)}</FormMessage>}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <ChatList
          chats={chats}
          isLoading={!chats && !loadFailure}
          openId={openChat?.chatId ?? null}
          onOpen={(chatId) => setOpenChat(chats?.find((chat) => chat.chatId === chatId) ?? null)}
        />
        {openChat ? (
          <ChatConversation key={openChat.chatId} chat={openChat} onAnswered={answered} />
        ) : (
          chats &&
          chats.length > 0 && (
            <p className="rounded-2xl border border-dashed border-line p-5 text-ink-muted">
              {t('Choose a chat to read and answer it.')}
            </p>
          )
        )}
      </div>
    </StaffPage>
  );
}

function ChatList({
  chats,
  isLoading,
  openId,
  onOpen,
}: {
  chats: StaffChat[] | null;
  isLoading: boolean;
  openId: string | null;
  onOpen: (chatId: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  if (isLoading)
    return (
      <p role="status" className="text-ink-muted">
        {t('Loading…')}
      </p>
    );
  if (!chats) return null;
  if (chats.length === 0) return <p className="text-ink">{t('No chats are open.')}</p>;
  return (
    <ul aria-label={t('Open chats')} className="flex flex-col gap-2">
      {chats.map((chat) => (
        <li key={chat.chatId}>
          <button
            type="button"
            aria-current={chat.chatId === openId ? 'true' : undefined}
            onClick={() => onOpen(chat.chatId)}
            className={`flex w-full flex-col gap-1 rounded-2xl border bg-white p-4 text-left hover:border-brand-700 ${
              chat.chatId === openId ? 'border-brand-700 ring-1 ring-brand-700' : 'border-line'
            }`}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{customerName(chat, t)}</span>
              <span className="ml-auto text-sm text-ink-muted">{timeOf(activityOf(chat))}</span>
            </span>
            {chat.waiting && (
              <span className="self-start rounded-md bg-sale-soft px-2 py-0.5 text-sm font-semibold text-sale">
                {t('Waiting for an answer')}
              </span>
            )}
            {chat.lastMessage && <span className="line-clamp-2 text-sm text-ink">{chat.lastMessage}</span>}
            <span className="text-sm text-ink-muted">
              {t('Cart')}: {t('{count} product|{count} products', { count: chat.cart.lines.length })} ·{' '}
              {money(chat.cart.grandTotal)}
              {chat.status === 'inactive' && <> · {t('Customer away')}</>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
