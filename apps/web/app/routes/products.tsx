import { hasListingFilters, listingSearch, parseListingQuery, withoutFilters } from '@apteek/domain';
import { useTranslation } from '../i18n/translation.tsx';
import { Link, useLocation } from 'react-router';
import { useMemo } from 'react';
import {
  Breadcrumbs,
  EmptyNotice,
  ListingView,
  NoSearchResults,
  TermSearchForm,
} from '../features/listing/index.ts';
import { unpackMenu } from '../menu-wire.ts';
import { loaderMeta, originOf, pageMeta, samePathEverywhere } from '../features/seo/index.ts';
import { storeViewOf, useRootData } from '../shell/index.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const query = parseListingQuery(new URL(request.url).searchParams);
  const page = await context.storefront.productListPage(storeCode, query);
  const t = translatorFor(i18n.language);
  const heading = query.term ? t('Search results for "{term}"', { term: query.term }) : t('Products');
  return {
    page,
    heading,
    // Search result pages stay out of search engines.
    meta: pageMeta({
      title: `${heading} | Apteek`,
      origin: originOf(request),
      storeCode,
      alternates: samePathEverywhere('/products'),
      noindex: true,
    }),
  };
}

/** The list's first paint waits for its main part (features/layout/paint-after-main.ts). */
export const handle = { paintAfterMain: true };

export const meta = loaderMeta;

export default function ProductListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { page, heading } = loaderData;
  const packedMenu = useRootData()?.menu;
  const categories = useMemo(() => (packedMenu ? unpackMenu(packedMenu) : []), [packedMenu]);
  // Nothing found for the term alone: no filters or sorting for an empty list, and the search form
  // stands on its own (inside the listing's form it would be a form in a form).
  const isNothingFound =
    page.kind === 'results' && page.listing.total === 0 && !hasListingFilters(page.listing.query);
  return (
    <div className="page-container py-6 md:py-8">
      <Breadcrumbs items={[{ name: t('Search') }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-brand-900 md:text-4xl">
        {heading}
      </h1>
      {page.kind === 'prompt' && (
        <div className="mt-6">
          <EmptyNotice>
            <p>
              {t(
                'Type at least 3 characters to search for products, symptoms, active substances and brands.',
              )}
            </p>
            <TermSearchForm term="" />
          </EmptyNotice>
        </div>
      )}
      {page.kind === 'term-too-short' && (
        <div className="mt-6">
          <EmptyNotice tone="warning">
            <p>{t('Searched term should consist of at least 3 characters.')}</p>
            <TermSearchForm term={page.term} />
          </EmptyNotice>
        </div>
      )}
      {page.kind === 'results' && isNothingFound && (
        <NoSearchResults term={page.term} categories={categories} />
      )}
      {page.kind === 'results' && !isNothingFound && (
        <ListingView
          listing={page.listing}
          term={page.term}
          empty={
            <EmptyNotice>
              <p>{t('No products were found for your search.')}</p>
              {/* Inside the listing's own form: a link, never a second form. */}
              <Link
                to={`${pathname}${listingSearch(withoutFilters(page.listing.query))}`}
                className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2"
              >
                {t('Clear all filters')}
              </Link>
            </EmptyNotice>
          }
        />
      )}
    </div>
  );
}
