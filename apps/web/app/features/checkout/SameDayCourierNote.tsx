import { nextSameDayCourier, pharmacyLocalTime } from '@apteek/domain';
import { formatWeekdayDayMonth } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useHydrated, useStoreView } from '../../shell/index.ts';

/** A courier in the city within 2 hours for orders confirmed before the day's cut-off. */
export function SameDayCourierNote() {
  const { t } = useTranslation();
  const { tax, i18n } = useStoreView();
  // The clock is the browser's, so the note appears once the page runs there.
  if (!useHydrated()) return null;
  // Tallinn and Helsinki share one time zone (they differed only in 2000 and 2001).
  const next = nextSameDayCourier(tax.defaultCountry, pharmacyLocalTime(new Date()));
  const date = formatWeekdayDayMonth(next.date, i18n.locale);
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
