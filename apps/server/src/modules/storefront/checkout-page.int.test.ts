import { describe, expect, it } from 'vitest';
import { usePageTestApp } from '../../test-app.ts';

// The checkout as the server sends it. The cart lives in the browser, which keeps the number of its
// lines in the store view's cart cookie: with lines, the page comes with its sections; without,
// with the empty cart. Either way it holds nothing of the cart's contents and no cache keeps it.

const { testApp } = usePageTestApp();

const STORES = [
  {
    path: '/checkout',
    storeCode: 'ee',
    headings: ['Isikuandmed', 'Transport', 'Makse', 'Tellimuse ülevaade'],
    empty: 'Sinu ostukorv on tühi.',
    loading: 'Laadimine…',
  },
  {
    path: '/fi/checkout',
    storeCode: 'fi',
    headings: ['Henkilötiedot', 'Toimitus', 'Maksu', 'Tilauksen yhteenveto'],
    empty: 'Ostoskorisi on tyhjä.',
    loading: 'Ladataan…',
  },
  {
    path: '/en/checkout',
    storeCode: 'en',
    headings: ['Personal details', 'Shipping', 'Payment', 'Order review'],
    empty: 'Your shopping cart is empty.',
    loading: 'Loading…',
  },
  {
    path: '/ru/checkout',
    storeCode: 'ru',
    headings: ['Личные данные', 'Доставка', 'Оплата', 'Проверка заказа'],
    empty: 'Ваша корзина пуста.',
    loading: 'Загрузка…',
  },
] as const;

/** The checkout for a browser that chose its cookies, with these cookies besides. */
const read = (path: string, cookies = '') =>
  testApp.app.inject({
    method: 'GET',
    url: path,
    headers: { cookie: ['cookiesAccepted=true', cookies].filter(Boolean).join('; ') },
  });

/** The texts of the checkout's own second-level headings (not the footer's), step numbers taken off. */
function headingsOf(html: string): string[] {
  const body = html.slice(html.indexOf('data-testid="checkout-body"'), html.indexOf('<footer'));
  return [...body.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    match[1]!.replace(/<span[^>]*>\d<\/span>/, '').replace(/<[^>]+>/g, ''),
  );
}

/** What the order review's list of lines holds: its items' markup. */
const reviewLines = (html: string) =>
  /aria-label="[^"]+">((?:<li[\s\S]*?<\/li>)*)<\/ul>/.exec(html)?.[1] ?? '';

describe('the checkout as the server sends it', () => {
  for (const { path, storeCode, headings, empty, loading } of STORES) {
    it(`renders the sections for a cart the cookie counts, in ${path}’s language`, async () => {
      const page = await read(path, `cartLines-${storeCode}=2`);
      expect(page.statusCode).toBe(200);
      expect(headingsOf(page.body)).toEqual(headings);
      expect(page.body).not.toContain(empty);
      // A reserved row for each line, with no text: the server knows how many, not which.
      const lines = reviewLines(page.body);
      expect(lines.match(/<li aria-hidden="true"/g)).toHaveLength(2);
      expect(lines.replace(/<[^>]+>/g, '')).toBe('');
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it(`renders the cart loading, not an empty cart, without the cookie, in ${path}’s language`, async () => {
      // Without the cookie the cart may be empty, kept from before the cookie, or an order's thank-you page.
      const page = await read(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(loading);
      expect(page.body).not.toContain(empty);
      expect(headingsOf(page.body)).toEqual([]);
      expect(page.headers['cache-control']).toBe('no-store');
    });
  }

  it('also under the default store’s own prefix, and counts only the store view’s own cart', async () => {
    expect(headingsOf((await read('/ee/checkout', 'cartLines-ee=1')).body)).toHaveLength(4);
    const otherStore = await read('/fi/checkout', 'cartLines-ee=1; cartLines-en=3');
    expect(headingsOf(otherStore.body)).toEqual([]);
    expect(otherStore.body).toContain('Ladataan…');
  });

  it('offers a guest an account, and leaves the offer out when the session cookie says logged in', async () => {
    const offer = 'Create an account for faster checkout and your order history';
    expect((await read('/en/checkout', 'cartLines-en=1')).body).toContain(offer);
    const customer = await read('/en/checkout', 'cartLines-en=1; loggedIn=1');
    expect(headingsOf(customer.body)).toHaveLength(4);
    expect(customer.body).not.toContain(offer);
  });

  it('is rendered for each request, so one visitor’s page never reaches another', async () => {
    await read('/en/checkout', 'cartLines-en=1');
    const without = await read('/en/checkout');
    expect(headingsOf(without.body)).toEqual([]);
    const again = await read('/en/checkout', 'cartLines-en=4');
    expect(reviewLines(again.body).match(/<li aria-hidden="true"/g)).toHaveLength(4);
    expect(without.headers.etag).toBeUndefined();
  });
});
