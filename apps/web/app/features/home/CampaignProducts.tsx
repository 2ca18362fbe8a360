import type { HomeCampaignSection } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { IconText } from '../../ui/Icon.tsx';
import { CardItem } from '../catalog/index.ts';
import { StoreLink } from '../../shell/index.ts';

/** A running campaign's product list among the home page's sections. */
export function CampaignProducts({ campaign }: { campaign: HomeCampaignSection }) {
  const { t } = useTranslation();
  const headingId = `campaign-${campaign.id}`;
  return (
    <section aria-labelledby={headingId} className="below-fold page-container mt-12">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <IconText name="tag" className="flex items-center gap-1.5 text-sm font-semibold text-sale">
            {t('Campaign')}
          </IconText>
          <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-ink">
            {campaign.title}
          </h2>
          <p className="mt-1 text-ink-muted">{campaign.description}</p>
        </div>
        <StoreLink
          path={campaign.path}
          className="inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('All campaign products')}
          <span className="sr-only">{`: ${campaign.title}`}</span>
          <span aria-hidden="true">→</span>
        </StoreLink>
      </div>
      {/* Ten products fill two rows of five on wide screens. */}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {campaign.products.map((product) => (
          <CardItem key={product.id} product={product} isEager={false} />
        ))}
      </ul>
    </section>
  );
}
