import { useId, useState, type FormEvent } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage, textOf } from '../../ui/form/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { newsletterApi } from './newsletter-api.ts';

export const CHECK_YOUR_MAIL =
  'Almost done: open the e-mail we sent you and confirm the subscription. Your 10% discount code follows.';

/** An e-mail field and a subscribe button: the footer's form and the newsletter modal's. */
export function NewsletterForm({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const id = useId();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = textOf(new FormData(event.currentTarget), 'email');
    setBusy(true);
    setOutcome(null);
    try {
      await newsletterApi(storeCode).subscribe(email);
      setOutcome({ tone: 'success', text: CHECK_YOUR_MAIL });
      onSent?.();
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof ApiError ? error.message : SOMETHING_WRONG });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('E-mail')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand-700"
        />
        <Button type="submit" disabled={busy}>
          {t('Subscribe')}
        </Button>
      </div>
      {outcome && <FormMessage tone={outcome.tone}>{t(outcome.text)}</FormMessage>}
    </form>
  );
}
