import {
  checkEmail,
  checkPhone,
  checkTermsAccepted,
  missingAccountDetails,
  normalisePhone,
} from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import type { ApiAnswer } from '../../api/api-error.ts';
import { Button } from '../../ui/Button.tsx';
import { StoreLink } from '../../shell/index.ts';
import {
  AccountForm,
  CheckboxField,
  FormField,
  failureText,
  fieldErrors,
  serverFieldErrors,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import type { CustomerProfile } from './customer-profile.ts';
import { sessionStore } from './session-client.ts';
import type { ProfileChange } from './user-tasks.ts';

/**
 * The new-user check's step: an account made by a strong login is asked for what it lacks
 * (e-mail, phone, the terms) before its first checkout. Only the missing fields are shown.
 */
export function CompleteAccountForm({ user, onDone }: { user: CustomerProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();
  const missing = new Set(missingAccountDetails(user));

  async function submit(form: HTMLFormElement, data: FormData) {
    const phone = textOf(data, 'phoneNumber');
    const terms = data.get('consentTermsAccepted') === 'on';
    const problems = fieldErrors(t, {
      email: missing.has('email') ? checkEmail(textOf(data, 'email')) : null,
      phoneNumber: missing.has('phoneNumber') ? checkPhone(phone, user.country_id) : null,
      consentTermsAccepted: missing.has('terms') ? checkTermsAccepted(terms) : null,
    });
    setFailure(null);
    if (!accept(form, problems)) return;
    const change: ProfileChange = {
      ...(missing.has('email') ? { email: textOf(data, 'email') } : {}),
      ...(missing.has('phoneNumber') ? { phoneNumber: normalisePhone(phone, user.country_id) ?? phone } : {}),
      ...(missing.has('terms') ? { consentTermsAccepted: true } : {}),
    };
    const [outcome] = await send(async () => [await (await sessionStore())?.updateProfile(change)]);
    if (outcome === 'queued' || outcome?.code === 200) return onDone();
    const refused = (outcome ?? null) as ApiAnswer | null;
    if (accept(form, serverFieldErrors(t, refused))) setFailure(failureText(t, refused));
  }

  return (
    <AccountForm onSubmit={submit} className="flex flex-col gap-4" errors={errors} failure={failure}>
      <p className="text-sm text-ink">
        {t('Before your first order, please add how we can reach you and accept the terms.')}
      </p>
      {missing.has('email') && (
        <FormField label={t('E-mail')} name="email" type="email" autoComplete="email" />
      )}
      {missing.has('phoneNumber') && (
        <FormField label={t('Phone number')} name="phoneNumber" type="tel" autoComplete="tel" />
      )}
      {missing.has('terms') && (
        <div className="flex flex-col gap-1">
          <CheckboxField name="consentTermsAccepted" label={t('I accept the terms and conditions')} />
          <StoreLink
            path="/legal"
            target="_blank"
            className="ml-8 self-start text-sm font-semibold text-brand-700 underline"
          >
            {t('Read the terms and conditions')}
          </StoreLink>
        </div>
      )}
      <Button type="submit" disabled={busy}>
        {t('Continue')}
      </Button>
    </AccountForm>
  );
}
