import { use, useCallback, useEffect, useRef } from 'react';
import type { Cents } from '@apteek/domain';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { formatMoney } from '../../i18n/format-money.ts';
import { formatPharmacyClock } from '../../i18n/formatters.ts';
import type { StaffChat } from './staff-chats-api.ts';
import { useStaffRefusal } from './staff-data.tsx';
import { staffFormat, StaffLanguageContext } from './staff-language.ts';

/**
 * Calls `poll` every `intervalMs` while the page is visible, and at once when it becomes visible
 * again; stops when the component goes.
 */
export function useVisiblePolling(poll: () => void, intervalMs: number) {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    const isVisible = () => document.visibilityState !== 'hidden';
    const timer = setInterval(() => {
      if (isVisible()) latest.current();
    }, intervalMs);
    const onVisibilityChange = () => {
      if (isVisible()) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs]);
}

/**
 * What a refused chat call tells the pharmacist: the first field's problem (a message too long…),
 * else the staff pages' refusal; an ended staff session goes to the login instead (null).
 */
export function useRefusal(): (error: unknown) => string | null {
  const refusal = useStaffRefusal();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return SOMETHING_WRONG;
      const text = refusal(error);
      return text === null ? null : (error.errors[0]?.message ?? text);
    },
    [refusal],
  );
}

/** Prices as the Estonian store or the English one shows them. */
export function useMoney(): (cents: Cents) => string {
  const language = use(StaffLanguageContext);
  const format = staffFormat(language);
  return (cents) => formatMoney(cents, format);
}

/** A chat message's time on the pharmacy's clock: '15:07'. */
export function timeOf(iso: string): string {
  return formatPharmacyClock(iso);
}
export function customerName(chat: StaffChat, t: (key: string) => string): string {
  return chat.customer.kind === 'customer' ? chat.customer.name : t('Guest');
}
