import { checkName, checkZipCode, requireText, type CountryCode } from '@apteek/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { notify } from '../../shell/index.ts';
import { NameFields } from './AccountFields.tsx';
import { ADDRESS_INPUTS, type AddressLine } from './address-inputs.ts';
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
  type FieldErrors,
  useFormProblems,
} from '../../ui/form/index.ts';
import { ACCOUNT_UPDATED } from './ProfileForm.tsx';
import { sessionStore } from './session-client.ts';
import { SAVED_OFFLINE, useQueuedNote } from './use-queued-note.ts';
import type { CustomerAddress, CustomerProfile } from './customer-profile.ts';

const COUNTRIES: CountryCode[] = ['EE', 'FI'];

/** The customer's addresses: listed, added, edited and removed; the whole book is saved at once. */
export function AddressBook({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  /** The address being edited (its index), a new one, or none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [queued, setQueued] = useQueuedNote();
  const countryName = (code: CountryCode) => (code === 'EE' ? t('Estonia') : t('Finland'));

  async function save(addresses: CustomerAddress[]): Promise<FieldErrors | null> {
    const answer = await (await sessionStore())?.updateProfile({ addresses: addresses.map(withoutEmpty) });
    setQueued(answer === 'queued');
    // Offline the book already shows the change (the stored profile), which waits for the connection.
    if (answer === 'queued' || answer?.code === 200) {
      if (answer !== 'queued') notify({ type: 'success', message: t(ACCOUNT_UPDATED) });
      setFailure(null);
      return null;
    }
    const errors = serverFieldErrors(t, answer ?? null);
    if (Object.keys(errors).length === 0) {
      setFailure(failureText(t, answer));
    }
    return errors;
  }

  return (
    <section aria-labelledby="addresses-heading" className="rounded-xl border border-line p-5">
      <h2 id="addresses-heading" className="text-lg font-bold text-brand-900">
        {t('Addresses')}
      </h2>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {queued && <FormMessage tone="success">{t(SAVED_OFFLINE)}</FormMessage>}
      {user.addresses.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('You have not saved an address yet.')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {user.addresses.map((address, index) => (
            <li
              key={address.id ?? index}
              className="flex items-start justify-between gap-4 rounded-lg bg-surface p-3"
            >
              <address className="text-sm text-ink not-italic">
                {`${address.firstname} ${address.lastname}`}
                <br />
                {[address.street, address.apartmentNumber].filter(Boolean).join(' – ')}
                <br />
                {`${address.postcode} ${address.city}, ${countryName(address.countryId)}`}
              </address>
              <div className="flex shrink-0 gap-4">
                <TextButton className="text-sm" onClick={() => setEditing(index)}>
                  {t('Edit')}
                  <span className="sr-only">{` ${address.street}`}</span>
                </TextButton>
                <TextButton
                  className="text-sm"
                  onClick={() => void save(user.addresses.filter((_, i) => i !== index))}
                >
                  {t('Remove')}
                  <span className="sr-only">{` ${address.street}`}</span>
                </TextButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <AddressForm
          // A new form (fresh defaults) for each address.
          key={editing}
          user={user}
          address={editing === 'new' ? null : (user.addresses[editing] ?? null)}
          countryName={countryName}
          onCancel={() => setEditing(null)}
          onSave={async (address) => {
            const addresses =
              editing === 'new'
                ? [...user.addresses, address]
                : user.addresses.map((current, i) => (i === editing ? address : current));
            const errors = await save(addresses);
            if (errors === null) setEditing(null);
            return errors ?? {};
          }}
        />
      ) : (
        <Button tone="secondary" className="mt-4" onClick={() => setEditing('new')}>
          {t('Add an address')}
        </Button>
      )}
    </section>
  );
}

function AddressForm({
  user,
  address,
  countryName,
  onSave,
  onCancel,
}: {
  user: CustomerProfile;
  /** The address to edit; null for a new one. */
  address: CustomerAddress | null;
  countryName: (code: CountryCode) => string;
  onSave: (address: CustomerAddress) => Promise<FieldErrors>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { errors, accept } = useFormProblems();

  async function submit(form: HTMLFormElement, data: FormData) {
    const problems = fieldErrors(t, {
      firstname: checkName(textOf(data, 'firstname')),
      lastname: checkName(textOf(data, 'lastname')),
      street: requireText(textOf(data, 'street')),
      city: requireText(textOf(data, 'city')),
      postcode: checkZipCode(textOf(data, 'postcode')),
    });
    if (!accept(form, problems)) return;
    const fromServer = await onSave({
      // An edited address keeps its id and default flags; the first new one becomes the default.
      ...(address ?? {
        isDefaultShipping: user.addresses.length === 0,
        isDefaultBilling: user.addresses.length === 0,
      }),
      firstname: textOf(data, 'firstname'),
      lastname: textOf(data, 'lastname'),
      street: textOf(data, 'street'),
      apartmentNumber: textOf(data, 'apartmentNumber'),
      city: textOf(data, 'city'),
      postcode: textOf(data, 'postcode'),
      countryId: fieldOf(data, 'countryId') as CountryCode,
    });
    accept(form, fromServer);
  }

  const addressLine = (name: AddressLine, label: string) => (
    <FormField
      label={label}
      name={name}
      defaultValue={address?.[name] ?? undefined}
      {...ADDRESS_INPUTS[name]}
    />
  );

  return (
    <AccountForm
      onSubmit={submit}
      className="mt-4 flex flex-col gap-4 border-t border-line pt-4"
      errors={errors}
    >
      <NameFields
        defaults={{
          firstname: address?.firstname ?? user.firstname,
          lastname: address?.lastname ?? user.lastname,
        }}
      />
      {addressLine('street', t('Street address'))}
      {addressLine('apartmentNumber', t('Apartment (optional)'))}
      <div className="grid gap-4 sm:grid-cols-2">
        {addressLine('city', t('City'))}
        {addressLine('postcode', t('Postcode'))}
      </div>
      <FormSelect label={t('Country')} name="countryId" defaultValue={address?.countryId ?? user.country_id}>
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </FormSelect>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('Save the address')}</Button>
        <Button tone="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </AccountForm>
  );
}

/** The API takes absent optional fields, not nulls or empty strings. */
function withoutEmpty(address: CustomerAddress): CustomerAddress {
  return Object.fromEntries(
    Object.entries(address).filter(([, value]) => value !== null && value !== ''),
  ) as unknown as CustomerAddress;
}
