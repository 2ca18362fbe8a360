import {
  parseListingQuery,
  resolveStorePath,
  storePath,
  withoutFilters,
  listingSearch,
} from '@apteek/domain';
import { useTranslation } from '../i18n/translation.tsx';
import { Link, data, redirect, useLocation } from 'react-router';
import { SubcategoryLinks, Breadcrumbs, EmptyNotice, ListingView } from '../features/listing/index.ts';
import { originOf, pageMeta } from '../features/seo/index.ts';
import { storeViewOf } from '../shell/index.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/category';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const query = parseListingQuery(new URL(request.url).searchParams);
  const page = await context.storefront.categoryPage(storeCode, params.slug, query);
  if (!page) {
    // Another store view's slug ('/fi/c/ravimid') answers 301 to the category here.
    const url = new URL(request.url);
    const moved = await context.storefront.resolveUrl(url.pathname);
    const { hasPrefix } = resolveStorePath(url.pathname);
    const target = moved && storePath(moved.storeCode, moved.path, { explicitDefault: hasPrefix });
    if (target) throw redirect(`${target}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const t = translatorFor(i18n.language);
  const { name, description } = page.category;
  return {
    ...page,
    storeCode,
    origin: originOf(request),
    title: `${name} | Apteek`,
    description:
      description || t('{name} at the Apteek online pharmacy: prices, availability and delivery.', { name }),
  };
}

/** The list's first paint waits for its main part (features/layout/paint-after-main.ts). */
export const handle = { paintAfterMain: true };

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  const crumbs = [...page.breadcrumbs, page.category];
  return pageMeta({
    title: page.title,
    description: page.description,
    origin: page.origin,
    storeCode: page.storeCode,
    alternates: page.alternates,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${page.origin}${storePath(page.storeCode, crumb.urlPath)}`,
      })),
    },
  });
}

export default function CategoryPage({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { category, listing } = page;
  const empty =
    page.productCount === 0 ? (
      <EmptyNotice tone="warning">
        {t('No products synchronized for this category. Please come back while online!')}
      </EmptyNotice>
    ) : (
      <EmptyNotice>
        <p>{t('No products match the selected filters.')}</p>
        <Link
          to={`${pathname}${listingSearch(withoutFilters(listing.query))}`}
          className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('Clear all filters')}
        </Link>
      </EmptyNotice>
    );
  return (
    <div className="page-container py-6 md:py-8">
      <Breadcrumbs items={[...page.breadcrumbs, { name: category.name }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{category.name}</h1>
      {category.description && <p className="mt-3 max-w-3xl text-ink-muted">{category.description}</p>}
      <SubcategoryLinks subcategories={page.subcategories} />
      <ListingView listing={listing} empty={empty} />
    </div>
  );
}
