import { HOLIDAY_DATE_TWICE, STORE_VIEWS } from '@apteek/domain';
import { useId, useState } from 'react';
import { formatIsoDay } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { TextButton } from '../../ui/Button.tsx';
import type { FieldErrors } from '../../ui/form/index.ts';
import { Card } from './StaffCard.tsx';

/** The dates the pharmacy is closed: each with its remove button and its problem, and a date picker to add one. */
export function HolidayDates({
  dates,
  errors,
  onChange,
}: {
  dates: string[];
  errors: FieldErrors;
  onChange: (dates: string[]) => void;
}) {
  const { t } = useTranslation();
  const [newDate, setNewDate] = useState('');
  const [newDateError, setNewDateError] = useState<string | null>(null);
  const shown = (date: string) => formatIsoDay(date, STORE_VIEWS.ee.i18n);

  function add() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(newDate)) {
      setNewDateError(t('Choose a date.'));
      return;
    }
    if (dates.includes(newDate)) {
      setNewDateError(t(HOLIDAY_DATE_TWICE));
      return;
    }
    setNewDateError(null);
    setNewDate('');
    onChange([...dates, newDate].sort());
  }

  return (
    <Card title={t('Holidays')} note={t('The pharmacy is closed on these dates.')}>
      {dates.length > 0 ? (
        <ul aria-label={t('Holidays')} className="flex flex-wrap gap-2">
          {dates.map((date, index) => {
            const error = errors[`holidayDates.${index}`];
            return (
              <li
                key={date + index}
                className={`flex items-center gap-2 rounded-full border bg-surface py-1 pr-1 pl-3 text-sm ${error ? 'border-sale' : 'border-line'}`}
              >
                <time dateTime={date}>{shown(date)}</time>
                {error && <span className="font-medium text-sale">{error}</span>}
                <button
                  type="button"
                  onClick={() => onChange(dates.filter((_, other) => other !== index))}
                  aria-label={t('Remove {date}', { date: shown(date) })}
                  className="flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-sale-soft hover:text-sale"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('No holidays.')}</p>
      )}
      {errors.holidayDates && <p className="text-sm font-medium text-sale">{errors.holidayDates}</p>}
      <div className="flex flex-wrap items-end gap-3">
        <NewDateField value={newDate} error={newDateError} onChange={setNewDate} onEnter={add} />
        <TextButton onClick={add} className="min-h-11">
          {t('Add date')}
        </TextButton>
      </div>
    </Card>
  );
}

function NewDateField({
  value,
  error,
  onChange,
  onEnter,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('New holiday')}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand-700 aria-invalid:border-sale"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-sale">
          {error}
        </p>
      )}
    </div>
  );
}
