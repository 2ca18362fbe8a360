import { checkEmail, requireText } from '@apteek/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useStoreView } from '../store/store-view.ts';
import { FormField, FormMessage } from './FormField.tsx';
import { fieldErrors, focusFirstError, textOf, type FieldErrors } from './form-errors.ts';
import type { AuthView } from './session-client.ts';
import { sessionStore } from './session-client.ts';

export function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = textOf(data, 'email');
    const password = String(data.get('password') ?? '');
    const problems = fieldErrors(t, { email: checkEmail(email), password: requireText(password) });
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return focusFirstError(form, problems);
    setBusy(true);
    const outcome = await (await sessionStore())?.login(email, password, storeView.tax.defaultCountry);
    setBusy(false);
    if (outcome?.ok) onDone();
    else setFailure(t(outcome?.message ?? 'Something went wrong. Try again in a few seconds.'));
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <FormField label={t('E-mail')} name="email" type="email" autoComplete="username" error={errors.email} />
      <FormField
        label={t('Password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" disabled={busy}>
        {t('Log in')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => onSwitch('forgot')}
        >
          {t('Forgot the password?')}
        </button>
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => onSwitch('register')}
        >
          {t('Create an account')}
        </button>
      </div>
    </form>
  );
}
