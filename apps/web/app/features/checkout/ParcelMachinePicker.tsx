import {
  searchParcelMachines,
  type CheckoutProblem,
  type CountryCode,
  type ParcelMachine,
} from '@apteek/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { checkoutApi } from './checkout-api.ts';
import { INPUT_CLASS, fieldId } from './CheckoutFields.tsx';

/** At most this many machines are listed at once; typing narrows the list. */
const SHOWN = 30;

interface ParcelMachinePickerProps {
  carrierCode: string;
  country: CountryCode;
  locale: string;
  selectedId: string;
  onSelect: (id: string) => void;
  problem?: CheckoutProblem;
}

/** The carrier's machines in the store's country (GET /api/parcel-machines), searchable by name, street or town. */
export function ParcelMachinePicker({
  carrierCode,
  country,
  locale,
  selectedId,
  onSelect,
  problem,
}: ParcelMachinePickerProps) {
  const { t } = useTranslation();
  const [machines, setMachines] = useState<ParcelMachine[] | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    let current = true;
    void checkoutApi.parcelMachines(carrierCode, country, { locale }).then((answer) => {
      if (current) setMachines(answer?.code === 200 ? answer.result : []);
    });
    return () => {
      current = false;
      setMachines(null);
    };
  }, [carrierCode, country, locale]);
  const found = useMemo(() => searchParcelMachines(machines ?? [], query), [machines, query]);
  const selected = machines?.find((machine) => machine.id === selectedId) ?? null;
  const problemId = `${fieldId('parcelMachineId')}-problem`;
  return (
    <div className="flex flex-col gap-3">
      {selected && (
        <p className="rounded-lg border border-brand-700 bg-brand-50 px-3 py-2 text-sm" aria-live="polite">
          <span className="font-semibold text-brand-900">{t('Selected parcel machine')}:</span>{' '}
          {selected.name}, {selected.address}, {selected.city}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId('parcelMachineId')} className="text-sm font-semibold text-ink">
          {t('Find a parcel machine')}
        </label>
        <input
          id={fieldId('parcelMachineId')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('Town, street or name')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          aria-controls="checkout-parcel-machines"
          autoComplete="off"
          className={INPUT_CLASS}
        />
        {problem && (
          <p id={problemId} className="text-sm font-medium text-sale">
            {t(problem.message)}
          </p>
        )}
      </div>
      {machines === null ? (
        <p className="text-sm text-ink-muted" role="status">
          {t('Loading parcel machines…')}
        </p>
      ) : (
        <fieldset id="checkout-parcel-machines">
          <legend className="sr-only">{t('Parcel machines')}</legend>
          <p className="mb-2 text-xs text-ink-muted" role="status">
            {found.length > SHOWN
              ? t('Showing {shown} of {count} parcel machines. Type to narrow the list.', {
                  shown: SHOWN,
                  count: found.length,
                })
              : t('{count} parcel machine|{count} parcel machines', { count: found.length })}
          </p>
          <ul className="max-h-72 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-white">
            {found.slice(0, SHOWN).map((machine) => (
              <li key={machine.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-surface has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name="parcelMachineId"
                    value={machine.id}
                    checked={machine.id === selectedId}
                    onChange={() => onSelect(machine.id)}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span className="flex flex-col">
                    <span className="text-sm font-semibold text-ink">{machine.name}</span>
                    <span className="text-xs text-ink-muted">
                      {machine.address}, {machine.zipCode} {machine.city}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
