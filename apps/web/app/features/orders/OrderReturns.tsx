import { useEffect, useId, useState, type FormEvent } from 'react';
import { SELLER, type OrderView } from '@apteek/domain';
import { SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { formatDate, formatDateTime } from '../../i18n/formatters.ts';
import { useStoreView } from '../../shell/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { returnsApi, type OrderReturns } from './returns-api.ts';

type Request = OrderReturns['requests'][number];

/**
 * The order's returns: the withdrawal function (choose the units, say why, confirm) while the
 * 14 days after delivery run and something but medicines can come back, then each request with
 * its state and refund. Nothing shows for an order not yet received without requests.
 */
export function OrderReturnsSection({ order }: { order: Pick<OrderView, 'orderId' | 'orderCode'> }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const [returns, setReturns] = useState<OrderReturns | null>(null);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);

  const { orderId, orderCode } = order;
  useEffect(() => {
    let current = true;
    returnsApi.read({ orderId, orderCode }, i18n.locale).then(
      (answer) => current && setReturns(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [orderId, orderCode, i18n.locale]);

  if (!returns) return null;
  const returnable = returns.lines.some((line) => line.returnable > 0);
  const periodOver = !returns.window.open && returns.window.deadline !== null;
  if (!returnable && returns.requests.length === 0 && !periodOver) return null;
  return (
    <section aria-labelledby="order-returns" className="flex flex-col gap-3">
      <h2 id="order-returns" className="text-lg font-bold text-brand-900">
        {t('Returns')}
      </h2>
      {done && (
        <FormMessage tone="success">
          {t('We have received your return request and sent you a confirmation by e-mail.')}
        </FormMessage>
      )}
      {returns.window.open && returns.window.deadline && returnable && (
        <p className="text-ink">
          {t('Products other than medicines can be returned until {date}.', {
            date: formatDate(new Date(new Date(returns.window.deadline).getTime() - 1), i18n),
          })}
        </p>
      )}
      {periodOver && returns.window.refusal && <p className="text-ink-muted">{t(returns.window.refusal)}</p>}
      {returnable &&
        (open ? (
          <ReturnForm
            order={order}
            returns={returns}
            onCancel={() => setOpen(false)}
            onDone={(answer) => {
              setReturns(answer);
              setOpen(false);
              setDone(true);
            }}
          />
        ) : (
          <div>
            <Button tone="secondary" onClick={() => (setOpen(true), setDone(false))}>
              {t('Withdraw from the contract here')}
            </Button>
          </div>
        ))}
      {returns.requests.length > 0 && (
        <ul className="flex flex-col gap-3">
          {returns.requests.map((request) => (
            <RequestItem key={request.returnId} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ request }: { request: Request }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const money = (cents: number) => formatMoney(cents, i18n);
  const states: Record<Request['state'], () => string> = {
    requested: () => t('Waiting for us to accept the return'),
    accepted: () =>
      t('Accepted: send the products to {address} by {date}. We refund {amount} once they reach us.', {
        address: `${SELLER.name}, ${SELLER.address}`,
        date: formatDate(new Date(new Date(request.sendBackBy ?? request.requestedAt).getTime() - 1), i18n),
        amount: money(request.amount),
      }),
    received: () => t('Products received: {amount} refunded', { amount: money(request.refunded ?? 0) }),
    refused: () => t('Refused: {reason}', { reason: request.refusalReason ?? '' }),
  };
  const state = states[request.state]();
  return (
    <li className="rounded-xl border border-line bg-white p-4" aria-label={t('Return request')}>
      <p className="font-semibold text-ink">
        {t('Return request of {date}', { date: formatDateTime(request.requestedAt, i18n) })}
      </p>
      <ul className="mt-1 text-sm text-ink">
        {request.lines.map((line) => (
          <li key={line.lineId}>
            {line.name} × {line.qty}
          </li>
        ))}
      </ul>
      <p
        className={`mt-2 text-sm font-semibold ${request.state === 'refused' ? 'text-sale' : 'text-brand-900'}`}
      >
        {state}
      </p>
    </li>
  );
}

function ReturnForm({
  order,
  returns,
  onCancel,
  onDone,
}: {
  order: Pick<OrderView, 'orderId' | 'orderCode'>;
  returns: OrderReturns;
  onCancel: () => void;
  onDone: (answer: OrderReturns) => void;
}) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const id = useId();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [unopened, setUnopened] = useState<Record<number, boolean>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const medicines = returns.lines.some((line) => line.kind === 'medicine');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const lines = returns.lines
      .filter((line) => (quantities[line.lineId] ?? 0) > 0)
      .map((line) => ({
        lineId: line.lineId,
        qty: quantities[line.lineId]!,
        ...(line.kind === 'sealed' ? { unopened: unopened[line.lineId] === true } : {}),
      }));
    setBusy(true);
    try {
      onDone(await returnsApi.request(order, { reason, lines }, i18n.locale));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : SOMETHING_WRONG);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-ink">{t('Choose the products to return')}</legend>
        {returns.lines
          .filter((line) => line.returnable > 0)
          .map((line) => (
            <div key={line.lineId} className="flex flex-col gap-1">
              <label className="flex flex-wrap items-center justify-between gap-2 text-ink">
                <span>{line.name}</span>
                <select
                  aria-label={t('{name}: quantity to return', { name: line.name })}
                  value={quantities[line.lineId] ?? 0}
                  onChange={(event) =>
                    setQuantities({ ...quantities, [line.lineId]: Number(event.target.value) })
                  }
                  className="min-h-11 rounded-lg border border-line bg-white px-3 text-base"
                >
                  {Array.from({ length: line.returnable + 1 }, (_, qty) => (
                    <option key={qty} value={qty}>
                      {qty}
                    </option>
                  ))}
                </select>
              </label>
              {line.kind === 'sealed' && (quantities[line.lineId] ?? 0) > 0 && (
                <label className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={unopened[line.lineId] === true}
                    onChange={(event) => setUnopened({ ...unopened, [line.lineId]: event.target.checked })}
                  />
                  {t('The package is unopened')}
                </label>
              )}
            </div>
          ))}
        {medicines && <p className="text-sm text-ink-muted">{t('Medicines cannot be returned.')}</p>}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-ink">
          {t('Reason for the return')}
        </label>
        <textarea
          id={`${id}-reason`}
          required
          maxLength={1000}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand-700"
        />
      </div>
      <p className="text-sm text-ink-muted">
        {t(
          'Send the products back unused and in their original package within 14 days. We refund the money once they reach us.',
        )}
      </p>
      {error && <FormMessage tone="error">{t(error)}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {t('Confirm withdrawal')}
        </Button>
        <Button type="button" tone="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
