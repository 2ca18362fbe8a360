import { checkPassword, checkPasswordRepeat, requireText } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../shell/index.ts';
import { NewPasswordFields } from './AccountFields.tsx';
import {
  AccountForm,
  PasswordField,
  failureText,
  fieldErrors,
  fieldOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { sessionStore } from './session-client.ts';

/** Refused offline; a refusal shows the server's message. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();

  async function submit(form: HTMLFormElement, data: FormData) {
    const value = (name: string) => fieldOf(data, name);
    const problems = fieldErrors(t, {
      currentPassword: requireText(value('currentPassword')),
      newPassword: checkPassword(value('newPassword')),
      newPasswordRepeat: checkPasswordRepeat(value('newPassword'), value('newPasswordRepeat')),
    });
    setFailure(null);
    if (!accept(form, problems)) return;
    const answer = await send(async () =>
      (await sessionStore())?.changePassword(value('currentPassword'), value('newPassword')),
    );
    if (answer?.code === 200) {
      form.reset();
      notify({ type: 'success', message: t('Password has successfully been changed') });
      return;
    }
    if (!answer) return setFailure(t('You are offline. Some features might not be available.'));
    setFailure(failureText(t, answer));
  }

  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-line p-5">
      <h2 id="password-heading" className="text-lg font-bold text-brand-900">
        {t('Change the password')}
      </h2>
      <AccountForm onSubmit={submit} className="mt-4 flex flex-col gap-4" errors={errors} failure={failure}>
        <PasswordField label={t('Current password')} name="currentPassword" autoComplete="current-password" />
        <NewPasswordFields
          name="newPassword"
          label={t('New password')}
          repeatLabel={t('Repeat the new password')}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {t('Change the password')}
        </Button>
      </AccountForm>
    </section>
  );
}
