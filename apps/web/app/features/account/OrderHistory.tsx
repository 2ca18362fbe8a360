import { useState } from 'react';
import { CANCELLABLE_FROM, OrderHistorySchema, type OrderHistory, type OrderStatus } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { formatDate } from '../../i18n/formatters.ts';
import { StoreLink, useStoreView } from '../../shell/index.ts';
import { Button, TextButton } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { sessionStore } from './session-client.ts';
import { useLoaded } from './use-loaded.ts';

/** The seeds' page size of the order history. */
const PAGE_SIZE = 20;
const historyPath = (page: number) => `/api/order/history?pageSize=${PAGE_SIZE}&currentPage=${page}`;

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: OrderHistory };
type Outcome = { tone: 'success' | 'error'; text: string } | null;

const FAILED = 'Technical problem occurred. Please try again later.';

/**
 * The customer's cancel of an order not yet packed: the server refunds what was paid and mails
 * the customer; a refusal (packed meanwhile) is shown in the store's language.
 */
function useOrderCancel() {
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function cancel(orderId: string) {
    setBusy(orderId);
    setOutcome(null);
    const answer = await (await sessionStore())?.cancelOrder(orderId);
    setBusy(null);
    if (answer?.code === 200) {
      setCancelled((before) => new Set(before).add(orderId));
      setOutcome({ tone: 'success', text: 'The order is cancelled. What you paid will be refunded.' });
    } else {
      setOutcome({ tone: 'error', text: typeof answer?.result === 'string' ? answer.result : FAILED });
    }
  }
  return { cancelled, outcome, busy, cancel };
}

export function OrderHistory() {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const [current, setCurrent] = useState(1);
  const loaded = useLoaded<Loaded>(
    { kind: 'loading' },
    async () => {
      const answer = await sessionStore().then((store) => store?.get(historyPath(current)));
      const page = answer?.code === 200 ? OrderHistorySchema.safeParse(answer.result) : null;
      if (page?.success) return { kind: 'ready', page: page.data };
      // Until the order service answers, a missing history reads as an empty one.
      if (answer?.code === 404) return { kind: 'ready', page: EMPTY };
      return { kind: 'failed' };
    },
    String(current),
  );
  const { cancelled, outcome, busy, cancel } = useOrderCancel();
  const statuses: Record<OrderStatus, string> = {
    PendingPayment: t('Awaiting payment'),
    Paid: t('Paid'),
    Processing: t('Processing'),
    Cancelled: t('Cancelled'),
    ManualCheck: t('Being checked'),
  };

  switch (loaded.kind) {
    case 'loading':
      return <p className="text-ink-muted">{t('Loading…')}</p>;
    case 'failed':
      return <FormMessage tone="error">{t(FAILED)}</FormMessage>;
    case 'ready':
      if (loaded.page.items.length === 0) return <p className="text-ink">{t('You have no orders yet.')}</p>;
      return (
        <>
          {outcome && <FormMessage tone={outcome.tone}>{t(outcome.text)}</FormMessage>}
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('Order history')}</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                {[t('Order number'), t('Date'), t('Status')].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="py-2 text-right">
                  {t('Total')}
                </th>
                <th scope="col" className="py-2 pl-4">
                  <span className="sr-only">{t('Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.page.items.map((order) => (
                <tr key={order.orderId} className="border-b border-line">
                  <td className="py-3 pr-4 font-semibold">
                    <StoreLink
                      path={`/order/${encodeURIComponent(order.orderId)}`}
                      className="text-brand-700 underline"
                    >
                      {order.orderNumber}
                    </StoreLink>
                  </td>
                  <td className="py-3 pr-4">{formatDate(order.createdAt, i18n)}</td>
                  <td className="py-3 pr-4">
                    {statuses[cancelled.has(order.orderId) ? 'Cancelled' : order.status]}
                  </td>
                  <td className="py-3 text-right">{formatMoney(order.grandTotal, i18n)}</td>
                  <td className="py-3 pl-4 text-right">
                    {CANCELLABLE_FROM.customer.includes(order.lifeStage) && !cancelled.has(order.orderId) && (
                      <TextButton
                        disabled={busy === order.orderId}
                        aria-label={t('Cancel order {number}', { number: order.orderNumber })}
                        onClick={() => void cancel(order.orderId)}
                      >
                        {t('Cancel order')}
                      </TextButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <HistoryPages page={loaded.page} onPage={setCurrent} />
        </>
      );
    default:
      return loaded satisfies never;
  }
}

/** Earlier and later pages of the history, 20 orders each. */
function HistoryPages({ page, onPage }: { page: OrderHistory; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(page.totalCount / page.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('Order history pages')} className="mt-4 flex items-center justify-between gap-4">
      <Button tone="secondary" disabled={page.currentPage <= 1} onClick={() => onPage(page.currentPage - 1)}>
        {t('Newer orders')}
      </Button>
      <p className="text-sm text-ink-muted">
        {t('Page {current} of {pages}', { current: page.currentPage, pages })}
      </p>
      <Button
        tone="secondary"
        disabled={page.currentPage >= pages}
        onClick={() => onPage(page.currentPage + 1)}
      >
        {t('Older orders')}
      </Button>
    </nav>
  );
}

const EMPTY: OrderHistory = { items: [], totalCount: 0, pageSize: 20, currentPage: 1 };
