import { useState } from 'react';
import { identityLoginProblems, mobileIdPhoneNumber } from '@apteek/domain';
import { useTranslation, type TFunction } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useRootData, useStoreView } from '../../shell/index.ts';
import { AccountForm, FormField, fieldOf, type FieldErrors } from '../../ui/form/index.ts';
import type { IdentityPath } from './account-api.ts';
import type { IdentityStep } from './identity-flow.ts';
import { sessionStore } from './session-client.ts';
import { useIdentityLogin } from './use-identity-login.ts';

export type IdentityMethodTab = 'smart-id' | 'mobile-id';

const PATHS: Record<IdentityMethodTab, IdentityPath> = { 'smart-id': 'smartid', 'mobile-id': 'mobileid' };

const translated = (t: TFunction, errors: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, t(message)]));

/** Smart-ID (personal code) or Mobile-ID (phone and personal code) login. */
export function IdentityLoginForm({
  method,
  onDone,
  delayMs,
}: {
  method: IdentityMethodTab;
  onDone: () => void;
  /** The pause between polls; the server's check_session_timeout (root data) when left out. */
  delayMs?: number | null;
}) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const { step, start, cancel } = useIdentityLogin(delayMs);
  // In test mode nobody's phone is asked: the sandbox's demo phone page, per person, approves.
  const sandbox = useRootData()?.identity.sandbox ?? false;
  const [demoPhone, setDemoPhone] = useState<string | null>(null);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  // What was typed stays when the form comes back after a failed or cancelled session.
  const [typed, setTyped] = useState({ personalCode: '', phoneNumber: '' });

  async function submit(_form: HTMLFormElement, data: FormData) {
    const personalCode = fieldOf(data, 'personalCode').trim();
    const phoneNumber = method === 'mobile-id' ? fieldOf(data, 'phoneNumber') : undefined;
    setTyped({ personalCode, phoneNumber: phoneNumber ?? '' });
    const problems = identityLoginProblems({ personalCode, phoneNumber });
    setLocalErrors(translated(t, problems));
    if (Object.keys(problems).length > 0) return;
    const store = await sessionStore();
    if (!store) return;
    const { language } = storeView.i18n;
    const path = PATHS[method];
    const body: Record<string, string> = { personalCode, language };
    if (phoneNumber !== undefined) body.phoneNumber = mobileIdPhoneNumber(phoneNumber) ?? phoneNumber;
    const owner = method === 'mobile-id' ? body.phoneNumber! : personalCode;
    setDemoPhone(sandbox ? `/sandbox/${method}/device/${encodeURIComponent(owner)}?lang=${language}` : null);
    let done = false;
    await start({
      init: () => store.identity.init(path, body),
      poll: (sessionId) => store.identity.poll(path, sessionId),
      login: async (sessionId) => {
        const outcome = await store.identity.login(path, sessionId, language, storeView.tax.defaultCountry);
        done = outcome.ok;
        return outcome;
      },
    });
    if (done) onDone();
  }

  if (step.kind === 'waiting' || step.kind === 'logging-in')
    return <IdentityWaiting method={method} step={step} demoPhone={demoPhone} onCancel={cancel} />;

  const failed = step.kind === 'failed' ? step : null;
  const errors = { ...translated(t, failed?.errors ?? {}), ...localErrors };
  return (
    <AccountForm
      onSubmit={submit}
      className="flex flex-col gap-4"
      errors={errors}
      failure={failed && t(failed.message)}
    >
      {method === 'mobile-id' && (
        <FormField
          label={t('Phone number')}
          name="phoneNumber"
          defaultValue={typed.phoneNumber}
          type="tel"
          autoComplete="tel"
          placeholder="+372"
        />
      )}
      <FormField
        label={t('Personal code')}
        name="personalCode"
        defaultValue={typed.personalCode}
        inputMode="numeric"
        autoComplete="off"
      />
      <Button type="submit" disabled={step.kind === 'starting'}>
        {t('Log in with {method}', { method: method === 'smart-id' ? 'Smart-ID' : 'Mobile-ID' })}
      </Button>
    </AccountForm>
  );
}

function IdentityWaiting({
  method,
  step,
  demoPhone,
  onCancel,
}: {
  method: IdentityMethodTab;
  step: Extract<IdentityStep, { kind: 'waiting' | 'logging-in' }>;
  /** The sandbox's demo phone page for this person, in test mode; null with a real provider. */
  demoPhone: string | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const hint =
    method === 'smart-id'
      ? t('Check that the code in the Smart-ID app is the same, then enter your PIN1.')
      : t('Check that the code on your phone is the same, then enter your PIN1.');
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      {step.kind === 'waiting' && (
        <>
          <p className="text-sm font-semibold text-ink-muted" id="identity-code-label">
            {t('Verification code')}
          </p>
          <p
            aria-labelledby="identity-code-label"
            className="font-mono text-6xl font-bold tracking-[0.2em] text-brand-900 tabular-nums"
            data-testid="verification-code"
          >
            {step.verificationCode}
          </p>
          <p className="max-w-sm text-ink">{hint}</p>
          {demoPhone && (
            <p className="max-w-sm rounded-lg border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-warning">
              {t('Test mode: no real phone is asked. Approve the login on the demo phone.')}{' '}
              <a href={demoPhone} target="_blank" rel="noopener" className="font-semibold underline">
                {t('Open the demo phone')}
              </a>
            </p>
          )}
        </>
      )}
      <div role="status" className="flex items-center gap-3 text-sm text-ink-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
        />
        {step.kind === 'waiting' ? t('Waiting for your confirmation…') : t('Logging in…')}
      </div>
      <Button tone="secondary" onClick={onCancel} disabled={step.kind === 'logging-in'}>
        {t('Cancel')}
      </Button>
    </div>
  );
}
