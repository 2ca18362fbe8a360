import type { LifeStage } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { fulfilmentApi, type FulfilmentOrder, type FulfilmentStep } from './staff-fulfilment-api.ts';
import { ProductLines, StaffPage } from './StaffCard.tsx';
import {
  StaffLoaded,
  StaffOutcomeMessage,
  useStaffData,
  useStaffSteps,
  type StaffOutcome,
} from './staff-data.tsx';
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

/** A step's outcome; a parcel handed to its carrier comes with its label. */
type Outcome = StaffOutcome & { label?: string };

/** The fulfilment queue: paid orders oldest first, each with its lines and its next step. */
export function StaffFulfilment() {
  const { t } = useTranslation();
  const orders = useStaffData(() => fulfilmentApi.queue());
  const { busy, outcome, take } = useStaffSteps<string, Outcome>();
  const label = outcome && 'label' in outcome ? outcome.label : undefined;

  const takeStep = (order: FulfilmentOrder, step: FulfilmentStep) =>
    take(order.orderId, async () => {
      const answer = await fulfilmentApi.step(order.orderId, step);
      const leaves = answer.stage === 'handedToCarrier' || answer.stage === 'collected';
      orders.setData(
        (list) =>
          list?.flatMap((other) =>
            other.orderId !== order.orderId ? [other] : leaves ? [] : [{ ...other, ...answer }],
          ) ?? null,
      );
      return {
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
      };
    });

  return (
    <StaffPage title={t('Fulfilment')} note={t('Paid orders, oldest first: pick, pack and hand them over.')}>
      <StaffOutcomeMessage outcome={outcome}>
        {' '}
        {label && (
          <a href={label} target="_blank" rel="noreferrer" className="font-semibold underline">
            {t('Open the label')}
          </a>
        )}
      </StaffOutcomeMessage>
      <StaffLoaded loaded={orders} empty={t('No orders wait for fulfilment.')}>
        {(list) =>
          list.map((order) => {
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
                <ProductLines label={t('Products in the order')} lines={order.lines} />
                {next && (
                  <div>
                    <Button
                      type="button"
                      disabled={busy === order.orderId}
                      onClick={() => void takeStep(order, next.step)}
                    >
                      {t(next.text)}
                    </Button>
                  </div>
                )}
              </article>
            );
          })
        }
      </StaffLoaded>
      <StaffReturns />
    </StaffPage>
  );
}
