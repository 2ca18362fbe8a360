import type { LifeStage, OrderView } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatDateTime } from '../../i18n/formatters.ts';
import { useStoreView } from '../../shell/index.ts';

/** Each stage's name as the customer reads it. */
export const STAGE_NAMES: Record<LifeStage, string> = {
  placed: 'Order placed',
  paid: 'Paid',
  picking: 'Being picked',
  packed: 'Packed',
  handedToCarrier: 'Handed to the carrier',
  delivered: 'Delivered',
  readyForPickup: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** The stages the order reached with their times, the ones ahead greyed, the tracking link at the hand-over. */
export function OrderTimeline({ order }: { order: Pick<OrderView, 'timeline' | 'delivery'> }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const { trackingNumber, trackingUrl } = order.delivery;
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="text-lg font-bold text-brand-900">
        {t('Order status')}
      </h2>
      <ol className="mt-3 flex flex-col gap-0">
        {order.timeline.map((step) => (
          <li key={step.stage} className="relative flex gap-3 pb-4 last:pb-0">
            <span
              aria-hidden="true"
              className={`mt-1 size-3.5 shrink-0 rounded-full border-2 ${
                step.at ? 'border-brand-700 bg-brand-700' : 'border-line bg-white'
              }`}
            />
            <div className={step.at ? 'text-ink' : 'text-ink-muted'}>
              <p className={step.at ? 'font-semibold' : ''}>
                {t(STAGE_NAMES[step.stage])}
                {!step.at && <span className="sr-only"> ({t('not yet')})</span>}
              </p>
              {step.at && <p className="text-sm text-ink-muted">{formatDateTime(step.at, i18n)}</p>}
              {step.stage === 'handedToCarrier' && step.at && trackingNumber && (
                <p className="text-sm">
                  {t('Tracking number')}:{' '}
                  {trackingUrl ? (
                    <a
                      href={trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-700 underline"
                    >
                      {trackingNumber}
                    </a>
                  ) : (
                    trackingNumber
                  )}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
