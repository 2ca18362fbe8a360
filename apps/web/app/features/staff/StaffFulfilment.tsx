import type { LifeStage } from '@apteek/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { fulfilmentApi, type FulfilmentOrder, type FulfilmentStep } from './staff-fulfilment-api.ts';
import { useStaffPath } from './staff-language.ts';
import { StaffReturns } from './StaffReturns.tsx';

const STAGES: Partial<Record<LifeStage, string>> = {
  paid: 'Waiting to be picked',
  picking: 'Being picked',
  packed: 'Packed',
  readyForPickup: 'Ready for pickup',
};

/** The next step of an order at its stage, and the button's text. */
function nextStep(order: FulfilmentOrder): { step: FulfilmentStep; text: string } | null {
  switch (order.stage) {
    case 'paid':
      return { step: 'pick', text: 'Start picking' };
    case 'picking':
      return { step: 'pack', text: 'Packed' };
    case 'packed':
      return order.shippingType === 'Pickup'
        ? { step: 'ready-for-pickup', text: 'Ready for pickup' }
        : { step: 'hand-over', text: 'Hand to carrier' };
    case 'readyForPickup':
      return { step: 'collected', text: 'Collected' };
    default:
      return null;
  }
}

type Outcome = { tone: 'success' | 'error'; text: string; values?: Record<string, string>; label?: string };

/** The fulfilment queue: paid orders oldest first, each with its lines and its next step. */
export function StaffFulfilment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginPath = useStaffPath()('/staff/login');
  const [orders, setOrders] = useState<FulfilmentOrder[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    fulfilmentApi.queue().then(
      (list) => isCurrent && setOrders(list),
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) void navigate(loginPath, { replace: true });
        else setOutcome({ tone: 'error', text: error instanceof Error ? error.message : SOMETHING_WRONG });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [loginPath, navigate]);

  async function take(order: FulfilmentOrder, step: FulfilmentStep) {
    setBusy(order.orderId);
    setOutcome(null);
    try {
      const answer = await fulfilmentApi.step(order.orderId, step);
      const leaves = answer.stage === 'handedToCarrier' || answer.stage === 'collected';
      setOrders(
        (list) =>
          list?.flatMap((other) =>
            other.orderId !== order.orderId ? [other] : leaves ? [] : [{ ...other, ...answer }],
          ) ?? null,
      );
      setOutcome({
        tone: 'success',
        text: answer.trackingNumber
          ? 'Order {number} is with the carrier: {tracking}.'
          : answer.pickupCode
            ? 'Order {number} is ready for pickup with the code {code}.'
            : 'Order {number} is updated.',
        values: {
          number: answer.orderNumber,
          tracking: answer.trackingNumber ?? '',
          code: answer.pickupCode ?? '',
        },
        ...(answer.trackingNumber ? { label: fulfilmentApi.labelUrl(order.orderId) } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        return void navigate(loginPath, { replace: true });
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : SOMETHING_WRONG });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{t('Fulfilment')}</h1>
        <p className="text-ink-muted">{t('Paid orders, oldest first: pick, pack and hand them over.')}</p>
      </div>
      {outcome && (
        <FormMessage tone={outcome.tone}>
          {t(outcome.text, outcome.values ?? {})}{' '}
          {outcome.label && (
            <a href={outcome.label} target="_blank" rel="noreferrer" className="font-semibold underline">
              {t('Open the label')}
            </a>
          )}
        </FormMessage>
      )}
      {!orders ? (
        <p role="status" className="text-ink-muted">
          {t('Loading…')}
        </p>
      ) : orders.length === 0 ? (
        <p className="text-ink">{t('No orders wait for fulfilment.')}</p>
      ) : (
        orders.map((order) => {
          const next = nextStep(order);
          return (
            <article
              key={order.orderId}
              aria-label={t('Order {number}', { number: order.orderNumber })}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
            >
              <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <h2 className="text-lg font-semibold text-ink">
                  {t('Order {number}', { number: order.orderNumber })}
                </h2>
                <p className="text-sm text-ink-muted">{t(STAGES[order.stage] ?? order.stage)}</p>
                {order.isColdChain && <Badge tone="rx">{t('Cold chain')}</Badge>}
              </header>
              <ul className="flex flex-col gap-1 text-sm text-ink" aria-label={t('Products in the order')}>
                {order.lines.map((line, index) => (
                  <li key={`${line.sku}-${index}`}>
                    <span className="font-semibold">{line.name}</span> × {line.qty}{' '}
                    <span className="text-ink-muted">({line.sku})</span>
                  </li>
                ))}
              </ul>
              {next && (
                <div>
                  <Button
                    type="button"
                    disabled={busy === order.orderId}
                    onClick={() => void take(order, next.step)}
                  >
                    {t(next.text)}
                  </Button>
                </div>
              )}
            </article>
          );
        })
      )}
      <StaffReturns />
    </div>
  );
}
