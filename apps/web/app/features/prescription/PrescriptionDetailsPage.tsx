import {
  offerChoice,
  oneMedicineRefusal,
  PRESCRIPTION_MESSAGES,
  type OfferedMedicine,
  type PrescriptionEntry,
} from '@apteek/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { useStoreView, StoreLink } from '../../shell/index.ts';
import { CentreFrame, HubNotice, StatusMessage, Waiting } from './CentreFrame.tsx';
import { PrescriptionFacts } from './PrescriptionListPage.tsx';
import { IncognitoNotice, NotCheapestConfirmation } from './PrescriptionModals.tsx';
import { prescriptionCartLine, prescriptionLinesOf } from './prescription-line.ts';
import { usePrescriptionCentre, type PrescriptionCentre } from './use-prescription-centre.ts';

/**
 * /prescriptions/details?number=, the prescription offer: the pharmacist's offer arrives
 * through the realtime hub; the customer chooses one medicine and a quantity up to the prescription's.
 */
export function PrescriptionDetailsPage({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const centre = usePrescriptionCentre();
  const { state, access, openOffer } = centre;
  const prescription = state.prescriptions.find((p) => p.number === number) ?? null;
  const [incognitoOpen, setIncognitoOpen] = useState(false);

  // The offer is asked for once per opening; it comes back through PrescriptionDetailCallback.
  const needsOffer = access === 'identified' && prescription !== null && prescription.products === null;
  const isCurrent = state.currentPrescriptionNumber === number;
  useEffect(() => {
    if (needsOffer && !isCurrent && number) void openOffer(number);
  }, [needsOffer, isCurrent, number, openOffer]);

  return (
    <CentreFrame title={prescription?.title ?? t('Prescription')} access={access}>
      <p className="mb-4">
        <StoreLink path="/prescriptions/list" className="text-sm font-semibold text-brand-800 underline">
          {t('Back to the prescriptions')}
        </StoreLink>
      </p>
      <HubNotice phase={centre.hubPhase} />
      {prescription === null ? (
        state.phase === 'listed' || state.phase === 'failed' ? (
          <StatusMessage text={state.status || PRESCRIPTION_MESSAGES.technicalProblem} />
        ) : (
          <p className="rounded-xl border border-line bg-surface p-5 text-ink">
            {t('Open the prescription from your list of prescriptions.')}
          </p>
        )
      ) : (
        <div className="flex flex-col gap-5">
          <section className="rounded-2xl border border-line bg-white p-4 sm:p-5">
            <PrescriptionFacts prescription={prescription} />
          </section>
          {state.isWaitingOffer && isCurrent && (
            <Waiting text={t('A pharmacist is composing your medicine offer…')} />
          )}
          <StatusMessage text={state.status}>
            {state.status === PRESCRIPTION_MESSAGES.noSuitableMedicine && (
              <Button onClick={() => setIncognitoOpen(true)}>{t('Contact a pharmacist')}</Button>
            )}
          </StatusMessage>
          {prescription.products && prescription.products.offers.length > 0 && (
            <OfferChooser prescription={prescription} centre={centre} />
          )}
          <p className="text-sm text-ink-muted">
            {t('A pharmacist advises you free of charge before your order is confirmed.')}{' '}
            <TextButton onClick={() => setIncognitoOpen(true)}>{t('Ask a pharmacist')}</TextButton>
          </p>
        </div>
      )}
      <IncognitoNotice open={incognitoOpen} onClose={() => setIncognitoOpen(false)} />
    </CentreFrame>
  );
}

/** One medicine per prescription, the cheapest preselected; another one warns, an unsuitable one is refused. */
function OfferChooser({
  prescription,
  centre,
}: {
  prescription: PrescriptionEntry;
  centre: PrescriptionCentre;
}) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const offer = prescription.products!;
  const cheapest = offer.offers.find((o) => o.isCheapest) ?? offer.offers[0]!;
  const [chosenSku, setChosenSku] = useState(cheapest.sku);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [added, setAdded] = useState(false);
  const qtyId = useId();
  const chosen = offer.offers.find((o) => o.sku === chosenSku) ?? cheapest;
  const maxQty = offer.qty;

  const add = async (medicine: OfferedMedicine) => {
    if (!centre.cart) return;
    const line = prescriptionCartLine(
      medicine,
      { number: prescription.number, patientCode: offer.patientCode },
      prescription.selectedQty,
    );
    const existing = centre.cartItems.find((item) => item.key === line.key);
    if (existing) {
      await centre.cart.setQty(existing.key, prescription.selectedQty);
    } else {
      await centre.cart.add(line);
    }
    setAdded(true);
  };

  const choose = () => {
    setRefusal(null);
    setAdded(false);
    const taken = oneMedicineRefusal(prescriptionLinesOf(centre.cartItems), {
      sku: chosen.sku,
      prescriptionNumber: prescription.number,
    });
    if (taken) return setRefusal(taken);
    switch (offerChoice(chosen)) {
      case 'refuse-age':
        return setRefusal(PRESCRIPTION_MESSAGES.notForAge);
      case 'confirm-not-cheapest':
        return setConfirming(true);
      case 'add':
        return void add(chosen);
    }
  };

  return (
    <section
      aria-labelledby={`offer-${prescription.number}`}
      className="rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <h2 id={`offer-${prescription.number}`} className="text-lg font-bold text-brand-900">
        {t("The pharmacist's offer")}
      </h2>
      <fieldset className="mt-3 flex flex-col gap-2">
        <legend className="mb-2 text-sm text-ink-muted">
          {t('Choose one medicine for this prescription.')}
        </legend>
        {offer.offers.map((medicine) => (
          <label
            key={medicine.sku}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`medicine-${prescription.number}`}
              value={medicine.sku}
              checked={medicine.sku === chosen.sku}
              onChange={() => {
                setChosenSku(medicine.sku);
                setRefusal(null);
              }}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-semibold text-ink">{medicine.name}</span>
              <span className="flex flex-wrap gap-1.5">
                {medicine.isCheapest && <Badge tone="stock">{t('Cheapest')}</Badge>}
                {!medicine.isSuitableForAge && (
                  <Badge tone="sale">{t("Not suitable for the patient's age")}</Badge>
                )}
              </span>
            </span>
            <span className="shrink-0 font-bold text-ink">{formatMoney(medicine.price, i18n)}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={qtyId} className="block text-sm font-semibold text-ink">
            {t('Quantity (packs)')}
          </label>
          <select
            id={qtyId}
            value={prescription.selectedQty}
            onChange={(event) => centre.selectQty(prescription.number, Number(event.target.value))}
            className="mt-1 min-h-11 rounded-lg border border-line bg-white px-3 text-base"
          >
            {Array.from({ length: maxQty }, (_, i) => i + 1).map((qty) => (
              <option key={qty} value={qty}>
                {qty}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={choose} disabled={centre.cart === null}>
          {t('Add to cart')}
        </Button>
      </div>
      <p className="mt-2 text-xs text-ink-muted">
        {maxQty === 1
          ? t('The prescription allows one pack.')
          : t('The prescription allows at most {quantity} packs.', { quantity: maxQty })}
      </p>
      {refusal && (
        <p role="alert" className="mt-3 rounded-lg bg-sale-soft p-3 text-sm font-medium text-sale">
          {t(refusal)}
        </p>
      )}
      {added && (
        <p
          role="status"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900"
        >
          {t('{medicine} is in your cart.', { medicine: chosen.name })}
          <StoreLink path="/checkout" className="font-semibold text-brand-800 underline">
            {t('Proceed to checkout')}
          </StoreLink>
        </p>
      )}
      <NotCheapestConfirmation
        open={confirming}
        medicine={chosen.name}
        cheapest={cheapest.name}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void add(chosen);
        }}
      />
    </section>
  );
}
