import { LANGUAGES, checkEmail, checkName, checkPhone, normalisePhone, type Language } from '@apteek/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { NATIVE_NAMES } from '../layout/language-switch.ts';
import { notify } from '../notifications/notification-store.ts';
import { CheckboxField, FormField, FormMessage } from './FormField.tsx';
import {
  failureText,
  fieldErrors,
  focusFirstError,
  serverFieldErrors,
  textOf,
  type FieldErrors,
} from './form-errors.ts';
import { sessionStore } from './session-client.ts';
import type { CustomerProfile } from './customer-profile.ts';

export const ACCOUNT_UPDATED = 'Account data has successfully been updated';

/** Spec 000 §6: customers change their firstname, lastname, e-mail (and phone, language, newsletter). */
export function ProfileForm({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const phone = textOf(data, 'phoneNumber');
    const problems = fieldErrors(t, {
      firstname: checkName(textOf(data, 'firstname')),
      lastname: checkName(textOf(data, 'lastname')),
      email: checkEmail(textOf(data, 'email')),
      phoneNumber: phone ? checkPhone(phone, user.country_id) : null,
    });
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return focusFirstError(form, problems);
    setBusy(true);
    const store = await sessionStore();
    const language = String(data.get('language')) as Language;
    const answer = await store?.updateProfile({
      firstname: textOf(data, 'firstname'),
      lastname: textOf(data, 'lastname'),
      email: textOf(data, 'email'),
      phoneNumber: phone ? (normalisePhone(phone, user.country_id) ?? phone) : '',
      isSubscribedToNewsletter: data.get('isSubscribedToNewsletter') === 'on',
    });
    const languageAnswer =
      answer?.code === 200 && language !== user.language ? await store?.setLanguage(language) : answer;
    setBusy(false);
    if (languageAnswer?.code === 200) return notify({ type: 'success', message: t(ACCOUNT_UPDATED) });
    const fromServer = serverFieldErrors(t, languageAnswer ?? null);
    setErrors(fromServer);
    if (Object.keys(fromServer).length > 0) return focusFirstError(form, fromServer);
    setFailure(failureText(t, languageAnswer));
  }

  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-line p-5">
      <h2 id="profile-heading" className="text-lg font-bold text-brand-900">
        {t('Personal details')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('First name')}
            name="firstname"
            autoComplete="given-name"
            defaultValue={user.firstname}
            error={errors.firstname}
          />
          <FormField
            label={t('Last name')}
            name="lastname"
            autoComplete="family-name"
            defaultValue={user.lastname}
            error={errors.lastname}
          />
        </div>
        <FormField
          label={t('E-mail')}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
          error={errors.email}
        />
        <FormField
          label={t('Phone number')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          defaultValue={user.phoneNumber ?? ''}
          error={errors.phoneNumber}
        />
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {t('Language')}
          <select
            name="language"
            defaultValue={user.language}
            className="min-h-11 rounded-lg border border-line bg-white px-3 text-base font-normal text-ink focus:border-brand-700"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {NATIVE_NAMES[language]}
              </option>
            ))}
          </select>
        </label>
        <CheckboxField
          name="isSubscribedToNewsletter"
          label={t('Send me the newsletter')}
          defaultChecked={user.isSubscribedToNewsletter}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {t('Save')}
        </Button>
      </form>
    </section>
  );
}
