import { ProductSearchAnswerSchema, type MenuCategory } from '@apteek/domain';
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { toSearchSuggestions, type SuggestionSearchResult } from './search-suggestions.ts';

const category = (id: number, name: string, children: MenuCategory[] = []): MenuCategory => ({
  id,
  name,
  urlPath: `/c/${name.toLowerCase().replaceAll(' ', '-')}`,
  children,
});

const menu = [
  category(3, 'Vitamiinid ja toidulisandid', [category(10, 'D-vitamiin'), category(11, 'Mineraalid')]),
];

/** The search's answer as the server sends it (euros), read by the catalogue contract. */
const result = (overrides: Partial<z.input<typeof ProductSearchAnswerSchema>> = {}): SuggestionSearchResult =>
  ProductSearchAnswerSchema.parse({ items: [], total: 0, aggregations: {}, ...overrides });

describe('toSearchSuggestions', () => {
  it('suggests categories whose name holds the term, also in subcategories', () => {
    const { attributes } = toSearchSuggestions(result(), menu, 'VITAMIIN');
    expect(attributes.map((a) => [a.kind, a.path])).toEqual([
      ['Category', '/c/vitamiinid-ja-toidulisandid'],
      ['Category', '/c/d-vitamiin'],
    ]);
  });

  it('suggests options of the matched products that hold the term, ignoring accents', () => {
    const aggregations = {
      Substance: {
        buckets: [
          { key: 'ibuprofen', label: 'Ibuprofeen' },
          { key: 'codeine', label: 'Kodeiin' },
        ],
      },
      Brand: { buckets: [{ key: 'nurofen', label: 'Nurofen' }] },
    };
    const { attributes } = toSearchSuggestions(result({ aggregations }), menu, 'ibupröf');
    expect(attributes).toEqual([
      {
        key: 'Substance-ibuprofen',
        kind: 'Substance',
        label: 'Ibuprofeen',
        path: '/products?Substance=ibuprofen',
      },
    ]);
  });

  it('turns product documents into priced links in cents', () => {
    const items = [
      { id: 7, name: 'Ibuprofeen 400 mg', url_path: '/p/A1/ibu', image: null, final_price_incl_tax: 2.29 },
      {
        id: 8,
        name: 'Nurofen 200 mg',
        url_path: '/p/N2/nurofen',
        image: '/media/product/nurofen.svg',
        final_price_incl_tax: 4.5,
      },
    ];
    const { products, total } = toSearchSuggestions(result({ items, total: 12 }), menu, 'ibu');
    expect(products).toEqual([
      {
        key: 'product-7',
        name: 'Ibuprofeen 400 mg',
        path: '/p/A1/ibu',
        imageUrl: '/media/placeholder.svg',
        price: 229,
      },
      {
        key: 'product-8',
        name: 'Nurofen 200 mg',
        path: '/p/N2/nurofen',
        // The proxy's raster thumbnail, never the SVG source.
        imageUrl: '/api/catalog/product/nurofen.svg/image?size=150x150',
        price: 450,
      },
    ]);
    expect(total).toBe(12);
  });
});
