import { RATING_MAX, REVIEW_LIMITS } from '@apteek/domain';
import { useState, type FormEvent } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { storeLocale } from '../../api/store-locale.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage, textOf } from '../../ui/form/index.ts';
import { useSession } from '../account/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { reviewsApi } from './reviews-api.ts';

const INPUT =
  'min-h-11 rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand-700 aria-invalid:border-sale';

/** The review modal's form: title, text, rating 1–5 and nickname, for logged-in customers. */
export function ReviewForm({ sku, onDone }: { sku: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { store } = useSession();
  const [rating, setRating] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!store) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => textOf(data, name);
    if (rating < 1) return setFieldErrors({ rating: t('Choose a rating from 1 to 5 stars.') });
    setBusy(true);
    setProblem(null);
    setFieldErrors({});
    try {
      const review = { title: text('title'), text: text('text'), nickname: text('nickname'), rating };
      if (await reviewsApi.write(sku, review, store.auth, storeLocale(storeCode))) onDone();
    } catch (error) {
      const refused = error instanceof ApiError ? error : null;
      const named = Object.fromEntries(
        (refused?.errors ?? []).map((e) => [e.field.replace(/^review\./, ''), t(e.message)]),
      );
      if (Object.keys(named).length > 0) setFieldErrors(named);
      else setProblem(t(refused?.message ?? SOMETHING_WRONG));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'title' | 'nickname', label: string, max: number) => (
    <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
      {label}
      <input
        name={name}
        required
        maxLength={max}
        aria-invalid={fieldErrors[name] ? true : undefined}
        className={INPUT}
      />
      {fieldErrors[name] && <span className="text-sm font-normal text-sale">{fieldErrors[name]}</span>}
    </label>
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate={false}>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-ink">{t('Your rating')}</legend>
        <div className="flex gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
            <label key={value} className="cursor-pointer text-3xl leading-none">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
                aria-label={t('{rating} out of {max} stars', {
                  rating: String(value),
                  max: String(RATING_MAX),
                })}
              />
              <span aria-hidden="true" className={value <= rating ? 'text-star' : 'text-line'}>
                ★
              </span>
            </label>
          ))}
        </div>
        {fieldErrors.rating && <span className="text-sm text-sale">{fieldErrors.rating}</span>}
      </fieldset>
      {field('title', t('Title'), REVIEW_LIMITS.title)}
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        {t('Your review')}
        <textarea
          name="text"
          required
          rows={5}
          maxLength={REVIEW_LIMITS.text}
          aria-invalid={fieldErrors.text ? true : undefined}
          className={`${INPUT} py-2`}
        />
        {fieldErrors.text && <span className="text-sm font-normal text-sale">{fieldErrors.text}</span>}
      </label>
      {field('nickname', t('Nickname'), REVIEW_LIMITS.nickname)}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <Button type="submit" disabled={busy} className="self-start">
        {t('Send review')}
      </Button>
    </form>
  );
}
