import {
  newCustomersWelcomeUntilMinutes,
  openingHoursLines,
  OPENING_HOURS_MESSAGES,
  type OpeningTimes,
} from '@apteek/domain';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { accessOf, openingHoursStore, UNKNOWN_HOURS, type OpeningHoursState } from './opening-hours-watch.ts';
import { prescriptionStore } from './prescription-store.ts';

const unknownHours = (): OpeningHoursState => UNKNOWN_HOURS;

export function useOpeningHours(): OpeningHoursState {
  return useSyncExternalStore(openingHoursStore.subscribe, openingHoursStore.snapshot, unknownHours);
}

const isNew = () => {
  const state = prescriptionStore.snapshot();
  return state.phase === 'idle' && !state.prescriptionsLoaded;
};
const serverIsNew = () => true;

/**
 * Why the centre is shut to this customer now, or null. New customers are turned
 * away within blockNewCustomersBeforeClosingMinutes; those already in it stay until 10 minutes
 * before closing. While the hours are unknown the centre stays open: the server decides anyway.
 */
export function useCentreClosedReason(): string | null {
  const hours = useOpeningHours();
  const newCustomer = useSyncExternalStore(prescriptionStore.subscribe, isNew, serverIsNew);
  const access = accessOf(hours);
  if (!access) return null;
  if (!access.open) return OPENING_HOURS_MESSAGES.closed;
  if (!access.centreOpen || (newCustomer && !access.newCustomersWelcome))
    return OPENING_HOURS_MESSAGES.noNewCustomers;
  return null;
}

/** The prescription hours on the centre's start page, from the pharmacy's openingTimes. */
export function OpeningHoursNote({ times }: { times: OpeningTimes | null }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  if (!times) return null;
  // The open days by their hours, as the footer and the content print the table.
  const open = openingHoursLines(times, i18n.language).filter((line) => line.open);
  return (
    <section
      aria-labelledby="prescription-hours"
      className="mt-6 rounded-2xl border border-line bg-surface p-4 text-sm text-ink sm:p-6"
    >
      <h2 id="prescription-hours" className="font-semibold text-brand-900">
        {t('Prescription hours')}
      </h2>
      <dl className="mt-2 max-w-xs space-y-1">
        {open.map((line) => (
          <div key={line.days} className="flex justify-between gap-4">
            <dt className="first-letter:uppercase">{line.days}</dt>
            <dd className="font-semibold tabular-nums">{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-ink-muted">
        {t(
          'New customers are welcome until {minutes} minute before closing. Closed on public holidays.|New customers are welcome until {minutes} minutes before closing. Closed on public holidays.',
          {
            // The centre shuts to everyone before closing, so a block of 0 minutes still ends there.
            minutes: newCustomersWelcomeUntilMinutes(times),
          },
        )}
      </p>
    </section>
  );
}
