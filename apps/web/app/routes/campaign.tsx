import { parseListingQuery } from '@apteek/domain';
import { useTranslation } from '../i18n/translation.tsx';
import { data } from 'react-router';
import { CampaignPeriod } from '../features/campaign/index.ts';
import { Breadcrumbs, EmptyNotice, ListingView } from '../features/listing/index.ts';
import { originOf, pageMeta } from '../features/seo/index.ts';
import { storeViewOf } from '../shell/index.ts';
import type { Route } from './+types/campaign';

/** The list's first paint waits for its main part (features/layout/paint-after-main.ts). */
export const handle = { paintAfterMain: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { storeCode } = storeViewOf(request);
  const query = parseListingQuery(new URL(request.url).searchParams);
  const page = await context.storefront.campaignPage(storeCode, params.campaignSlug, query);
  // Unknown and finished campaigns are gone for good.
  if (!page) throw data(null, { status: 404 });
  return { ...page, storeCode, origin: originOf(request) };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: `${page.campaign.title} | Apteek`,
    description: page.campaign.description,
    origin: page.origin,
    storeCode: page.storeCode,
    alternates: page.alternates,
  });
}

export default function CampaignPage({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { campaign } = page;
  return (
    <div className="page-container py-6 md:py-8">
      <Breadcrumbs items={[{ name: t('Campaigns'), urlPath: '/kampaania' }, { name: campaign.title }]} />
      <header
        className="mt-4 rounded-2xl border border-line border-l-8 bg-surface p-5 md:p-8"
        style={{ borderLeftColor: campaign.color }}
      >
        <p className="text-sm font-semibold text-brand-800">
          <CampaignPeriod campaign={campaign} />
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
          {campaign.title}
        </h1>
        <p className="mt-3 max-w-3xl text-ink-muted">{campaign.description}</p>
      </header>
      <ListingView
        listing={page.listing}
        empty={<EmptyNotice>{t('No products match the selected filters.')}</EmptyNotice>}
      />
    </div>
  );
}
