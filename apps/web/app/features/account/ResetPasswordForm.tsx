import { checkPassword, checkPasswordRepeat } from '@apteek/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { NewPasswordFields } from './AccountFields.tsx';
import {
  AccountForm,
  FormField,
  FormMessage,
  failureText,
  fieldErrors,
  fieldOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { openAuthModal, sessionStore } from './session-client.ts';

const LINK_INVALID = 'This password reset link is invalid or has expired.';

/** The mailed reset link lands here: a new password for `email`, proven by the single-use `token`. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems(
    email && token ? null : t(LINK_INVALID),
  );
  const [done, setDone] = useState(false);

  async function submit(form: HTMLFormElement, data: FormData) {
    const password = fieldOf(data, 'newPassword');
    const problems = fieldErrors(t, {
      newPassword: checkPassword(password),
      newPasswordRepeat: checkPasswordRepeat(password, fieldOf(data, 'newPasswordRepeat')),
    });
    if (!accept(form, problems)) return;
    const answer = await send(async () => (await sessionStore())?.createPassword(email, password, token));
    if (answer?.code === 200) {
      setDone(true);
      openAuthModal('login');
      return;
    }
    setFailure(failureText(t, answer));
  }

  if (done) {
    return (
      <div className="flex flex-col items-start gap-4">
        <FormMessage tone="success">{t('Your new password is set. You can log in with it now.')}</FormMessage>
        <Button onClick={() => openAuthModal('login')}>{t('Log in')}</Button>
      </div>
    );
  }
  return (
    <AccountForm onSubmit={submit} className="flex max-w-md flex-col gap-4" errors={errors} failure={failure}>
      <FormField
        label={t('E-mail')}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        readOnly
      />
      <NewPasswordFields
        name="newPassword"
        label={t('New password')}
        repeatLabel={t('Repeat the new password')}
      />
      <Button type="submit" disabled={busy || !email || !token} className="self-start">
        {t('Set the new password')}
      </Button>
    </AccountForm>
  );
}
