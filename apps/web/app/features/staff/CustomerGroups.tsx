import type { CustomerGroupView } from '@apteek/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import {
  AccountForm,
  FormField,
  FormMessage,
  FormSelect,
  failureText,
  serverFieldErrors,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { staffApi } from './staff-api.ts';

/** The groups' names as staff read them; a group the shop does not name shows its code. */
const GROUP_NAMES: Record<string, string> = {
  general: 'Regular customers',
  wholesale: 'Wholesale (company accounts)',
  retailer: 'Retailers',
};

/**
 * For administrators: put a customer, found by e-mail, in a customer group (a company account, a
 * loyalty tier). Their prices follow the group from their next page.
 */
export function CustomerGroups() {
  const { t } = useTranslation();
  const [groups, setGroups] = useState<CustomerGroupView[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();
  const nameOf = (group: CustomerGroupView) => t(GROUP_NAMES[group.code] ?? group.code);

  useEffect(() => {
    void staffApi
      .customerGroups()
      .then(setGroups, () => setFailure(t('The customer groups could not be loaded.')));
  }, [setFailure, t]);

  async function submit(form: HTMLFormElement, data: FormData) {
    setDone(null);
    setFailure(null);
    const email = textOf(data, 'email');
    const groupId = Number(textOf(data, 'groupId'));
    if (!accept(form, email ? {} : { email: t('Field is required') })) return;
    try {
      const moved = await send(() => staffApi.moveCustomer(email, groupId));
      const group = groups.find((candidate) => candidate.id === moved.groupId);
      setDone(
        t('{email} is now in the group {group}.', { email: moved.email, group: group ? nameOf(group) : '' }),
      );
    } catch (error) {
      const answer = error instanceof ApiError ? error.answer : null;
      if (accept(form, serverFieldErrors(t, answer))) setFailure(failureText(t, answer));
    }
  }

  return (
    <section
      aria-labelledby="customer-groups-heading"
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="customer-groups-heading" className="text-lg font-semibold text-brand-800">
        {t('Customer groups')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t(
          'Put a customer in a group: a company account or a loyalty tier. Their prices follow the group from their next page.',
        )}
      </p>
      <AccountForm onSubmit={submit} errors={errors} failure={failure} className="mt-4 flex flex-col gap-4">
        <FormField label={t('Customer’s e-mail')} name="email" type="email" autoComplete="off" />
        {groups.length > 0 && (
          <FormSelect label={t('Group')} name="groupId" defaultValue={String(groups[0]!.id)}>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {nameOf(group)}
              </option>
            ))}
          </FormSelect>
        )}
        {done && <FormMessage tone="success">{done}</FormMessage>}
        <Button type="submit" disabled={busy || groups.length === 0} className="self-start">
          {t('Put in group')}
        </Button>
      </AccountForm>
    </section>
  );
}
