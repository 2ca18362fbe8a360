import { useTranslation } from 'react-i18next';
import { ProductSection } from '../features/catalog/ProductSection.tsx';
import { HomeHero } from '../features/home/HomeHero.tsx';
import { HOME_TEXTS } from '../features/home/home-texts.ts';
import { storeViewOf } from '../features/store/store-view.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const home = await context.storefront.homePage(storeCode);
  const t = translatorFor(i18n.language);
  const texts = HOME_TEXTS[i18n.country];
  return { ...home, title: t(texts.title), description: t(texts.description) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'description', content: data?.description }];
}

/** The first row of four cards is above the fold on desktop. */
const EAGER_CARDS = 4;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <HomeHero />
      <ProductSection
        id="new-products"
        title={t('New products')}
        products={loaderData.newProducts}
        eagerCount={EAGER_CARDS}
      />
      <ProductSection
        id="bestsellers"
        title={t('Bestsellers')}
        products={loaderData.bestsellers}
        eagerCount={0}
      />
    </>
  );
}
