import { checkEmail } from '@apteek/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormField, FormMessage } from './FormField.tsx';
import { failureText, fieldErrors, focusFirstError, textOf, type FieldErrors } from './form-errors.ts';
import { sessionStore, type AuthView } from './session-client.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = textOf(new FormData(form), 'email');
    const problems = fieldErrors(t, { email: checkEmail(email) });
    setErrors(problems);
    setOutcome(null);
    if (Object.keys(problems).length > 0) return focusFirstError(form, problems);
    setBusy(true);
    const answer = await (await sessionStore())?.resetPassword(email);
    setBusy(false);
    setOutcome(
      answer?.code === 200
        ? {
            tone: 'success',
            text: t('If an account uses this e-mail address, we have sent it a link to set a new password.'),
          }
        : {
            tone: 'error',
            text: failureText(t, answer),
          },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {t('Enter the e-mail address of your account and we will send you a link to set a new password.')}
      </p>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <FormField label={t('E-mail')} name="email" type="email" autoComplete="email" error={errors.email} />
      <Button type="submit" disabled={busy}>
        {t('Send the link')}
      </Button>
      <button
        type="button"
        className="self-start text-sm font-semibold text-brand-700 underline"
        onClick={() => onSwitch('login')}
      >
        {t('Back to login')}
      </button>
    </form>
  );
}
