import { EMAIL_NOT_SENT, checkEmail } from '@apteek/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import {
  AccountForm,
  FormField,
  FormMessage,
  failureText,
  fieldErrors,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { sessionStore, type AuthView } from './session-client.ts';

/**
 * Asks for a reset link; the answer is the same whether or not the address has an account, and a
 * server failure says the mail could not be sent.
 */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const { errors, busy, accept, send } = useFormProblems();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function submit(form: HTMLFormElement, data: FormData) {
    const email = textOf(data, 'email');
    setOutcome(null);
    if (!accept(form, fieldErrors(t, { email: checkEmail(email) }))) return;
    const answer = await send(async () => (await sessionStore())?.resetPassword(email));
    setOutcome(
      answer?.code === 200
        ? {
            tone: 'success',
            text: t('If an account uses this e-mail address, we have sent it a link to set a new password.'),
          }
        : {
            tone: 'error',
            // A server's own failure means the link did not go out, whatever the address.
            text: answer && answer.code >= 500 ? t(EMAIL_NOT_SENT) : failureText(t, answer),
          },
    );
  }

  return (
    <AccountForm onSubmit={submit} className="flex flex-col gap-4" errors={errors}>
      <p className="text-sm text-ink-muted">
        {t('Enter the e-mail address of your account and we will send you a link to set a new password.')}
      </p>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <FormField label={t('E-mail')} name="email" type="email" autoComplete="email" />
      <Button type="submit" disabled={busy}>
        {t('Send the link')}
      </Button>
      <TextButton className="self-start text-sm" onClick={() => onSwitch('login')}>
        {t('Back to login')}
      </TextButton>
    </AccountForm>
  );
}
