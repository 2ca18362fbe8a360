import { nextSameDayCourier, type CountryCode, type LocalDateTime } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useHydrated } from '../listing/use-hydrated.ts';
import { useStoreView } from '../store/store-view.ts';
import { dateTimeFormat } from '../../i18n/formatters.ts';

/** The pharmacy's wall clock: Tallinn and Helsinki share one time zone. */
function pharmacyNow(country: CountryCode, now = new Date()): LocalDateTime {
  const parts = dateTimeFormat('en-GB', {
    timeZone: country === 'FI' ? 'Europe/Helsinki' : 'Europe/Tallinn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** Spec 001 §9: a courier in the city within 2 hours for orders confirmed before the day's cut-off. */
export function SameDayCourierNote() {
  const { t } = useTranslation();
  const { tax, i18n } = useStoreView();
  // The clock is the browser's, so the note appears once the page runs there.
  if (!useHydrated()) return null;
  const next = nextSameDayCourier(tax.defaultCountry, pharmacyNow(tax.defaultCountry));
  const date = dateTimeFormat(i18n.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(next.date.year, next.date.month - 1, next.date.day));
  return (
    <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <span>
        {next.isToday
          ? t(
              'Same-day delivery in the city: order before {time} today and the courier brings it within 2 hours.',
              {
                time: next.cutoff,
              },
            )
          : t(
              'Same-day delivery in the city resumes on {date}: order before {time} and the courier brings it within 2 hours.',
              {
                date,
                time: next.cutoff,
              },
            )}
      </span>
    </p>
  );
}
