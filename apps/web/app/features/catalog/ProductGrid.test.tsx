import type { ProductCard } from '@apteek/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InStore, renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { IconSprite } from '../../ui/Icon.tsx';
import { KeptCardsContext, type KeptCards } from './kept-cards.tsx';
import { keptCards } from './kept-cards.server.tsx';
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

describe('ProductGrid as the server writes it', () => {
  const cards: (ProductCard & { medicineName?: string | null })[] = [
    card(1),
    { ...card(2), price: { final: 790, regular: 990, special: 790, currency: 'EUR' }, discountPercent: 20 },
    { ...card(3), typeCode: 300, name: 'Rx <"&\'> 10 mg' },
    { ...card(4), stockStatus: 'out_of_stock', typeId: 'configurable' },
    { ...card(5), medicineName: 'Paracetamolum + Coffeinum' },
  ];
  /** The grid's HTML and the page's sprite, with its cards rendered in place or from kept markup. */
  const serverHtml = (kept: KeptCards | null) => {
    const Page = () => (
      <InStore storeCode="fi">
        <KeptCardsContext value={kept}>
          <IconSprite>
            <ProductGrid products={cards} eagerCount={1} list="category" />
          </IconSprite>
        </KeptCardsContext>
      </InStore>
    );
    const Stub = createRoutesStub([{ path: '/*', Component: Page }]);
    return renderToString(<Stub initialEntries={['/fi/c/x?sort=name']} />);
  };

  it('writes the same markup and sprite from kept cards as it renders, the first time and after', () => {
    const inPlace = serverHtml(null);
    expect(inPlace).toContain('Paracetamolum + Coffeinum');
    const store = keptCards();
    let rendered = 0;
    const kept: KeptCards = {
      markup: (key, render) =>
        store.markup(key, (icons) => {
          rendered += 1;
          return render(icons);
        }),
    };
    expect(serverHtml(kept)).toBe(inPlace);
    // Every card but the eager first one, rendered once and then written from its kept markup.
    expect(rendered).toBe(4);
    expect(serverHtml(kept)).toBe(inPlace);
    expect(rendered).toBe(4);
  });
});
