import type { OpeningPeriod, OpeningTimes } from './opening-hours.ts';
import type { Language } from './store-views.ts';

interface HoursWords {
  /** Sunday first, as `OpeningTimes` counts days. */
  shortDays: readonly string[];
  longDays: readonly string[];
  and: string;
  closed: string;
  holidays: string;
}

const WORDS: Readonly<Record<Language, HoursWords>> = {
  et: {
    shortDays: 'P E T K N R L'.split(' '),
    longDays: 'pühapäev esmaspäev teisipäev kolmapäev neljapäev reede laupäev'.split(' '),
    and: 'ja',
    closed: 'suletud',
    holidays: 'riigipühad',
  },
  fi: {
    shortDays: 'su ma ti ke to pe la'.split(' '),
    longDays: 'sunnuntai maanantai tiistai keskiviikko torstai perjantai lauantai'.split(' '),
    and: 'ja',
    closed: 'suljettu',
    holidays: 'juhlapyhät',
  },
  en: {
    shortDays: 'Sun Mon Tue Wed Thu Fri Sat'.split(' '),
    longDays: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
    and: 'and',
    closed: 'closed',
    holidays: 'public holidays',
  },
  ru: {
    shortDays: 'вс пн вт ср чт пт сб'.split(' '),
    longDays: 'воскресенье понедельник вторник среда четверг пятница суббота'.split(' '),
    and: 'и',
    closed: 'закрыто',
    holidays: 'государственные праздники',
  },
};

/** One line of the hours: days and their hours ('09:00–21:00'), or the closed days and the word closed. */
export interface OpeningHoursLine {
  days: string;
  hours: string;
  open: boolean;
}

export type DayNameStyle = 'short' | 'long';

const mondayFirst = (day: number) => (day + 6) % 7;

/** Days Monday first, runs of three or more as a range ('Mon–Fri'), others listed ('Sat, Sun'). */
function dayGroup(days: readonly number[], names: readonly string[]): string {
  const sorted = [...new Set(days)].sort((a, b) => mondayFirst(a) - mondayFirst(b));
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && mondayFirst(day) === mondayFirst(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${names[run[0]!]}–${names[run.at(-1)!]}`] : run.map((day) => names[day]!),
    )
    .join(', ');
}

const firstDay = (days: readonly number[]) => Math.min(7, ...days.map(mondayFirst));
const hoursOf = (period: OpeningPeriod) => `${period.start}–${period.end}`;
const samePeriod = (a: OpeningPeriod, b: OpeningPeriod) => a.start === b.start && a.end === b.end;

/**
 * The hours in a store's language, Monday first: the open days grouped by their hours, then the
 * days it is closed (with the public holidays when the hours close on any). Times stay HH:mm.
 */
export function openingHoursLines(
  times: OpeningTimes,
  language: Language,
  style: DayNameStyle = 'short',
): OpeningHoursLine[] {
  const words = WORDS[language];
  const names = style === 'short' ? words.shortDays : words.longDays;
  const weekends = times.allowedDays.filter((day) => times.weekendDays.includes(day));
  const workdays = times.allowedDays.filter((day) => !times.weekendDays.includes(day));
  const groups = samePeriod(times.workdays, times.weekends)
    ? [{ days: times.allowedDays, period: times.workdays }]
    : [
        { days: workdays, period: times.workdays },
        { days: weekends, period: times.weekends },
      ].sort((a, b) => firstDay(a.days) - firstDay(b.days));
  const lines: OpeningHoursLine[] = groups
    .filter((group) => group.days.length > 0)
    .map((group) => ({ days: dayGroup(group.days, names), hours: hoursOf(group.period), open: true }));
  const closedDays = [0, 1, 2, 3, 4, 5, 6].filter((day) => !times.allowedDays.includes(day));
  const closed = [
    ...(closedDays.length > 0 ? [dayGroup(closedDays, names)] : []),
    ...(times.holidayDates.length > 0 ? [words.holidays] : []),
  ];
  if (closed.length > 0)
    lines.push({ days: closed.join(` ${words.and} `), hours: words.closed, open: false });
  return lines;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The hours as items of a list: 'Mon–Fri 09:00–21:00', 'Sat 10:00–18:00', 'Sun and public holidays: closed'. */
export function openingHoursListItems(times: OpeningTimes, language: Language): string[] {
  return openingHoursLines(times, language).map(
    ({ days, hours, open }) => `${capitalised(days)}${open ? ' ' : ': '}${hours}`,
  );
}

/** The open hours as a phrase of a sentence: 'Mon–Fri 09:00–21:00 and Sat 10:00–18:00'. */
export function openingHoursPhrase(times: OpeningTimes, language: Language): string {
  const words = WORDS[language];
  const open = openingHoursLines(times, language).filter((line) => line.open);
  if (open.length === 0) return words.closed;
  const parts = open.map((line) => `${line.days} ${line.hours}`);
  const last = parts.pop()!;
  return parts.length === 0 ? last : `${parts.join(', ')} ${words.and} ${last}`;
}

/**
 * Where content shows the pharmacy's hours: pages, blocks and banners hold these tokens instead of
 * hours written into their text, so they always say what the opening-times table sells by.
 */
export const OPENING_HOURS_TOKENS = {
  /** A phrase inside a sentence (text or HTML). */
  phrase: '{{opening-hours}}',
  /** `<li>` items of a list (HTML). */
  list: '{{opening-hours-list}}',
  /** `<tr>` rows of a two-column table (HTML), days written in full. */
  table: '{{opening-hours-table}}',
} as const;

/** Content with its opening-hours tokens replaced by the hours in the store's language. */
export function withOpeningHours(text: string, times: OpeningTimes, language: Language): string {
  if (!text.includes('{{opening-hours')) return text;
  const { phrase, list, table } = OPENING_HOURS_TOKENS;
  return text
    .replaceAll(phrase, () => openingHoursPhrase(times, language))
    .replaceAll(list, () =>
      openingHoursListItems(times, language)
        .map((item) => `<li>${item}</li>`)
        .join('\n'),
    )
    .replaceAll(table, () =>
      openingHoursLines(times, language, 'long')
        .map(({ days, hours }) => `<tr><td>${capitalised(days)}</td><td>${hours}</td></tr>`)
        .join('\n'),
    );
}
