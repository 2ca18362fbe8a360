import { checkPassword, checkPasswordRepeat, requireText } from '@apteek/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../notifications/notification-store.ts';
import { FormField, FormMessage } from './FormField.tsx';
import { failureText, fieldErrors, focusFirstError, type FieldErrors } from './form-errors.ts';
import { sessionStore } from './session-client.ts';

/** Spec 000 §5 and §8: refused offline; a refusal shows the server's message. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    const problems = fieldErrors(t, {
      currentPassword: requireText(value('currentPassword')),
      newPassword: checkPassword(value('newPassword')),
      newPasswordRepeat: checkPasswordRepeat(value('newPassword'), value('newPasswordRepeat')),
    });
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return focusFirstError(form, problems);
    setBusy(true);
    const answer = await (
      await sessionStore()
    )?.changePassword(value('currentPassword'), value('newPassword'));
    setBusy(false);
    if (answer?.code === 200) {
      form.reset();
      notify({ type: 'success', message: t('Password has successfully been changed') });
      return;
    }
    if (!answer) return setFailure(t('You are offline. Some features might not be available.'));
    setFailure(failureText(t, answer));
  }

  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-line p-5">
      <h2 id="password-heading" className="text-lg font-bold text-brand-900">
        {t('Change the password')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <FormField
          label={t('Current password')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <FormField
          label={t('New password')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <FormField
          label={t('Repeat the new password')}
          name="newPasswordRepeat"
          type="password"
          autoComplete="new-password"
          error={errors.newPasswordRepeat}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {t('Change the password')}
        </Button>
      </form>
    </section>
  );
}
