import { useEffect, useId, useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { useSession } from './session-client.ts';
import { useStoreView } from '../../shell/index.ts';
import { newsletterApi, CHECK_YOUR_MAIL } from '../newsletter/index.ts';

/**
 * The account's newsletter switch: the same calls as the
 * footer form, for the customer's own address; switching on mails the double opt-in link.
 */
export function NewsletterSwitch({ email }: { email: string }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { store } = useSession();
  const id = useId();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const auth = store?.auth ?? null;

  useEffect(() => {
    if (!auth || !email) return;
    let isCurrent = true;
    newsletterApi(storeCode, auth)
      .status(email)
      .then(
        (answer) => isCurrent && setSubscribed(answer === 'subscribed'),
        () => isCurrent && setSubscribed(false),
      );
    return () => {
      isCurrent = false;
    };
  }, [auth, email, storeCode]);

  async function toggle(on: boolean) {
    setOutcome(null);
    try {
      const api = newsletterApi(storeCode, auth);
      const answer = on ? await api.subscribe(email) : await api.unsubscribe(email);
      setSubscribed(answer === 'subscribed');
      if (answer === 'confirmation_sent') setOutcome({ tone: 'success', text: CHECK_YOUR_MAIL });
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof ApiError ? error.message : SOMETHING_WRONG });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-line p-5">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        {t('Newsletter')}
      </h2>
      <label className="mt-3 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-brand-700"
          checked={subscribed ?? false}
          disabled={subscribed === null || !email}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        <span>{t('Send me the newsletter')}</span>
      </label>
      {outcome && <FormMessage tone={outcome.tone}>{t(outcome.text)}</FormMessage>}
    </section>
  );
}
