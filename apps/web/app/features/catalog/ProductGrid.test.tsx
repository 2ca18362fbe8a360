import type { ProductCard } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { ProductGrid } from './ProductGrid.tsx';

const card = (id: number): ProductCard => ({
  id,
  sku: `SKU-${id}`,
  typeId: 'simple',
  typeCode: 200,
  name: `Product ${id}`,
  urlPath: `/p/SKU-${id}/x`,
  imageUrl: `/media/${id}.png`,
  price: { final: 990, regular: 990, special: null, currency: 'EUR' },
  discountPercent: null,
  stockStatus: 'ok',
});

describe('ProductGrid images', () => {
  it("fetches the first cards' images at high priority with the page, the rest lazily", () => {
    stubApi(() => undefined);
    const { container } = renderInStore(
      <ProductGrid products={[1, 2, 3, 4].map(card)} eagerCount={2} list="category" />,
    );
    const images = [...container.querySelectorAll('img')].map((image) => ({
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
      decoding: image.getAttribute('decoding'),
    }));
    expect(images).toEqual([
      { loading: 'eager', fetchPriority: 'high', decoding: null },
      { loading: 'eager', fetchPriority: 'high', decoding: null },
      { loading: 'lazy', fetchPriority: null, decoding: 'async' },
      { loading: 'lazy', fetchPriority: null, decoding: 'async' },
    ]);
  });
});
