import { LOYALTY_CARD_MESSAGES, isValidEan13, normaliseCardNumber, type LoyaltyCard } from '@apteek/domain';
import { useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { formatDate } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { notify, useStoreView } from '../../shell/index.ts';
import { Button } from '../../ui/Button.tsx';
import {
  AccountForm,
  FormField,
  FormMessage,
  fieldOf,
  serverFieldErrors,
  useFormProblems,
} from '../../ui/form/index.ts';
import { sessionStore, useLoaded } from '../account/index.ts';
import { Ean13Barcode } from './Ean13Barcode.tsx';
import { loyaltyApi } from './loyalty-api.ts';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; card: LoyaltyCard | null };

/** The number in groups as printed under a barcode: 1 234567 890123. */
const grouped = (number: string) => `${number[0]} ${number.slice(1, 7)} ${number.slice(7)}`;

async function api(storeCode: Parameters<typeof loyaltyApi>[0]) {
  const store = await sessionStore();
  if (!store?.auth) throw new ApiError('session-ended', 401, SOMETHING_WRONG);
  return loyaltyApi(storeCode, store.auth);
}

/**
 * /my-account?page=loyalty-card: outside the programme, joining (a digital card at once); with a
 * card, its EAN-13 barcode to show at the till, and leaving. Either way a plastic card the customer
 * already holds can be added by its number, replacing the card shown.
 */
export function LoyaltyCardSection() {
  const { t } = useTranslation();
  const { storeCode, i18n } = useStoreView();
  const loaded = useLoaded<Loaded>(
    { kind: 'loading' },
    async () => {
      try {
        return { kind: 'ready', card: await (await api(storeCode)).read() };
      } catch {
        return { kind: 'failed' };
      }
    },
    storeCode,
  );
  // What the customer changed here since the load: the card now, or null after leaving.
  const [changed, setChanged] = useState<{ card: LoyaltyCard | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function act(call: (cards: ReturnType<typeof loyaltyApi>) => Promise<LoyaltyCard | null>) {
    setFailure(null);
    setBusy(true);
    try {
      const card = await call(await api(storeCode));
      setChanged({ card });
      return card;
    } catch (error) {
      setFailure(t(error instanceof ApiError ? error.message : SOMETHING_WRONG));
      return undefined;
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (loaded.kind === 'loading') return <p className="text-ink-muted">{t('Loading…')}</p>;
  if (loaded.kind === 'failed')
    return <FormMessage tone="error">{t('Technical problem occurred. Please try again later.')}</FormMessage>;
  const card = changed ? changed.card : loaded.card;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section
        aria-labelledby="loyalty-heading"
        className="flex flex-col gap-4 rounded-xl border border-line p-5"
      >
        <h2 id="loyalty-heading" className="text-lg font-bold text-brand-900">
          {t('Loyalty card')}
        </h2>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {card ? (
          <>
            <div className="flex flex-col items-center gap-2 rounded-lg border border-line bg-white p-4">
              <Ean13Barcode
                number={card.number}
                label={t('Barcode of the card {number}', { number: card.number })}
              />
              <p className="text-sm text-ink">{t("Show this barcode at the pharmacy's till.")}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="font-semibold text-ink-muted">{t('Card number')}</dt>
              <dd className="font-mono text-ink" data-testid="loyalty-card-number">
                {grouped(card.number)}
              </dd>
              <dt className="font-semibold text-ink-muted">
                {t(card.kind === 'digital' ? 'Digital card' : 'Plastic card')}
              </dt>
              <dd className="text-ink">{t('Member since {date}', { date: formatDate(card.since, i18n) })}</dd>
            </dl>
            {confirming ? (
              <div role="group" aria-label={t('Leave the loyalty programme')} className="flex flex-col gap-3">
                <p className="text-ink">
                  {t(
                    'Your card will be deactivated and can no longer be used at the till. Leave the programme?',
                  )}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button
                    disabled={busy}
                    onClick={() =>
                      void act((cards) => cards.leave()).then((left) => {
                        if (left === null)
                          notify({ type: 'success', message: t('You have left the loyalty programme.') });
                      })
                    }
                  >
                    {t('Yes, leave')}
                  </Button>
                  <Button tone="secondary" onClick={() => setConfirming(false)}>
                    {t('Cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button tone="secondary" className="self-start" onClick={() => setConfirming(true)}>
                {t('Leave the loyalty programme')}
              </Button>
            )}
          </>
        ) : (
          <>
            <p className="text-ink">
              {t(
                "Join the loyalty programme to get a digital loyalty card at once. Show its barcode at the pharmacy's till.",
              )}
            </p>
            <Button className="self-start" disabled={busy} onClick={() => void act((cards) => cards.join())}>
              {t('Join the loyalty programme')}
            </Button>
          </>
        )}
      </section>
      <PlasticCardForm onRegistered={(registered) => setChanged({ card: registered })} />
    </div>
  );
}

/** Adds a plastic card by the 13 digits under its barcode; a wrong number is refused before it is sent. */
function PlasticCardForm({ onRegistered }: { onRegistered: (card: LoyaltyCard) => void }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();

  async function submit(form: HTMLFormElement, data: FormData) {
    const cardNumber = normaliseCardNumber(fieldOf(data, 'cardNumber'));
    setFailure(null);
    if (!accept(form, isValidEan13(cardNumber) ? {} : { cardNumber: t(LOYALTY_CARD_MESSAGES.invalid) }))
      return;
    try {
      const card = await send(async () => (await api(storeCode)).register(cardNumber));
      if (card) {
        form.reset();
        onRegistered(card);
      }
    } catch (error) {
      const problems = error instanceof ApiError ? serverFieldErrors(t, error.answer) : {};
      if (!accept(form, problems)) return;
      setFailure(t(error instanceof ApiError ? error.message : SOMETHING_WRONG));
    }
  }

  return (
    <section aria-labelledby="plastic-card-heading" className="rounded-xl border border-line p-5">
      <h2 id="plastic-card-heading" className="text-lg font-bold text-brand-900">
        {t('Already have a plastic loyalty card?')}
      </h2>
      <p className="mt-2 text-ink">{t('Enter the 13 digits under its barcode to add it to your account.')}</p>
      <AccountForm onSubmit={submit} className="mt-4 flex flex-col gap-4" errors={errors} failure={failure}>
        <FormField
          label={t('Card number')}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {t('Add card')}
        </Button>
      </AccountForm>
    </section>
  );
}
