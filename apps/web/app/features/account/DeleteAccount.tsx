import { KEPT_AFTER_DELETION, storePath } from '@apteek/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { notify, useStoreView } from '../../shell/index.ts';
import { Button } from '../../ui/Button.tsx';
import {
  AccountForm,
  CheckboxField,
  PasswordField,
  failureText,
  fieldOf,
  serverFieldErrors,
  useFormProblems,
} from '../../ui/form/index.ts';
import type { CustomerProfile } from './customer-profile.ts';
import { openAuthModal, sessionStore } from './session-client.ts';

/**
 * "Delete my account": what goes and what the pharmacy keeps (and why), then a strong confirmation:
 * the password typed again, or, for an account without one, a new strong login of the last five
 * minutes. The account is gone at once; the customer lands on the store's home page.
 */
export function DeleteAccount({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const navigate = useNavigate();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();
  const [open, setOpen] = useState(false);
  const hasPassword = user.hasPassword !== false;

  async function submit(form: HTMLFormElement, data: FormData) {
    const password = fieldOf(data, 'password');
    setFailure(null);
    const problems: Record<string, string> = {};
    if (data.get('understood') !== 'on')
      problems.understood = t('Confirm that you want to delete your account.');
    if (hasPassword && password === '') problems.password = t('Enter your password to delete the account.');
    if (!accept(form, problems)) return;
    const answer = await send(async () =>
      (await sessionStore())?.deleteAccount(hasPassword ? password : undefined),
    );
    if (answer?.code === 200) {
      notify({ type: 'success', message: t('Your account has been deleted.'), outlivesPage: true });
      void navigate(storePath(storeCode, '/'));
      return;
    }
    if (!answer) return setFailure(t('You are offline. Some features might not be available.'));
    const fields = serverFieldErrors(t, answer);
    if (fields.password) accept(form, { password: fields.password });
    else setFailure(failureText(t, answer));
  }

  return (
    <section aria-labelledby="delete-account-heading" className="rounded-xl border border-line p-5">
      <h2 id="delete-account-heading" className="text-lg font-bold text-brand-900">
        {t('Delete my account')}
      </h2>
      <p className="mt-2 max-w-prose text-sm text-ink">
        {t(
          'Your profile, addresses, reviews, wishlist, newsletter subscription and carts are erased at once, and you are logged out everywhere. This cannot be undone.',
        )}
      </p>
      <h3 className="mt-4 font-semibold text-ink">{t('What the pharmacy keeps, and why')}</h3>
      <ul className="mt-2 flex max-w-prose list-disc flex-col gap-2 pl-5 text-sm text-ink">
        {KEPT_AFTER_DELETION.map((text) => (
          <li key={text}>{t(text)}</li>
        ))}
      </ul>
      {!open ? (
        <Button tone="secondary" className="mt-4" onClick={() => setOpen(true)}>
          {t('Delete my account')}
        </Button>
      ) : (
        <AccountForm
          onSubmit={submit}
          className="mt-4 flex max-w-md flex-col gap-4"
          errors={errors}
          failure={failure}
        >
          {hasPassword ? (
            <PasswordField label={t('Your password')} name="password" autoComplete="current-password" />
          ) : (
            <div className="flex flex-col items-start gap-2 text-sm text-ink">
              <p className="max-w-prose">
                {t(
                  'To confirm, log in again with Smart-ID, Mobile-ID, ID card or bank ID, then delete within 5 minutes.',
                )}
              </p>
              <Button tone="secondary" onClick={() => openAuthModal('login')}>
                {t('Log in again')}
              </Button>
            </div>
          )}
          <CheckboxField name="understood" label={t('I understand that my account is deleted for good.')} />
          <Button type="submit" disabled={busy} className="self-start">
            {t('Delete my account for good')}
          </Button>
        </AccountForm>
      )}
    </section>
  );
}
