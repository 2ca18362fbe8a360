import {
  PRICES_AFTER_SYNC,
  type PricesAfterSyncDetail,
  type ProductCard,
  type ProductPagePrice,
} from '@apteek/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi, type SentRequest } from '../../testing/component-harness.tsx';
import { SESSION_KEY, sessionStore } from '../account/index.ts';
import { ProductGrid } from '../catalog/index.ts';
import { PriceBlock } from './PriceBlock.tsx';

const PRICE: ProductPagePrice = {
  final: 1790,
  regular: 1790,
  special: null,
  discountPercent: null,
  taxRate: 24,
  currency: 'EUR',
};

/** render-list as the server answers it: the tier (16.50 €) only for group 3 with its token. */
function renderList({ path }: SentRequest) {
  if (!path.startsWith('/api/catalog/products/render-list?')) return undefined;
  const query = new URL(path, 'http://localhost').searchParams;
  const isRetailer = query.get('userGroupId') === '3' && query.get('token') === 'token-of-3';
  const gross = { final_price: isRetailer ? 16.5 : 17.9, regular_price: 17.9, special_price: null };
  const items = (query.get('skus') ?? '').split(',').map((sku) => ({
    sku,
    price_info: { extension_attributes: { tax_adjustments: gross } },
  }));
  return { code: 200, result: { items } };
}

function logIn(user: { group_id: number; groupToken?: string }) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'access', refreshToken: 'refresh', user }));
}

/** The price as the page shows it, spaces as plain spaces. */
const shownPrices = () =>
  screen.getAllByTestId('product-price').map((node) => node.textContent?.replace(/\s/g, ' '));

describe('the product price', () => {
  // A guest's browser never loads the session code, so this one runs before any login.
  it('asks nothing for a guest and shows the page price', async () => {
    const server = stubApi(renderList);
    renderInStore(<PriceBlock sku="STRIPS-50" price={PRICE} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownPrices()).toEqual(['17,90 €']);
    expect(screen.getByTestId('product-price').dataset.priceCurrent).toBe('true');
    expect(server.sent).toEqual([]);
  });

  it("shows a group's customer the tier price, asked of render-list with the group id and token", async () => {
    logIn({ group_id: 3, groupToken: 'token-of-3' });
    await sessionStore();
    const server = stubApi(renderList);
    const synced: PricesAfterSyncDetail[] = [];
    const listen = (event: Event) => synced.push((event as CustomEvent<PricesAfterSyncDetail>).detail);
    window.addEventListener(PRICES_AFTER_SYNC, listen);
    renderInStore(<PriceBlock sku="STRIPS-50" price={PRICE} />);
    // Rendered before the platform price sync answered: not current.
    expect(screen.getByTestId('product-price').dataset.priceCurrent).toBe('false');
    await waitFor(() => expect(shownPrices()).toEqual(['16,50 €']));
    expect(screen.getByTestId('product-price').dataset.priceCurrent).toBe('true');
    window.removeEventListener(PRICES_AFTER_SYNC, listen);
    expect(synced).toEqual([{ skus: ['STRIPS-50'], refreshedAt: expect.any(String) }]);
    expect(server.sent.map((request) => request.path)).toEqual([
      '/api/catalog/products/render-list?skus=STRIPS-50&currencyCode=EUR&storeId=1&userGroupId=3&token=token-of-3',
    ]);
  });

  it("shows the tier prices on a list's cards, asked in one call for the whole list", async () => {
    // The session the test above logged in stays loaded, as it does from page to page.
    expect((await sessionStore())?.snapshot()?.user?.group_id).toBe(3);
    const server = stubApi(renderList);
    const card = (id: number, sku: string): ProductCard => ({
      id,
      sku,
      typeId: 'simple',
      typeCode: 200,
      name: sku,
      urlPath: `/p/${sku}/x`,
      imageUrl: '/media/x.png',
      price: { final: 1790, regular: 1790, special: null, currency: 'EUR' },
      discountPercent: null,
      stockStatus: 'ok',
    });
    const { container } = renderInStore(
      <ProductGrid
        products={[card(1, 'STRIPS-50'), card(2, 'LANCETS-100')]}
        eagerCount={0}
        list="category"
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('s')).toHaveLength(2));
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('16,50 €');
    expect(server.sent.map((request) => request.path)).toEqual([
      '/api/catalog/products/render-list?skus=STRIPS-50%2CLANCETS-100&currencyCode=EUR&storeId=1&userGroupId=3&token=token-of-3',
    ]);
  });
});
