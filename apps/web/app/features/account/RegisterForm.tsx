import {
  checkEmail,
  checkName,
  checkPassword,
  checkPasswordRepeat,
  checkPhone,
  normalisePhone,
} from '@apteek/domain';
import { SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { StoreLink, useStoreView } from '../../shell/index.ts';
import { NameFields, NewPasswordFields } from './AccountFields.tsx';
import {
  AccountForm,
  CheckboxField,
  FormField,
  fieldErrors,
  fieldOf,
  serverFieldErrors,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { sessionStore, type AuthView } from './session-client.ts';
import { newsletterApi } from '../newsletter/index.ts';

/** A privacy consent is needed to create an account. */
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
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();

  async function submit(form: HTMLFormElement, data: FormData) {
    const password = fieldOf(data, 'password');
    const phone = textOf(data, 'phoneNumber');
    const consent = data.get('consentTermsAccepted') === 'on';
    const problems = fieldErrors(t, {
      firstname: checkName(textOf(data, 'firstname')),
      lastname: checkName(textOf(data, 'lastname')),
      email: checkEmail(textOf(data, 'email')),
      phoneNumber: phone ? checkPhone(phone, country) : null,
      password: checkPassword(password),
      passwordRepeat: checkPasswordRepeat(password, fieldOf(data, 'passwordRepeat')),
    });
    if (!consent) problems.consentTermsAccepted = t(CONSENT_NEEDED);
    setFailure(null);
    if (!accept(form, problems)) return;
    const outcome = await send(async () =>
      (await sessionStore())?.register(
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
      ),
    ).catch(() => ({ ok: false as const, message: SOMETHING_WRONG, errors: [] }));
    // The newsletter box starts the same double opt-in as the footer form.
    if (outcome?.ok && data.get('isSubscribedToNewsletter') === 'on')
      await newsletterApi(storeView.storeCode)
        .subscribe(textOf(data, 'email'))
        .catch(() => null);
    if (!outcome || outcome.ok) return onDone();
    if (accept(form, serverFieldErrors(t, { code: 400, result: null, errors: outcome.errors })))
      setFailure(t(outcome.message));
  }

  return (
    <AccountForm onSubmit={submit} className="flex flex-col gap-4" errors={errors} failure={failure}>
      <NameFields />
      <FormField label={t('E-mail')} name="email" type="email" autoComplete="email" />
      <FormField label={t('Phone number (optional)')} name="phoneNumber" type="tel" autoComplete="tel" />
      <NewPasswordFields name="password" label={t('Password')} repeatLabel={t('Repeat the password')} />
      <div className="flex flex-col gap-1">
        <CheckboxField
          name="consentTermsAccepted"
          label={t('I have read the privacy policy and agree to the processing of my personal data.')}
        />
        <StoreLink
          path="/privacy"
          target="_blank"
          className="ml-8 self-start text-sm font-semibold text-brand-700 underline"
        >
          {t('Privacy policy')}
        </StoreLink>
      </div>
      <CheckboxField name="isSubscribedToNewsletter" label={t('Send me the newsletter')} />
      <Button type="submit" disabled={busy}>
        {t('Create an account')}
      </Button>
      <TextButton className="self-start text-sm" onClick={() => onSwitch('login')}>
        {t('I already have an account')}
      </TextButton>
    </AccountForm>
  );
}
