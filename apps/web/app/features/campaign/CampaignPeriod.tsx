import type { CampaignSummary } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatDate } from './campaign-period.ts';

/** When a campaign runs; either end may be open. */
export function CampaignPeriod({ campaign }: { campaign: Pick<CampaignSummary, 'from' | 'to'> }) {
  const { t } = useTranslation();
  const { from, to } = campaign;
  if (from && to)
    return (
      <>
        <time dateTime={from}>{formatDate(from)}</time>
        {' – '}
        <time dateTime={to}>{formatDate(to)}</time>
      </>
    );
  if (to) return <>{t('Until {date}', { date: formatDate(to) })}</>;
  if (from) return <>{t('From {date}', { date: formatDate(from) })}</>;
  return <>{t('Ongoing')}</>;
}
