import { useTranslation } from '../i18n/translation.tsx';
import { CampaignCard } from '../features/campaign/index.ts';
import { Breadcrumbs, EmptyNotice } from '../features/listing/index.ts';
import { loaderMeta, originOf, pageMeta, samePathEverywhere } from '../features/seo/index.ts';
import { storeViewOf } from '../shell/index.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/campaigns';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const campaigns = await context.storefront.campaignsPage(storeCode);
  const t = translatorFor(i18n.language);
  const description = t('Current offers and campaigns of the Apteek online pharmacy.');
  return {
    campaigns,
    description,
    meta: pageMeta({
      title: `${t('Campaigns')} | Apteek`,
      description,
      origin: originOf(request),
      storeCode,
      alternates: samePathEverywhere('/kampaania'),
    }),
  };
}

export const meta = loaderMeta;

export default function CampaignsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { campaigns } = loaderData;
  return (
    <div className="page-container py-6 md:py-8">
      <Breadcrumbs items={[{ name: t('Campaigns') }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('Campaigns')}</h1>
      <p className="mt-3 max-w-3xl text-ink-muted">{loaderData.description}</p>
      {campaigns.length === 0 ? (
        <div className="mt-8">
          <EmptyNotice>{t('There are no campaigns running right now. Please check back soon.')}</EmptyNotice>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
