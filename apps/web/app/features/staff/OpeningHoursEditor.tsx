import {
  openingTimesProblems,
  type OpeningTimes,
  type OpeningTimesProblem,
  type WallTime,
} from '@apteek/domain';
import { useId, useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation, type TFunction } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxRow } from '../../ui/CheckboxRow.tsx';
import { AccountForm, FormField, FormMessage, type FieldErrors } from '../../ui/form/index.ts';
import { HolidayDates } from './HolidayDates.tsx';
import { Card } from './StaffCard.tsx';
import { staffApi } from './staff-api.ts';
import { StaffLoaded, useStaffData, useStaffRefusal } from './staff-data.tsx';

/** Monday first, as the week is read in Estonia; the values are OpeningTimes' 0 = Sunday … 6 = Saturday. */
const WEEK: readonly { day: number; name: string }[] = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
];

const TEXT_FIELDS = [
  'workdays.start',
  'workdays.end',
  'weekends.start',
  'weekends.end',
  'blockNewCustomersBeforeClosingMinutes',
  'preWarnBeforeClosingMinutes',
  'lastWarnBeforeClosingMinutes',
] as const;

type TextField = (typeof TEXT_FIELDS)[number];

interface Draft {
  allowedDays: number[];
  weekendDays: number[];
  holidayDates: string[];
  texts: Record<TextField, string>;
}

function draftOf(times: OpeningTimes): Draft {
  return {
    allowedDays: times.allowedDays,
    weekendDays: times.weekendDays,
    holidayDates: [...times.holidayDates].sort(),
    texts: {
      'workdays.start': times.workdays.start,
      'workdays.end': times.workdays.end,
      'weekends.start': times.weekends.start,
      'weekends.end': times.weekends.end,
      blockNewCustomersBeforeClosingMinutes: String(times.blockNewCustomersBeforeClosingMinutes),
      preWarnBeforeClosingMinutes: String(times.preWarnBeforeClosingMinutes),
      lastWarnBeforeClosingMinutes: String(times.lastWarnBeforeClosingMinutes),
    },
  };
}

const minutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function timesOf(draft: Draft): OpeningTimes {
  const { texts } = draft;
  return {
    allowedDays: [...draft.allowedDays].sort(),
    weekendDays: [...draft.weekendDays].sort(),
    holidayDates: draft.holidayDates,
    workdays: {
      start: texts['workdays.start'].trim() as WallTime,
      end: texts['workdays.end'].trim() as WallTime,
    },
    weekends: {
      start: texts['weekends.start'].trim() as WallTime,
      end: texts['weekends.end'].trim() as WallTime,
    },
    blockNewCustomersBeforeClosingMinutes: minutes(texts.blockNewCustomersBeforeClosingMinutes),
    preWarnBeforeClosingMinutes: minutes(texts.preWarnBeforeClosingMinutes),
    lastWarnBeforeClosingMinutes: minutes(texts.lastWarnBeforeClosingMinutes),
  };
}

/**
 * Where a refused field shows: at its own input, a holiday date at its row ('holidayDates.2') or
 * under the list, a period named as a whole at its closing time; null for a field the editor lacks.
 */
function placeOf(field: string, draft: Draft): string | null {
  if ((TEXT_FIELDS as readonly string[]).includes(field)) return field;
  if (field === 'allowedDays' || field === 'weekendDays') return field;
  const holiday = /^holidayDates(?:[.[](\d+)]?)?/.exec(field);
  if (holiday)
    return holiday[1] !== undefined && Number(holiday[1]) < draft.holidayDates.length
      ? `holidayDates.${holiday[1]}`
      : 'holidayDates';
  const period = /^(workdays|weekends)(?:\.(start|end))?$/.exec(field);
  if (period) return `${period[1]}.${period[2] ?? 'end'}`;
  return null;
}

function errorsOf(t: TFunction, problems: readonly OpeningTimesProblem[], draft: Draft) {
  const errors: FieldErrors = {};
  const unplaced: string[] = [];
  for (const { field, message } of problems) {
    const place = placeOf(field, draft);
    if (place === null) unplaced.push(t(message));
    else errors[place] ??= t(message);
  }
  return { errors, failure: unplaced.length > 0 ? unplaced.join(' ') : null };
}

type Outcome = { errors: FieldErrors; failure: string | null; isSaved: boolean };
const NOTHING_YET: Outcome = { errors: {}, failure: null, isSaved: false };

/** The editor of the pharmacy's opening hours (openingTimes): checked here, then saved whole. */
export function OpeningHoursEditor() {
  const loaded = useStaffData(() => staffApi.openingTimes().then(draftOf));
  return <StaffLoaded loaded={loaded}>{(draft) => <HoursForm loaded={draft} />}</StaffLoaded>;
}

