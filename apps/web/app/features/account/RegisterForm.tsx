import {
  checkEmail,
  checkName,
  checkPassword,
  checkPasswordRepeat,
  checkPhone,
  normalisePhone,
  storePath,
} from '@apteek/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useStoreView } from '../store/store-view.ts';
import { CheckboxField, FormField, FormMessage } from './FormField.tsx';
import { fieldErrors, focusFirstError, serverFieldErrors, textOf, type FieldErrors } from './form-errors.ts';
import { sessionStore, type AuthView } from './session-client.ts';

/** Spec 001 §5: a privacy consent is needed to create an account. */
const CONSENT_NEEDED = 'A privacy consent is needed to create an account.';

export function RegisterForm({
  onDone,
  onSwitch,
}: {
  onDone: () => void;
  onSwitch: (view: AuthView) => void;
}) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const country = storeView.tax.defaultCountry;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const phone = textOf(data, 'phoneNumber');
    const consent = data.get('consentTermsAccepted') === 'on';
    const problems = fieldErrors(t, {
      firstname: checkName(textOf(data, 'firstname')),
      lastname: checkName(textOf(data, 'lastname')),
      email: checkEmail(textOf(data, 'email')),
      phoneNumber: phone ? checkPhone(phone, country) : null,
      password: checkPassword(password),
      passwordRepeat: checkPasswordRepeat(password, String(data.get('passwordRepeat') ?? '')),
    });
    if (!consent) problems.consentTermsAccepted = t(CONSENT_NEEDED);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return focusFirstError(form, problems);
    setBusy(true);
    const outcome = await (
      await sessionStore()
    )?.register(
      {
        firstname: textOf(data, 'firstname'),
        lastname: textOf(data, 'lastname'),
        email: textOf(data, 'email'),
        ...(phone ? { phoneNumber: normalisePhone(phone, country) ?? phone } : {}),
        country_id: country,
        language: storeView.i18n.language,
        consentTermsAccepted: true,
        isSubscribedToNewsletter: data.get('isSubscribedToNewsletter') === 'on',
      },
      password,
      country,
    );
    setBusy(false);
    if (!outcome || outcome.ok) return onDone();
    const fromServer = serverFieldErrors(t, { code: 400, result: null, errors: outcome.errors });
    setErrors(fromServer);
    if (Object.keys(fromServer).length > 0) focusFirstError(form, fromServer);
    else setFailure(t(outcome.message));
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('First name')}
          name="firstname"
          autoComplete="given-name"
          error={errors.firstname}
        />
        <FormField
          label={t('Last name')}
          name="lastname"
          autoComplete="family-name"
          error={errors.lastname}
        />
      </div>
      <FormField label={t('E-mail')} name="email" type="email" autoComplete="email" error={errors.email} />
      <FormField
        label={t('Phone number (optional)')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber}
      />
      <FormField
        label={t('Password')}
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <FormField
        label={t('Repeat the password')}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        error={errors.passwordRepeat}
      />
      <div className="flex flex-col gap-1">
        <CheckboxField
          name="consentTermsAccepted"
          error={errors.consentTermsAccepted}
          label={t('I have read the privacy policy and agree to the processing of my personal data.')}
        />
        <Link
          to={storePath(storeView.storeCode, '/privacy')}
          target="_blank"
          className="ml-8 self-start text-sm font-semibold text-brand-700 underline"
        >
          {t('Privacy policy')}
        </Link>
      </div>
      <CheckboxField name="isSubscribedToNewsletter" label={t('Send me the newsletter')} />
      <Button type="submit" disabled={busy}>
        {t('Create an account')}
      </Button>
      <button
        type="button"
        className="self-start text-sm font-semibold text-brand-700 underline"
        onClick={() => onSwitch('login')}
      >
        {t('I already have an account')}
      </button>
    </form>
  );
}
