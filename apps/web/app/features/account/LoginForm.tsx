import { checkEmail, requireText } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { StoreLink, useStoreView } from '../../shell/index.ts';
import {
  AccountForm,
  FormField,
  PasswordField,
  fieldErrors,
  fieldOf,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import type { AuthView } from './session-client.ts';
import { sessionStore } from './session-client.ts';

export function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();

  async function submit(form: HTMLFormElement, data: FormData) {
    const email = textOf(data, 'email');
    const password = fieldOf(data, 'password');
    setFailure(null);
    if (!accept(form, fieldErrors(t, { email: checkEmail(email), password: requireText(password) }))) return;
    // A session set-up that threw was logged and cleared; the form shows its generic failure.
    const outcome = await send(async () =>
      (await sessionStore())?.login(email, password, storeView.tax.defaultCountry),
    ).catch(() => undefined);
    if (outcome?.ok) onDone();
    else setFailure(t(outcome?.message ?? 'Something went wrong. Try again in a few seconds.'));
  }

  return (
    <AccountForm onSubmit={submit} className="flex flex-col gap-4" errors={errors} failure={failure}>
      <FormField label={t('E-mail')} name="email" type="email" autoComplete="username" />
      <PasswordField label={t('Password')} name="password" autoComplete="current-password" />
      <Button type="submit" disabled={busy}>
        {t('Log in')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <TextButton onClick={() => onSwitch('forgot')}>{t('Forgot the password?')}</TextButton>
        <TextButton onClick={() => onSwitch('register')}>{t('Create an account')}</TextButton>
      </div>
      {/* A guest's order has no account to log in to: its number and e-mail find it. */}
      <StoreLink
        path="/order-lookup"
        onClick={onDone}
        className="text-sm font-semibold text-brand-700 underline"
      >
        {t('Ordered without an account? Find your order')}
      </StoreLink>
    </AccountForm>
  );
}
