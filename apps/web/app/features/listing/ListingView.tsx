import { listingSearch, withListingPage, type ListingResult } from '@apteek/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link, useLocation, useNavigation } from 'react-router';
import { ProductGrid } from '../catalog/index.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { EmptyNotice } from './EmptyNotice.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { Pagination } from './Pagination.tsx';
import { SortSelect } from './SortSelect.tsx';
import { useAutoApply } from './use-auto-apply.ts';

/** The first row of cards is above the fold on desktop. */
const EAGER_CARDS = 3;

interface ListingViewProps {
  listing: ListingResult;
  /** Kept in the form, so filtering search results keeps the term. */
  term?: string;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
}

/**
 * Filters, sort, results and pages of a listing, driven by the query string: a GET form that
 * works without JavaScript, applied 300 ms after a change when it runs.
 */
export function ListingView({ listing, term, empty }: ListingViewProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { applySoon, applyNow } = useAutoApply();
  const form = useRef<HTMLFormElement>(null);
  const filtersButton = useRef<HTMLAnchorElement>(null);
  const [panelChoice, setPanelOpen] = useState<boolean | null>(null);
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    if (form.current) applyNow(form.current);
    filtersButton.current?.focus();
  }, [applyNow]);
  const selectedCount =
    listing.facets.reduce((sum, facet) => sum + facet.options.filter((o) => o.isSelected).length, 0) +
    (listing.query.price ? 1 : 0);
  const isLoading = navigation.state === 'loading';
  return (
    <form
      ref={form}
      method="get"
      onChange={(event) => applySoon(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        applyNow(event.currentTarget);
      }}
      className="mt-6 grid gap-x-8 lg:grid-cols-[16rem_1fr]"
    >
      {term && <input type="hidden" name="term" value={term} />}
      <FilterPanel listing={listing} choice={panelChoice} onClose={closePanel} />
      <section aria-labelledby="results-title" aria-busy={isLoading} className="min-w-0">
        <h2 id="results-title" className="sr-only">
          {t('Products')}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
          <p className="font-medium text-ink" role="status">
            {t('{count} product|{count} products', { count: listing.total })}
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <a
              ref={filtersButton}
              href="#filters"
              onClick={(event) => {
                // Before hydration the link opens the panel as its target, without this.
                event.preventDefault();
                setPanelOpen(true);
              }}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:border-brand-700 lg:hidden"
            >
              {t('Filters')}
              {selectedCount > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{selectedCount}</span>
              )}
            </a>
            <SortSelect sort={listing.sort} />
            {/* Only without JavaScript: a button that vanished on hydration would shift the page. */}
            <noscript>
              <button
                type="submit"
                className="h-10 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('Apply')}
              </button>
            </noscript>
          </div>
        </div>
        <ActiveFilters listing={listing} />
        <div className={`mt-5 transition-opacity ${isLoading ? 'opacity-60' : ''}`}>
          {listing.products.length > 0 ? (
            <ProductGrid
              products={listing.products}
              eagerCount={EAGER_CARDS}
              columns="sidebar"
              list={term === undefined ? 'category' : 'search'}
            />
          ) : listing.total > 0 ? (
            <EmptyNotice>
              <p>{t('There are no products on this page.')}</p>
              <Link
                to={`${pathname}${listingSearch(withListingPage(listing.query, 1))}`}
                className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2"
              >
                {t('Go to the first page')}
              </Link>
            </EmptyNotice>
          ) : (
            empty
          )}
        </div>
        <Pagination query={listing.query} pageCount={listing.pageCount} />
      </section>
    </form>
  );
}
