import {
  INTEGRATION_SCOPES,
  type CreatedIntegrationKey,
  type IntegrationKeyView,
  type IntegrationScope,
} from '@apteek/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxRow } from '../../ui/CheckboxRow.tsx';
import {
  AccountForm,
  FormField,
  FormMessage,
  failureText,
  serverFieldErrors,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { staffCatalogueApi } from './staff-catalogue-api.ts';

const SCOPE_NAMES: Record<IntegrationScope, string> = {
  catalogue: 'Catalogue (products)',
  stock: 'Stock',
  prices: 'Prices',
};

/**
 * For administrators: one key per integration (the ERP, the wholesaler's feed) with the feeds it
 * may send. A new key is shown this once; the shop keeps only its hash. A revoked key stops at once.
 */
export function IntegrationKeys() {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<IntegrationKeyView[] | null>(null);
  const [created, setCreated] = useState<CreatedIntegrationKey | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();
  const scopesId = useId();

  const load = useCallback(() => {
    staffCatalogueApi.keys().then(setKeys, () => setFailure(t('The keys could not be loaded.')));
  }, [setFailure, t]);
  useEffect(load, [load]);

  async function submit(form: HTMLFormElement, data: FormData) {
    setCreated(null);
    setOutcome(null);
    setFailure(null);
    const name = textOf(data, 'name');
    const scopes = INTEGRATION_SCOPES.filter((scope) => data.get(`scope-${scope}`) === 'on');
    const problems: Record<string, string> = {};
    if (!name) problems.name = t('Field is required');
    if (scopes.length === 0) problems['scope-catalogue'] = t('Choose at least one feed.');
    if (!accept(form, problems)) return;
    try {
      setCreated(await send(() => staffCatalogueApi.createKey(name, scopes)));
      form.reset();
      load();
    } catch (error) {
      const answer = error instanceof ApiError ? error.answer : null;
      if (accept(form, serverFieldErrors(t, answer))) setFailure(failureText(t, answer));
    }
  }

  async function revoke(key: IntegrationKeyView) {
    setOutcome(null);
    try {
      await staffCatalogueApi.revokeKey(key.id);
      setOutcome(t('The key of {name} is revoked: it sends nothing from now on.', { name: key.name }));
      if (created?.id === key.id) setCreated(null);
      load();
    } catch (error) {
      setFailure(t(error instanceof Error ? error.message : SOMETHING_WRONG));
    }
  }

  return (
    <section
      aria-labelledby="integration-keys-heading"
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="integration-keys-heading" className="text-lg font-semibold text-brand-800">
        {t('Integration keys')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t('One key per system that sends feeds, opening only the feeds it needs. The key is shown once.')}
      </p>
      <AccountForm onSubmit={submit} errors={errors} failure={failure} className="mt-4 flex flex-col gap-4">
        <FormField label={t('Integration')} name="name" autoComplete="off" maxLength={100} />
        <fieldset aria-describedby={errors['scope-catalogue'] ? `${scopesId}-error` : undefined}>
          <legend className="text-sm font-semibold text-ink">{t('Feeds it may send')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {INTEGRATION_SCOPES.map((scope) => (
              <CheckboxRow
                key={scope}
                id={`${scopesId}-${scope}`}
                name={`scope-${scope}`}
                label={t(SCOPE_NAMES[scope])}
              />
            ))}
          </div>
          {errors['scope-catalogue'] && (
            <p id={`${scopesId}-error`} className="mt-1 text-sm font-medium text-sale">
              {errors['scope-catalogue']}
            </p>
          )}
        </fieldset>
        <Button type="submit" disabled={busy} className="self-start">
          {t('Create key')}
        </Button>
      </AccountForm>
      {created && (
        <div role="status" className="mt-4 flex flex-col gap-2 rounded-lg bg-brand-50 p-4 text-brand-900">
          <p className="font-semibold">
            {t('The key of {name}: copy it now, it is not shown again.', { name: created.name })}
          </p>
          <code className="rounded bg-white px-2 py-1 font-mono text-sm break-all text-ink">
            {created.key}
          </code>
        </div>
      )}
      {outcome && (
        <div className="mt-4">
          <FormMessage tone="success">{outcome}</FormMessage>
        </div>
      )}
      <KeyList keys={keys} onRevoke={(key) => void revoke(key)} />
    </section>
  );
}

function KeyList({
  keys,
  onRevoke,
}: {
  keys: IntegrationKeyView[] | null;
  onRevoke: (key: IntegrationKeyView) => void;
}) {
  const { t } = useTranslation();
  if (keys === null) return null;
  if (keys.length === 0) return <p className="mt-4 text-sm text-ink-muted">{t('No keys yet.')}</p>;
  return (
    <ul aria-label={t('Integration keys')} className="mt-4 flex flex-col divide-y divide-line">
      {keys.map((key) => (
        <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
          <span className="font-semibold text-ink">{key.name}</span>
          <span>{key.scopes.map((scope) => t(SCOPE_NAMES[scope])).join(', ')}</span>
          <code className="font-mono text-ink-muted">{key.prefix}…</code>
          {key.revokedAt ? (
            <span className="ml-auto font-semibold text-sale">{t('Revoked')}</span>
          ) : (
            <Button
              tone="secondary"
              className="ml-auto"
              aria-label={t('Revoke the key of {name}', { name: key.name })}
              onClick={() => onRevoke(key)}
            >
              {t('Revoke')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
