import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_WEB_BUILD_DIR, useTestApp } from '../../test-app.ts';

// `npm test` builds the storefront before the integration tests; the pages need it.
const testApp = useTestApp({ webBuildDir: TEST_WEB_BUILD_DIR });

/** What a product page hands the browser to hydrate, at most. */
const PRODUCT_PAGE_DATA_LIMIT = 15 * 1024;

/** The page at `url`, after the redirect to its canonical address if there is one. */
async function getPage(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  const location = response.headers.location;
  return typeof location === 'string' ? app.inject({ method: 'GET', url: location }) : response;
}

/** The loader data React Router streams into the page (`streamController.enqueue("…")`), in bytes. */
function inlineLoaderDataBytes(html: string): number {
  const chunks = [
    ...html.matchAll(/__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g),
  ];
  expect(chunks.length, 'the page streams its loader data').toBeGreaterThan(0);
  return chunks.reduce((bytes, [, chunk]) => bytes + Buffer.byteLength(JSON.parse(chunk!) as string), 0);
}

describe(`the hydration payload on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it.each([
    ['a simple product', 'ALGI-SUSP-150'],
    ['a configurable product', 'COMP-STOCK'],
    ['a bundle', 'ALLERGY-BUNDLE'],
    ['a grouped product', 'FIRSTAID-KIT'],
  ])('of %s page stays within 15 KB in every store', async (_what, sku) => {
    for (const prefix of ['', '/fi', '/en', '/ru']) {
      const page = await getPage(testApp.app, `${prefix}/p/${sku}/-`);
      expect(page.statusCode, `${prefix}/p/${sku}`).toBe(200);
      expect(inlineLoaderDataBytes(page.body), `${prefix}/p/${sku}`).toBeLessThanOrEqual(
        PRODUCT_PAGE_DATA_LIMIT,
      );
    }
  });

  it("leaves the texts out of the data but renders in the store's language, importing its catalogue with the page's scripts", async () => {
    const page = await getPage(testApp.app, '/fi/p/ALGI-SUSP-150/-');
    expect(page.body).toContain('<html lang="fi"');
    expect(page.body).toContain('Lisää ostoskoriin');
    const data = page.body.slice(page.body.indexOf('window.__reactRouterContext'));
    // A text only the catalogue holds: the Finnish of 'Page not found'.
    expect(data).not.toContain('Sivua ei löytynyt');
    // The starter's first argument: the modules the page imports after its first paint.
    const preload = /\(\["(\/assets\/texts-fi-[\w-]+\.js)"/.exec(page.body)?.[1];
    expect(preload, 'the Finnish catalogue among the page’s modules').toBeDefined();
    const catalogue = await testApp.app.inject({ method: 'GET', url: preload! });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['cache-control']).toContain('immutable');
    expect(catalogue.body).toContain('Sivua ei löytynyt');
  });

  it('imports the later texts with the scripts of a page whose code waits for them, and only there', async () => {
    const later = /"(\/assets\/texts-later-fi-[\w-]+\.js)"/;
    // The checkout's code writes later texts (app/i18n/texts-split.ts): fetched beside it, not after it.
    const checkout = await getPage(testApp.app, '/fi/checkout');
    const url = later.exec(checkout.body)?.[1];
    expect(url, 'the later Finnish texts among the checkout’s modules').toBeDefined();
    const texts = await testApp.app.inject({ method: 'GET', url: url! });
    expect(texts.statusCode).toBe(200);
    // The Finnish of 'Proceed to checkout', a text of the cart drawer only.
    expect(texts.body).toContain('Siirry kassalle');
    // The checkout's own part of them too, not the prescription centre's.
    expect(checkout.body).toMatch(/"\/assets\/texts-checkout-fi-[\w-]+\.js"/);
    expect(checkout.body).not.toMatch(/"\/assets\/texts-prescription-fi-[\w-]+\.js"/);
    const product = await getPage(testApp.app, '/fi/p/ALGI-SUSP-150/-');
    expect(product.body).toMatch(/"\/assets\/texts-fi-[\w-]+\.js"/);
    expect(product.body).not.toMatch(later);
    expect(product.body).not.toMatch(/"\/assets\/texts-checkout-fi-[\w-]+\.js"/);
  });

  it('puts every part of the page where it stands, none moved in by a script after the first paint', async () => {
    // The home page's lists below the fold (about 100 KB of cards) and the footer are Suspense
    // boundaries; React would send a boundary this large at the end, hidden, with a script to move it.
    for (const url of ['/', '/en/checkout']) {
      const { body } = await getPage(testApp.app, url);
      expect(body, url).not.toMatch(/<div hidden id="S:\d+"|<template id="B:\d+"|\$RC\(/);
      const footer = body.indexOf('<footer');
      expect(footer, url).toBeGreaterThan(body.indexOf('</main>'));
      expect(footer, url).toBeLessThan(body.indexOf('window.__reactRouterContext'));
    }
  });
});
