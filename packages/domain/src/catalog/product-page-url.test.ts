import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productPath, productRedirectPath, type LoadedProductUrl } from './product-page-url.ts';

const makeLoaded = (overrides: Partial<LoadedProductUrl> = {}): LoadedProductUrl => ({
  sku: 'COMP-STOCK',
  slug: 'kompressa-kompressioonpolvikud',
  requestedChildSku: null,
  childSkus: ['COMP-STOCK-S', 'COMP-STOCK-M'],
  ...overrides,
});

describe('productPath', () => {
  it('builds the parent and the child path', () => {
    expect(productPath('PARA-500-20', 'paratsetamool')).toBe('/p/PARA-500-20/paratsetamool');
    expect(productPath('COMP-STOCK', 'x', 'COMP-STOCK-M')).toBe('/p/COMP-STOCK/x/COMP-STOCK-M');
  });

  it('encodes characters that would break the path', () => {
    expect(productPath('A/B', 'x y')).toBe('/p/A%2FB/x%20y');
  });
});

describe('productRedirectPath', () => {
  it('keeps the canonical URL of a product and of a selected child', () => {
    const loaded = makeLoaded();
    expect(productRedirectPath({ sku: loaded.sku, slug: loaded.slug }, loaded)).toBeNull();
    expect(
      productRedirectPath({ sku: loaded.sku, slug: loaded.slug, childSku: 'COMP-STOCK-M' }, loaded),
    ).toBeNull();
  });

  it('sends a configurable child URL to the parent with the child selected', () => {
    const loaded = makeLoaded({ requestedChildSku: 'COMP-STOCK-M' });
    expect(productRedirectPath({ sku: 'COMP-STOCK-M', slug: 'anything' }, loaded)).toBe(
      '/p/COMP-STOCK/kompressa-kompressioonpolvikud/COMP-STOCK-M',
    );
  });

  it('corrects a wrong slug and keeps the child', () => {
    const loaded = makeLoaded();
    expect(productRedirectPath({ sku: loaded.sku, slug: 'old', childSku: 'COMP-STOCK-S' }, loaded)).toBe(
      '/p/COMP-STOCK/kompressa-kompressioonpolvikud/COMP-STOCK-S',
    );
  });

  it('drops a child segment that names no child of the product', () => {
    const simple = makeLoaded({ sku: 'PARA-500-20', slug: 'para', childSkus: [] });
    expect(productRedirectPath({ sku: 'PARA-500-20', slug: 'para', childSku: 'X' }, simple)).toBe(
      '/p/PARA-500-20/para',
    );
  });

  it('answers with a URL that is itself canonical', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.option(fc.constantFrom('COMP-STOCK-S', 'COMP-STOCK-M', 'OTHER')),
        (slug, childSku) => {
          const loaded = makeLoaded();
          const target = productRedirectPath({ sku: loaded.sku, slug, childSku }, loaded);
          if (target === null) return;
          const [, , sku, targetSlug, targetChild] = target.split('/').map(decodeURIComponent);
          expect(
            productRedirectPath({ sku: sku!, slug: targetSlug!, childSku: targetChild }, loaded),
          ).toBeNull();
        },
      ),
    );
  });
});