function HoursForm({ loaded }: { loaded: Draft }) {
  const { t } = useTranslation();
  const refusal = useStaffRefusal();
  const [draft, setDraft] = useState(loaded);
  const [outcome, setOutcome] = useState<Outcome>(NOTHING_YET);
  const [isSaving, setSaving] = useState(false);

  const change = (next: Draft) => {
    setDraft(next);
    if (outcome.isSaved) setOutcome(NOTHING_YET);
  };

  async function save() {
    const times = timesOf(draft);
    const problems = openingTimesProblems(times);
    if (problems.length > 0) {
      setOutcome({ ...errorsOf(t, problems, draft), isSaved: false });
      return;
    }
    setOutcome(NOTHING_YET);
    setSaving(true);
    try {
      await staffApi.saveOpeningTimes(times);
      setOutcome({ errors: {}, failure: null, isSaved: true });
    } catch (error) {
      if (refusal(error) === null) return;
      const refused = error instanceof ApiError ? error : null;
      const named = refused?.errors.length ? errorsOf(t, refused.errors, draft) : null;
      setOutcome({
        errors: named?.errors ?? {},
        failure: named ? named.failure : t(refused?.message ?? SOMETHING_WRONG),
        isSaved: false,
      });
    } finally {
      setSaving(false);
    }
  }

  const { errors } = outcome;
  const text = (field: TextField) => ({
    name: field,
    value: draft.texts[field],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      change({ ...draft, texts: { ...draft.texts, [field]: event.currentTarget.value } }),
  });
  const timeInput = {
    inputMode: 'numeric' as const,
    placeholder: 'HH:MM',
    autoComplete: 'off',
    className: 'w-32',
  };
  const minuteInput = {
    type: 'number',
    min: 0,
    step: 1,
    inputMode: 'numeric' as const,
    className: 'max-w-40',
  };

  return (
    <AccountForm
      errors={errors}
      failure={outcome.failure}
      onSubmit={save}
      className="flex max-w-3xl flex-col gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <DayChoice
          legend={t('Open on')}
          field="allowedDays"
          days={draft.allowedDays}
          error={errors.allowedDays}
          onChange={(allowedDays) => change({ ...draft, allowedDays })}
        />
        <DayChoice
          legend={t('Weekend hours on')}
          field="weekendDays"
          days={draft.weekendDays}
          error={errors.weekendDays}
          onChange={(weekendDays) => change({ ...draft, weekendDays })}
        />
      </div>

      <Card title={t('Hours')} note={t('Times as HH:MM; 24:00 closes at midnight.')}>
        <div className="grid gap-6 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-3">
            <legend className="float-left mb-2 w-full font-semibold text-ink">{t('Workdays')}</legend>
            <div className="flex flex-wrap gap-4">
              <FormField label={t('Opens at')} {...text('workdays.start')} {...timeInput} />
              <FormField label={t('Closes at')} {...text('workdays.end')} {...timeInput} />
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="float-left mb-2 w-full font-semibold text-ink">{t('Weekend days')}</legend>
            <div className="flex flex-wrap gap-4">
              <FormField label={t('Opens at')} {...text('weekends.start')} {...timeInput} />
              <FormField label={t('Closes at')} {...text('weekends.end')} {...timeInput} />
            </div>
          </fieldset>
        </div>
      </Card>

      <HolidayDates
        dates={draft.holidayDates}
        errors={errors}
        onChange={(holidayDates) => change({ ...draft, holidayDates })}
      />

      <Card title={t('Before closing')} note={t('Minutes before the closing time.')}>
        <div className="flex flex-col gap-4">
          <FormField
            label={t('No new customers in the prescription centre')}
            {...text('blockNewCustomersBeforeClosingMinutes')}
            {...minuteInput}
          />
          <FormField label={t('First warning')} {...text('preWarnBeforeClosingMinutes')} {...minuteInput} />
          <FormField label={t('Last warning')} {...text('lastWarnBeforeClosingMinutes')} {...minuteInput} />
        </div>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={isSaving}>
          {t('Save')}
        </Button>
        {outcome.isSaved && <FormMessage tone="success">{t('The opening hours are saved.')}</FormMessage>}
      </div>
    </AccountForm>
  );
}

function DayChoice({
  legend,
  field,
  days,
  error,
  onChange,
}: {
  legend: string;
  field: string;
  days: number[];
  error: string | undefined;
  onChange: (days: number[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="float-left mb-1 w-full text-lg font-semibold text-ink">{legend}</legend>
      {WEEK.map(({ day, name }) => (
        <CheckboxRow
          key={day}
          id={`${id}-${field}-${day}`}
          label={t(name)}
          checked={days.includes(day)}
          onChange={(event) =>
            onChange(event.currentTarget.checked ? [...days, day] : days.filter((other) => other !== day))
          }
        />
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-sale">
          {error}
        </p>
      )}
    </fieldset>
  );
}
