import { LANGUAGES, checkEmail, checkName, checkPhone, normalisePhone, type Language } from '@apteek/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import type { ApiAnswer } from '../../api/api-error.ts';
import { Button } from '../../ui/Button.tsx';
import { NATIVE_NAMES, notify } from '../../shell/index.ts';
import { NameFields } from './AccountFields.tsx';
import {
  AccountForm,
  FormField,
  FormMessage,
  FormSelect,
  failureText,
  fieldErrors,
  fieldOf,
  serverFieldErrors,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { sessionStore } from './session-client.ts';
import { SAVED_OFFLINE, useQueuedNote } from './use-queued-note.ts';
import type { CustomerProfile } from './customer-profile.ts';
import type { ChangeOutcome } from './session-store.ts';

export const ACCOUNT_UPDATED = 'Account data has successfully been updated';

/** Customers change their firstname, lastname, e-mail (and phone, language); the newsletter has its switch. */
export function ProfileForm({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();
  const [queued, setQueued] = useQueuedNote();
  const formRef = useRef<HTMLFormElement>(null);
  const shown = [user.firstname, user.lastname, user.email, user.phoneNumber, user.language].join('\n');
  // The fields follow the stored profile when it changes under them: a change refused once it
  // arrived from the queue puts the server's values back (an address edit leaves them alone).
  useEffect(() => formRef.current?.reset(), [shown]);

  async function submit(form: HTMLFormElement, data: FormData) {
    const phone = textOf(data, 'phoneNumber');
    const problems = fieldErrors(t, {
      firstname: checkName(textOf(data, 'firstname')),
      lastname: checkName(textOf(data, 'lastname')),
      email: checkEmail(textOf(data, 'email')),
      phoneNumber: phone ? checkPhone(phone, user.country_id) : null,
    });
    setFailure(null);
    setQueued(false);
    if (!accept(form, problems)) return;
    const outcomes = await send(() => saveProfile(data, user));
    const refused = outcomes.find(
      (outcome): outcome is ApiAnswer => outcome !== 'queued' && outcome.code !== 200,
    );
    if (refused || outcomes.length === 0) {
      if (accept(form, serverFieldErrors(t, refused ?? null))) setFailure(failureText(t, refused));
      return;
    }
    if (outcomes.includes('queued')) return setQueued(true);
    notify({ type: 'success', message: t(ACCOUNT_UPDATED) });
  }

  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-line p-5">
      <h2 id="profile-heading" className="text-lg font-bold text-brand-900">
        {t('Personal details')}
      </h2>
      <AccountForm
        ref={formRef}
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
        errors={errors}
        failure={failure}
      >
        <NameFields defaults={user} />
        <FormField
          label={t('E-mail')}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
        />
        <FormField
          label={t('Phone number')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          defaultValue={user.phoneNumber ?? ''}
        />
        <FormSelect label={t('Language')} name="language" defaultValue={user.language}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {NATIVE_NAMES[language]}
            </option>
          ))}
        </FormSelect>
        <Button type="submit" disabled={busy} className="self-start">
          {t('Save')}
        </Button>
        {/* Beside the button the customer just pressed, where they look for the outcome. */}
        {queued && <FormMessage tone="success">{t(SAVED_OFFLINE)}</FormMessage>}
      </AccountForm>
    </section>
  );
}

/** Sends the profile, then the language; an empty list when offline without a session store. */
async function saveProfile(data: FormData, user: CustomerProfile): Promise<ChangeOutcome[]> {
  const store = await sessionStore();
  const phone = textOf(data, 'phoneNumber');
  const language = fieldOf(data, 'language') as Language;
  const outcomes: ChangeOutcome[] = [];
  const profile = await store?.updateProfile({
    firstname: textOf(data, 'firstname'),
    lastname: textOf(data, 'lastname'),
    email: textOf(data, 'email'),
    phoneNumber: phone ? (normalisePhone(phone, user.country_id) ?? phone) : '',
  });
  if (profile) outcomes.push(profile);
  // The language follows the profile, queued behind it when the profile is.
  if (store && (profile === 'queued' || profile?.code === 200) && language !== user.language)
    outcomes.push(await store.setLanguage(language));
  return outcomes;
}
