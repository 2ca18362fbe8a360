import { CANCELLABLE_FROM, OrderLifeAnswerSchema, OrderViewSchema, type OrderView } from '@apteek/domain';
import { useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { callApi } from '../../api/client.ts';
import { formatMoney } from '../../i18n/format-money.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';

/**
 * The customer's cancel of an order nobody has packed yet (CANCELLABLE_FROM.customer): asked once
 * more, sent with the order's code, and the order read again so the page shows it cancelled with
 * what was refunded. A refusal (packed meanwhile) is shown in the store's language.
 */
export function OrderCancel({
  order,
  onChanged,
}: {
  order: OrderView;
  onChanged: (order: OrderView) => void;
}) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const cancellable = (CANCELLABLE_FROM.customer as readonly string[]).includes(order.lifeStage);

  async function cancel() {
    setBusy(true);
    try {
      const path = `/api/order/${encodeURIComponent(order.orderId)}`;
      const body = { orderCode: order.orderCode };
      await callApi(`${path}/cancel`, {
        method: 'POST',
        body,
        locale: i18n.locale,
        result: OrderLifeAnswerSchema,
      });
      const again = await callApi(`${path}?orderCode=${encodeURIComponent(order.orderCode)}`, {
        locale: i18n.locale,
        result: OrderViewSchema,
      });
      const refunded = again.result.totals.refunded;
      setOutcome({
        tone: 'success',
        text:
          refunded > 0
            ? t('The order is cancelled. {amount} is refunded to you.', {
                amount: formatMoney(refunded, i18n),
              })
            : t('The order is cancelled.'),
      });
      onChanged(again.result);
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof ApiError ? t(error.message) : t(SOMETHING_WRONG) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      {cancellable &&
        (asking ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-ink">{t('Cancel this order? What you paid is refunded.')}</p>
            <Button tone="secondary" disabled={busy} onClick={() => void cancel()}>
              {t('Yes, cancel the order')}
            </Button>
            <Button tone="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('No, keep it')}
            </Button>
          </div>
        ) : (
          <Button tone="secondary" onClick={() => setAsking(true)}>
            {t('Cancel the order')}
          </Button>
        ))}
    </div>
  );
}
