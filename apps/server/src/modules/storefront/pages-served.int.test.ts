import { describe, expect, it } from 'vitest';
import { usePageTestApp } from '../../test-app.ts';

/**
 * Pages as the server sends them, where a browser would add nothing: the statuses, redirects,
 * language and head of the addresses a crawler, an old link or a mistyped one asks for, the sitemap
 * and robots.txt, and words the server writes into a page. The stories keep what a browser shows
 * (the not-found page's look and its accessibility, e2e/content.spec.ts).
 */
const { testApp, readPage } = usePageTestApp();

/** The origin the sitemap and robots.txt name: the one the request came to. */
const ORIGIN = 'http://shop.example';

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });

describe('unknown addresses', () => {
  it('an unknown page is a real 404 in the store’s language', async () => {
    const page = await readPage('/en/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/<html[^>]* lang="en"/);
  });

  it('an unknown product is a real 404', async () => {
    expect((await readPage('/fi/p/NO-SUCH-SKU/nothing')).statusCode).toBe(404);
  });

  it('a CMS page opens at /i/{identifier} with its canonical address, and an unknown one is a 404', async () => {
    const page = await readPage('/en/i/delivery');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Delivery<\/h1>/);
    expect(page.body).toMatch(/<link rel="canonical" href="[^"]*\/en\/delivery"/);
    expect((await readPage('/en/i/no-such-page')).statusCode).toBe(404);
  });
});

describe('old addresses', () => {
  it('an old product or category address answers 301 to its page, in the prefixed store too', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const [, sku, slug] = /<loc>http:\/\/[^/]+\/p\/([^/<]+)\/([^/<]+)<\/loc>/.exec(sitemap)!;
    const moved = await readPage(`/${slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/p/${sku}/${slug}`);

    const aboutInRussian = await readPage('/ru/about-us/?from=old');
    expect(aboutInRussian.statusCode).toBe(200);

    const finnish = await readPage(`/fi/${slug}`);
    expect(finnish.statusCode).toBe(301);
    expect(String(finnish.headers.location)).toMatch(new RegExp(`^/fi/p/${sku}/`));
  });
});

describe('the prescription centre’s address', () => {
  it('answers in ee, en and ru, never kept by a cache', async () => {
    for (const store of ['', '/en', '/ru']) {
      const page = await readPage(`${store}/prescriptions`);
      expect(page.statusCode, store).toBe(200);
      expect(page.headers['cache-control'], store).toBe('no-store');
    }
  });
});

describe('search engines', () => {
  it('read sitemap.xml with hreflang alternates, and robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const xml = sitemap.body;
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/fi/about-us</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/kampaania/talvine-tervis</loc>`);
    expect(xml).toContain(`hreflang="fi-FI" href="${ORIGIN}/fi/kampaania/talven-hyvinvointi"`);
    expect(xml).toMatch(/<loc>[^<]+\/en\/c\/[^<]+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/ru\/p\/[^<]+<\/loc>/);

    expect((await get('/sitemap.xml?part=2')).statusCode).toBe(404);

    const robots = (await get('/robots.txt')).body;
    for (const line of [
      'Disallow: /api/',
      'Disallow: /checkout',
      'Disallow: /my-account',
      'Disallow: /products',
    ])
      expect(robots).toContain(line);
    expect(robots).toContain('Disallow: /fi/products');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('a search’s count', () => {
  it("reads in the singular for one product in every store's language", async () => {
    // The nebuliser is the catalogue's only match for its name.
    for (const [store, one] of [
      ['', '1 toode'],
      ['/fi', '1 tuote'],
      ['/en', '1 product'],
      ['/ru', '1 товар'],
    ] as const) {
      const page = await readPage(`${store}/products?term=nebuliser`);
      expect(page.statusCode, store).toBe(200);
      expect(page.body, store).toMatch(new RegExp(`<p[^>]* role="status"[^>]*>${one}</p>`));
    }
  });
});

describe('the icons’ drawings', () => {
  it('are written after the page, one for each icon it draws and no other', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const product = /<loc>http:\/\/[^/]+(\/p\/[^<]+)<\/loc>/.exec(sitemap)![1]!;
    // A kept page, the largest category (cards below the first screen hydrate later), a streamed page.
    for (const url of ['/', '/c/ravimid', product, '/fi/checkout']) {
      const page = await readPage(url);
      expect(page.statusCode, url).toBe(200);
      const drawn = new Set([...page.body.matchAll(/<use href="#(icon-[a-z-]+)"/g)].map((match) => match[1]));
      const symbols = [...page.body.matchAll(/<symbol id="(icon-[a-z-]+)"/g)].map((match) => match[1]);
      expect(drawn.size, url).toBeGreaterThan(0);
      expect(symbols.sort(), url).toEqual([...drawn].sort());
      expect(page.body.lastIndexOf('<use href="#icon-'), url).toBeLessThan(page.body.indexOf('<symbol '));
    }
  });
});
