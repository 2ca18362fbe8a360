import { useEffect, useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { newsletterApi } from './newsletter-api.ts';

export const SUBSCRIPTION_CONFIRMED =
  'Your subscription is confirmed. We sent your 10% discount code to your e-mail.';
export const UNSUBSCRIBED = 'You are unsubscribed. You will get no more newsletters from us.';

/**
 * The page a newsletter mail's link opens: it confirms the subscription or unsubscribes at once
 * (one click). The call is made from the page, not by the link itself, so a mail scanner that
 * fetches links changes nothing.
 */
export function NewsletterLink({
  action,
  params,
}: {
  action: 'confirm' | 'unsubscribe';
  params: URLSearchParams;
}) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  useEffect(() => {
    let isCurrent = true;
    const api = newsletterApi(storeCode);
    const call = action === 'confirm' ? api.confirm(token) : api.unsubscribe(email, token);
    call.then(
      () =>
        isCurrent &&
        setOutcome({ tone: 'success', text: action === 'confirm' ? SUBSCRIPTION_CONFIRMED : UNSUBSCRIBED }),
      (error: unknown) =>
        isCurrent &&
        setOutcome({ tone: 'error', text: error instanceof ApiError ? error.message : SOMETHING_WRONG }),
    );
    return () => {
      isCurrent = false;
    };
  }, [action, email, storeCode, token]);

  return outcome ? (
    <FormMessage tone={outcome.tone}>{t(outcome.text)}</FormMessage>
  ) : (
    <p className="text-ink-muted">{t('One moment…')}</p>
  );
}
