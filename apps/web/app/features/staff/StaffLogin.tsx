import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { AccountForm, FormField, PasswordField, type FieldErrors } from '../../ui/form/index.ts';
import { staffApi } from './staff-api.ts';
import { useStaffPath } from './staff-language.ts';

const CODE = /^\d{6}$/;

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The staff login in two steps: e-mail and password, then the 6-digit code of the authenticator
 * app; the server's refusals show in the page's language, and a success opens the staff home.
 */
export function StaffLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staffPath = useStaffPath();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  function refused(error: unknown) {
    setFailure(
      t(error instanceof ApiError ? error.message : 'Something went wrong. Try again in a few seconds.'),
    );
  }

  async function sendPassword(_form: HTMLFormElement, data: FormData) {
    const email = textOf(data, 'email').trim();
    const password = textOf(data, 'password');
    const problems: FieldErrors = {};
    if (!email) problems.email = t('Enter your e-mail address.');
    if (!password) problems.password = t('Enter your password.');
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      setChallenge(await staffApi.login(email, password));
    } catch (error) {
      refused(error);
    } finally {
      setSending(false);
    }
  }

  async function sendCode(_form: HTMLFormElement, data: FormData) {
    const code = textOf(data, 'code').replace(/\s/g, '');
    setFailure(null);
    if (!CODE.test(code)) {
      setErrors({ code: t('Enter the 6-digit code from your authenticator app.') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await staffApi.loginCode(challenge ?? '', code);
      await navigate(staffPath('/staff'), { replace: true });
    } catch (error) {
      refused(error);
      setSending(false);
    }
  }

  return (
    <section className="mx-auto flex max-w-sm flex-col gap-4 rounded-2xl border border-line bg-white p-6">
      <h1 className="text-2xl font-bold text-ink">{t('Staff login')}</h1>
      {challenge === null ? (
        <AccountForm
          key="password"
          errors={errors}
          failure={failure}
          onSubmit={sendPassword}
          className="flex flex-col gap-4"
        >
          <FormField label={t('E-mail')} name="email" type="email" autoComplete="username" required />
          <PasswordField label={t('Password')} name="password" autoComplete="current-password" required />
          <Button type="submit" disabled={isSending}>
            {t('Continue')}
          </Button>
        </AccountForm>
      ) : (
        <AccountForm
          key="code"
          errors={errors}
          failure={failure}
          onSubmit={sendCode}
          className="flex flex-col gap-4"
        >
          <p className="text-sm text-ink">{t('Enter the 6-digit code your authenticator app shows.')}</p>
          <FormField
            label={t('Code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            // The code step takes the password step's place after a click: its only field gets the
            // focus the click's button leaves behind, not a page that has just loaded.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            required
          />
          <Button type="submit" disabled={isSending}>
            {t('Log in')}
          </Button>
          <TextButton
            className="self-start text-sm"
            onClick={() => {
              setChallenge(null);
              setErrors({});
              setFailure(null);
            }}
          >
            {t('Back')}
          </TextButton>
        </AccountForm>
      )}
    </section>
  );
}
