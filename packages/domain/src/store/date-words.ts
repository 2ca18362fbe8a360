import type { CalendarDate } from '../checkout/same-day-courier.ts';
import type { StoreView } from './store-views.ts';

type Locale = StoreView['i18n']['locale'];

interface Words {
  /** Months as a day's date names them (Finnish and Russian decline them: "3. tammikuuta"). */
  months: readonly string[];
  /** Abbreviated months, as `dateStyle: 'medium'` writes them. */
  shortMonths: readonly string[];
  /** Sunday first, as `Date.getUTCDay` counts. */
  weekdays: readonly string[];
}

/** CLDR's words for the store locales, as `Intl.DateTimeFormat` writes them (the tests compare). */
const WORDS: Readonly<Record<Locale, Words>> = {
  'et-EE': {
    months:
      'jaanuar veebruar märts aprill mai juuni juuli august september oktoober november detsember'.split(' '),
    shortMonths: 'jaan veebr märts apr mai juuni juuli aug sept okt nov dets'.split(' '),
    weekdays: 'pühapäev esmaspäev teisipäev kolmapäev neljapäev reede laupäev'.split(' '),
  },
  'fi-FI': {
    months:
      'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta'.split(
        ' ',
      ),
    shortMonths: [],
    weekdays: 'sunnuntai maanantai tiistai keskiviikko torstai perjantai lauantai'.split(' '),
  },
  'en-US': {
    months: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
    shortMonths: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
    weekdays: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  },
  'ru-RU': {
    months: 'января февраля марта апреля мая июня июля августа сентября октября ноября декабря'.split(' '),
    shortMonths: 'янв. февр. мар. апр. мая июн. июл. авг. сент. окт. нояб. дек.'.split(' '),
    weekdays: 'воскресенье понедельник вторник среда четверг пятница суббота'.split(' '),
  },
};

/**
 * A date as `Intl.DateTimeFormat(locale, { dateStyle: 'medium' })` writes it ("3. jaan 2026",
 * "3.1.2026", "Jan 3, 2026", "3 янв. 2026 г."), without `Intl`: the first date formatter of a page
 * costs the browser a long task while it loads the locale's calendar data, in the middle of
 * hydration (docs/PERFORMANCE.md).
 */
export function formatDateMedium({ year, month, day }: CalendarDate, locale: Locale): string {
  const short = WORDS[locale].shortMonths[month - 1];
  switch (locale) {
    case 'et-EE':
      return `${day}. ${short} ${year}`;
    case 'fi-FI':
      return `${day}.${month}.${year}`;
    case 'en-US':
      return `${short} ${day}, ${year}`;
    case 'ru-RU':
      return `${day} ${short} ${year} г.`;
  }
}

/**
 * The weekday, day and month as `Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric',
 * month: 'long' })` writes them ("laupäev, 3. jaanuar", "lauantai 3. tammikuuta", "Saturday,
 * January 3", "суббота, 3 января"), without `Intl`.
 */
export function formatWeekdayDayMonth({ year, month, day }: CalendarDate, locale: Locale): string {
  const words = WORDS[locale];
  const weekday = words.weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const name = words.months[month - 1];
  switch (locale) {
    case 'et-EE':
      return `${weekday}, ${day}. ${name}`;
    case 'fi-FI':
      return `${weekday} ${day}. ${name}`;
    case 'en-US':
      return `${weekday}, ${name} ${day}`;
    case 'ru-RU':
      return `${weekday}, ${day} ${name}`;
  }
}
