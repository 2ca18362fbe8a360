import type { CampaignSummary } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { CardLink } from '../../shell/index.ts';
import { CampaignPeriod } from './CampaignPeriod.tsx';

export function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow focus-within:shadow-md hover:border-brand-700 hover:shadow-md">
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: campaign.color }} />
      <div className="flex flex-1 flex-col p-5 md:p-6">
        <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
          <Icon name="tag" className="size-4 text-brand-700" />
          <CampaignPeriod campaign={campaign} />
        </p>
        <h2 className="mt-3 text-xl font-bold tracking-tight text-ink">
          <CardLink path={campaign.urlPath} rounded="after:rounded-2xl">
            {campaign.title}
          </CardLink>
        </h2>
        <p className="mt-2 flex-1 text-ink-muted">{campaign.description}</p>
        <p className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4 text-sm">
          <span className="text-ink-muted">
            {t('{count} product|{count} products', { count: campaign.productCount })}
          </span>
          <span aria-hidden="true" className="font-semibold text-brand-800">
            {t('View products')} →
          </span>
        </p>
      </div>
    </article>
  );
}
