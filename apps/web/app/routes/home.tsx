import { useTranslation } from '../i18n/translation.tsx';
import { ProductSection } from '../features/catalog/index.ts';
import {
  CampaignProducts,
  HomeHero,
  HOME_TEXTS,
  InstagramTiles,
  MainBanners,
  SmallBanners,
} from '../features/home/index.ts';
import { HydrateLater, storeViewOf } from '../shell/index.ts';
import { loaderMeta, originOf, pageMeta, samePathEverywhere } from '../features/seo/index.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const home = await context.storefront.homePage(storeCode);
  const t = translatorFor(i18n.language);
  const texts = HOME_TEXTS[i18n.country];
  return {
    ...home,
    meta: pageMeta({
      title: t(texts.title),
      description: t(texts.description),
      origin: originOf(request),
      storeCode,
      alternates: samePathEverywhere('/'),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Pharmacy',
        name: 'Apteek',
        url: `${originOf(request)}/`,
      },
    }),
  };
}

export const meta = loaderMeta;

/** The first row of four cards is above the fold on desktop. */
const EAGER_CARDS = 4;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="pb-16">
      <HomeHero image={loaderData.headImages[0]} />
      <MainBanners banners={loaderData.mainBanners} title={t('Offers and news')} />
      <ProductSection
        list="home"
        id="new-products"
        title={t('New products')}
        products={loaderData.newProducts}
        eagerCount={EAGER_CARDS}
      />
      <HydrateLater>
        {loaderData.campaigns.map((campaign) => (
          <CampaignProducts key={campaign.id} campaign={campaign} />
        ))}
        <SmallBanners banners={loaderData.smallBanners} title={t('More from our pharmacy')} />
        <ProductSection
          list="home"
          id="bestsellers"
          title={t('Bestsellers')}
          products={loaderData.bestsellers}
          eagerCount={0}
          isBelowFold
        />
        <InstagramTiles tiles={loaderData.instagramTiles} />
      </HydrateLater>
    </div>
  );
}
