import { useId, useState } from 'react';
import { STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { ApiError } from '../../api/api-error.ts';
import { formatMoney } from '../../i18n/format-money.ts';
import { formatDateTime } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { ProductLines } from './StaffCard.tsx';
import {
  StaffLoaded,
  StaffOutcomeMessage,
  useStaffData,
  useStaffSteps,
  type StaffOutcome,
} from './staff-data.tsx';
import { staffReturnsApi, type StaffReturn } from './staff-returns-api.ts';

/** The store's own money and dates for a request (the order's store, whatever the staff's language). */
const storeOf = (request: StaffReturn) => STORE_VIEWS[request.storeCode as StoreCode].i18n;

type Decision = 'accept' | 'receive' | { refuse: string };

/** A refund the payment provider did not take (or could not be asked for) changed nothing. */
const PROVIDER_REFUSED =
  'The payment provider did not take the refund; nothing was changed. Try again in a few minutes.';

/** What staff read once a step is taken: the order, and the refund when the goods arrived. */
function outcomeOf(answer: StaffReturn): StaffOutcome {
  const number = answer.orderNumber;
  if (answer.state === 'accepted')
    return {
      tone: 'success',
      text: 'The return of order {number} is accepted; the customer was e-mailed how to send the products back.',
      values: { number },
    };
  if (answer.state === 'received')
    return {
      tone: 'success',
      text:
        answer.refundBy === 'manual'
          ? 'The goods of order {number} are received: refund {amount} by bank transfer.'
          : 'The goods of order {number} are received and {amount} refunded.',
      values: { number, amount: formatMoney(answer.refunded ?? 0, storeOf(answer)) },
    };
  return { tone: 'success', text: 'The return of order {number} is refused.', values: { number } };
}

/**
 * Customers' open return requests on the fulfilment page: what comes back and why; accepting one
 * (the customer is e-mailed how to send the goods back), then confirming its goods arrived (the
 * refund follows), or refusing it with a reason the customer reads.
 */
export function StaffReturns() {
  const { t } = useTranslation();
  const requests = useStaffData(() => staffReturnsApi.open());
  const { busy, outcome, take } = useStaffSteps<number>();

  /** A step's answer, or the refund the payment provider did not take, which changed nothing. */
  async function answerOf(request: StaffReturn, decision: Decision): Promise<StaffReturn | null> {
    try {
      return decision === 'accept'
        ? await staffReturnsApi.accept(request.returnId)
        : decision === 'receive'
          ? await staffReturnsApi.receive(request.returnId)
          : await staffReturnsApi.refuse(request.returnId, decision.refuse);
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'provider_unavailable') return null;
      throw error;
    }
  }

  const decide = (request: StaffReturn, decision: Decision) =>
    take(request.returnId, async () => {
      const answer = await answerOf(request, decision);
      if (!answer) return { tone: 'error', text: PROVIDER_REFUSED };
      // An accepted request stays, waiting for its goods; a received or refused one is done.
      requests.setData(
        (list) =>
          list?.flatMap((other) =>
            other.returnId !== request.returnId ? [other] : answer.state === 'accepted' ? [answer] : [],
          ) ?? null,
      );
      return outcomeOf(answer);
    });

  return (
    <section aria-labelledby="staff-returns" className="flex flex-col gap-4">
      <h2 id="staff-returns" className="text-xl font-bold text-ink">
        {t('Return requests')}
      </h2>
      <StaffOutcomeMessage outcome={outcome} />
      <StaffLoaded loaded={requests} empty={t('No return requests are waiting.')}>
        {(list) =>
          list.map((request) => (
            <ReturnCard
              key={request.returnId}
              request={request}
              busy={busy === request.returnId}
              onDecide={(decision) => void decide(request, decision)}
            />
          ))
        }
      </StaffLoaded>
    </section>
  );
}

function ReturnCard({
  request,
  busy,
  onDecide,
}: {
  request: StaffReturn;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const store = storeOf(request);
  return (
    <article
      aria-label={t('Return request for order {number}', { number: request.orderNumber })}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold text-ink">
          {t('Return request for order {number}', { number: request.orderNumber })}
        </h3>
        <p className="text-sm text-ink-muted">
          {request.customerName} · {formatDateTime(request.requestedAt, store)}
        </p>
      </header>
      <ProductLines label={t('Products to return')} lines={request.lines} />
      <p className="text-sm text-ink">
        {t('Reason')}: {request.reason}
      </p>
      {request.state === 'accepted' && request.decidedAt && (
        <p className="text-sm font-semibold text-brand-900">
          {t('Accepted on {date}: waiting for the goods.', {
            date: formatDateTime(request.decidedAt, store),
          })}
        </p>
      )}
      <p className="text-sm text-ink">
        {t(
          request.refundBy === 'manual'
            ? 'Refund {amount} by bank transfer (cash on delivery).'
            : 'Refund {amount} through the payment provider.',
          { amount: formatMoney(request.amount, store) },
        )}
      </p>
      {refusing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onDecide({ refuse: reason });
          }}
        >
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-ink">
            {t('Reason for refusing (the customer sees it)')}
          </label>
          <textarea
            id={`${id}-reason`}
            required
            maxLength={1000}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="rounded-lg border border-line bg-white px-3 py-2 text-base text-ink"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" tone="secondary" disabled={busy}>
              {t('Refuse the return')}
            </Button>
            <Button type="button" tone="secondary" onClick={() => setRefusing(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          {request.state === 'accepted' ? (
            <Button type="button" disabled={busy} onClick={() => onDecide('receive')}>
              {t('Goods received: refund')}
            </Button>
          ) : (
            <Button type="button" disabled={busy} onClick={() => onDecide('accept')}>
              {t('Accept the return')}
            </Button>
          )}
          <Button type="button" tone="secondary" disabled={busy} onClick={() => setRefusing(true)}>
            {t('Refuse')}
          </Button>
        </div>
      )}
    </article>
  );
}
