import { use, useEffect, useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { formatMoney } from '../../i18n/format-money.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { staffFormat, StaffLanguageContext } from './staff-language.ts';
import { staffOffersApi, type OfferRequest, type SuitableProducts } from './staff-offers-api.ts';

/**
 * One request's offer: the suitable products in stock, cheapest first; the cheapest is chosen and
 * stays chosen (it must be offered), the others the pharmacist adds. Sent, the customer's
 * prescription centre shows it at once.
 */
export function StaffOfferForm({
  request,
  onAnswered,
}: {
  request: OfferRequest;
  onAnswered: (message: string, tone: 'success' | 'error') => void;
}) {
  const { t } = useTranslation();
  const language = use(StaffLanguageContext);
  // Prices as the Estonian store or the English one shows them.
  const money = staffFormat(language);
  const [products, setProducts] = useState<SuitableProducts | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    staffOffersApi.suitableProducts(request.id).then(
      (found) => {
        if (!isCurrent) return;
        setProducts(found);
        setChosen(new Set(found.offers.filter((offer) => offer.isCheapest).map((offer) => offer.sku)));
      },
      (error: unknown) => isCurrent && setFailure(error instanceof Error ? error.message : SOMETHING_WRONG),
    );
    return () => {
      isCurrent = false;
    };
  }, [request.id]);

  function toggle(sku: string) {
    setChosen((before) => {
      const after = new Set(before);
      if (after.has(sku)) after.delete(sku);
      else after.add(sku);
      return after;
    });
  }

  async function send() {
    setIsSending(true);
    try {
      await staffOffersApi.send(request.id, [...chosen]);
      onAnswered(
        t('The offer for prescription {number} was sent.', { number: request.prescriptionNumber }),
        'success',
      );
    } catch (error) {
      const refused = error instanceof ApiError ? error : null;
      if (refused?.status === 404) onAnswered(t('This request was already answered.'), 'error');
      else setFailure(refused?.errors[0]?.message ?? refused?.message ?? SOMETHING_WRONG);
    } finally {
      setIsSending(false);
    }
  }

  if (!products && !failure)
    return (
      <p role="status" className="text-ink-muted">
        {t('Loading…')}
      </p>
    );
  return (
    <form
      className="flex flex-col gap-4"
      aria-label={t('Offer for prescription {number}', { number: request.prescriptionNumber })}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {failure && <FormMessage tone="error">{t(failure)}</FormMessage>}
      {products?.result === 'NoSuitableMedicine' ? (
        <p className="text-ink">{t('No suitable medicine in stock: the customer is told so.')}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-ink">{t('Products to offer')}</legend>
          {products?.offers.map((offer) => (
            <label
              key={offer.sku}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line p-3"
            >
              <input
                type="checkbox"
                checked={chosen.has(offer.sku)}
                disabled={offer.isCheapest}
                onChange={() => toggle(offer.sku)}
              />
              <span className="font-semibold text-ink">{offer.name}</span>
              <span className="text-sm text-ink-muted">{offer.sku}</span>
              <span className="ml-auto font-semibold text-ink">{formatMoney(offer.priceCents, money)}</span>
              {offer.isCheapest && (
                <span className="rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
                  {t('Cheapest')}
                </span>
              )}
              {!offer.isSuitableForAge && (
                <span className="text-sm font-semibold text-sale">{t('Not for the patient’s age')}</span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <Button type="submit" disabled={isSending || !products}>
          {t('Send offer')}
        </Button>
      </div>
    </form>
  );
}
