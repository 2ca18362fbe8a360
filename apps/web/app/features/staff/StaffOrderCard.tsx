import { use, useId, useState } from 'react';
import { formatDateTime } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { checkNoteText, ORDER_STATUS_TEXTS } from './check-note-text.ts';
import { ProductLines } from './StaffCard.tsx';
import type { OrderToCheck } from './staff-api.ts';
import { staffFormat, StaffLanguageContext } from './staff-language.ts';

const REASONS = {
  prescription: { text: 'Prescription order', tone: 'rx' },
  manualCheck: { text: 'Manual check', tone: 'sale' },
} as const;

export interface OrderActions {
  approve: (order: OrderToCheck) => Promise<void>;
  /** Answers the problem with the reason to show under its field, or null when the order was cancelled. */
  cancel: (order: OrderToCheck, reason: string) => Promise<string | null>;
}

/** One order waiting for a pharmacist: what it holds, why it waits, approve, or cancel with a reason. */
export function StaffOrderCard({
  order,
  actions,
  isBusy,
}: {
  order: OrderToCheck;
  actions: OrderActions;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const format = staffFormat(use(StaffLanguageContext));
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function cancel() {
    if (reason.trim() === '') {
      setReasonError(t('A reason is required.'));
      return;
    }
    setReasonError(await actions.cancel(order, reason.trim()));
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
    >
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {t('Order {number}', { number: order.orderNumber })}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('Placed {date}', { date: formatDateTime(order.createdAt, format) })} ·{' '}
          {t(ORDER_STATUS_TEXTS[order.status])}
        </p>
        <p className="flex gap-2">
          {order.reasons.map((why) => (
            <Badge key={why} tone={REASONS[why].tone}>
              {t(REASONS[why].text)}
            </Badge>
          ))}
        </p>
      </header>
      {order.note && (
        <p className="rounded-lg bg-sale-soft px-3 py-2 text-sm text-ink">
          {checkNoteText(order.note, t, format)}
        </p>
      )}
      <ProductLines
        label={t('Products in the order')}
        lines={order.lines}
        more={(line) =>
          line.prescriptionNumber && (
            <span className="text-ink-muted">
              {' '}
              · {t('Prescription {number}', { number: line.prescriptionNumber })}
            </span>
          )
        }
      />
      <div className="flex flex-col gap-4 border-t border-line pt-4">
        <Button className="sm:self-start" disabled={isBusy} onClick={() => void actions.approve(order)}>
          {t('Approve')}
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-ink">
              {t('Reason for cancelling (the customer sees it)')}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={500}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
              className="rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand-700 aria-invalid:border-sale"
            />
            {reasonError && (
              <p id={`${id}-reason-error`} className="text-sm font-medium text-sale">
                {reasonError}
              </p>
            )}
          </div>
          <Button tone="secondary" disabled={isBusy} onClick={() => void cancel()}>
            {t('Cancel order')}
          </Button>
        </div>
      </div>
    </article>
  );
}
