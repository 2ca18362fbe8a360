import { useState } from 'react';
import { formatPharmacyClock } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { DutySwitch } from './DutySwitch.tsx';
import { StaffOfferForm } from './StaffOfferForm.tsx';
import { useStaffMember } from './StaffShell.tsx';
import { StaffPage } from './StaffCard.tsx';
import { StaffLoaded, useStaffData } from './staff-data.tsx';
import { staffOffersApi, type OfferRequest } from './staff-offers-api.ts';

/** How often the queue is asked again: a new request shows within seconds. */
export const OFFER_QUEUE_POLL_MS = 5_000;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Prescription offers: the requests waiting for the pharmacist on duty, oldest
 * first, refreshed every few seconds; one opened shows its suitable products and sends the offer.
 */
export function StaffOffers() {
  const { t } = useTranslation();
  const { onDuty } = useStaffMember();
  const requests = useStaffData(() => staffOffersApi.waiting(), { pollMs: OFFER_QUEUE_POLL_MS });
  const [openId, setOpenId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function answered(request: OfferRequest, text: string, tone: 'success' | 'error') {
    requests.setData((list) => list?.filter((other) => other.id !== request.id) ?? null);
    setOpenId(null);
    setOutcome({ tone, text });
  }

  return (
    <StaffPage
      title={t('Prescription offers')}
      note={t(
        'Requests wait here while you are on duty; unanswered, the automatic offer goes at the time shown.',
      )}
    >
      {!onDuty && (
        <section className="rounded-2xl border border-line bg-white p-5">
          <DutySwitch />
        </section>
      )}
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <StaffLoaded loaded={requests} empty={t('No requests are waiting.')}>
        {(list) =>
          list.map((request) => (
            <OfferRequestCard
              key={request.id}
              request={request}
              isOpen={openId === request.id}
              onOpen={() => setOpenId(request.id)}
              onAnswered={(text, tone) => answered(request, text, tone)}
            />
          ))
        }
      </StaffLoaded>
    </StaffPage>
  );
}

function OfferRequestCard({
  request,
  isOpen,
  onOpen,
  onAnswered,
}: {
  request: OfferRequest;
  isOpen: boolean;
  onOpen: () => void;
  onAnswered: (text: string, tone: 'success' | 'error') => void;
}) {
  const { t } = useTranslation();
  const heading = t('Prescription {number}', { number: request.prescriptionNumber });
  const { medicine } = request;
  const fallbackTime = formatPharmacyClock(request.fallbackAt);
  return (
    <article aria-label={heading} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5">
      <h2 className="text-lg font-semibold text-brand-800">{heading}</h2>
      <p className="font-semibold text-ink">{request.title}</p>
      <p className="text-sm text-ink-muted">
        {medicine.kind === 'active-substance'
          ? t('Active substance {atc}, {strength}, {form}', { ...medicine })
          : t('Product {sku}', { sku: medicine.sku })}
        {' · '}
        {t('{qty} pack|{qty} packs', { qty: request.qty })} ·{' '}
        {t('Compensation {rate}%', { rate: request.rate })}
      </p>
      <p className="text-sm text-ink-muted">{t('Automatic offer at {time}', { time: fallbackTime })}</p>
      {isOpen ? (
        <StaffOfferForm request={request} onAnswered={onAnswered} />
      ) : (
        <div>
          <button type="button" onClick={onOpen} className="font-semibold text-brand-700 underline">
            {t('Compose the offer')}
          </button>
        </div>
      )}
    </article>
  );
}
