import { STORE_VIEWS, parseListingQuery, type ListingResult, type ProductListPageData } from '@apteek/domain';
import { render, screen } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../i18n/catalogues.server.ts';
import { TranslationProvider } from '../i18n/translation.tsx';
import { packMenu } from '../menu-wire.ts';
import { StoreViewContext } from '../shell/index.ts';
import ProductListPage from './products.tsx';

function results(term: string, listing: Partial<ListingResult> = {}): ProductListPageData {
  return {
    kind: 'results',
    term,
    listing: {
      query: parseListingQuery(new URLSearchParams({ term })),
      products: [],
      total: 0,
      pageSize: 24,
      pageCount: 0,
      facets: [],
      priceRanges: [],
      sort: 'name-asc',
      ...listing,
    },
  };
}

/** The search page at /en/products under a root route that hands on the header's menu. */
function renderSearchPage(page: ProductListPageData) {
  const storeView = STORE_VIEWS.en;
  const Root = () => (
    <StoreViewContext value={storeView}>
      <TranslationProvider language="en" catalogue={catalogueFor('en')}>
        <Outlet />
      </TranslationProvider>
    </StoreViewContext>
  );
  const Page = () => {
    const props = { loaderData: { page, heading: 'Search results', meta: [] } };
    return <ProductListPage {...(props as unknown as Parameters<typeof ProductListPage>[0])} />;
  };
  const menu = packMenu([
    { id: 3, name: 'Pain and fever', urlPath: '/c/pain-and-fever', children: [] },
    { id: 4, name: 'Vitamins', urlPath: '/c/vitamins', children: [] },
  ]);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/en',
      loader: () => ({ menu }),
      Component: Root,
      children: [{ path: 'products', Component: Page }],
    },
  ]);
  return render(<Stub initialEntries={['/en/products?term=zzqx']} />);
}

describe('the search page with no results', () => {
  it('has one search form of its own, never a form inside a form (a hydration error)', async () => {
    renderSearchPage(results('zzqx'));
    const search = await screen.findByRole('search');
    expect(search.parentElement?.closest('form')).toBeNull();
    expect(document.querySelectorAll('form form')).toHaveLength(0);
  });

  it('shows no filters or sorting for nothing, and suggests ways on: tips and the main categories', async () => {
    renderSearchPage(results('zzqx'));
    expect(await screen.findByText('No products were found for your search.')).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.queryByText('Filters')).toBeNull();
    expect(screen.getByText('Check the spelling, or try a shorter or more general word.')).toBeDefined();
    const browse = screen.getByRole('navigation', { name: 'Browse the categories' });
    const links = [...browse.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Pain and fever', '/en/c/pain-and-fever'],
      ['Vitamins', '/en/c/vitamins'],
    ]);
  });
});
