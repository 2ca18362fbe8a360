// @postgres: kept pages dropped on catalogue changes (raw SQL, notifications).
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

// `npm test` builds the storefront before the integration tests; the pages need it.
const webBuildDir = fileURLToPath(new URL('../../../web/build', import.meta.url));
const testApp = useTestApp({ webBuildDir });
const CONSENT = { cookie: 'cookiesAccepted=true' };

/** The page at `url`, after the redirect to its canonical address if there is one. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  const location = response.headers.location;
  return typeof location === 'string'
    ? testApp.app.inject({ method: 'GET', url: location, headers })
    : response;
}

/** The script-src nonce of a response's Content-Security-Policy. */
function nonceOf(headers: Record<string, unknown>): string {
  const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
  expect(nonce, 'a nonce in the policy').toBeDefined();
  return nonce!;
}

const kept = (app: FastifyInstance) => app.renderedPages.stats().entries;
const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

describe(`catalogue pages kept as rendered on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('serve the same page again under the new request’s own nonce', async () => {
    const { app } = testApp;
    const before = kept(app);
    const first = await get('/en/p/IBU-400-20/any', CONSENT);
    const second = await get('/en/p/IBU-400-20/any', CONSENT);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(kept(app), 'kept once').toBe(before + 1);
    const [firstNonce, secondNonce] = [nonceOf(first.headers), nonceOf(second.headers)];
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.body).not.toContain(firstNonce);
    expect(second.body).toContain(`nonce="${secondNonce}"`);
    expect(second.body.replaceAll(secondNonce, firstNonce)).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-apteek-shared-page'], 'the marker stays inside').toBeUndefined();
    expect(first.headers['x-apteek-shared-page']).toBeUndefined();
  });

  it('keep the cookie notice apart: a visitor who accepted never gets it, one who did not always does', async () => {
    const notice = 'We use cookies for the shop to work';
    const before = kept(testApp.app);
    for (let round = 0; round < 2; round += 1) {
      const [unaccepted, accepted] = [
        await get('/en/c/pain-relievers'),
        await get('/en/c/pain-relievers', CONSENT),
      ];
      expect([unaccepted.statusCode, accepted.statusCode]).toEqual([200, 200]);
      expect(unaccepted.body).toContain(notice);
      expect(accepted.body).not.toContain(notice);
    }
    expect(kept(testApp.app), 'one page for each').toBe(before + 2);
  });

  it('never keep a search, a checkout, an account or prescription page, a missing page or a data request', async () => {
    const { app } = testApp;
    const before = kept(app);
    for (const url of [
      '/en/products?term=ibuprofen',
      '/en/c/pain-relievers?term=ibuprofen',
      '/en/checkout',
      '/en/my-account',
      '/en/prescriptions',
      '/en/no-such-page',
      '/en/p/NO-SUCH-SKU/any',
      '/en/c/pain-relievers.data',
    ]) {
      const response = await get(url, CONSENT);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(kept(app), url).toBe(before);
    }
  });

  it('render a page again once the catalogue changes', async () => {
    const { app } = testApp;
    const url = '/en/p/ALGI-SUSP-150/any';
    const original = heading((await get(url, CONSENT)).body);
    expect(original).toBeTruthy();
    expect(heading((await get(url, CONSENT)).body)).toBe(original);
    await app.db.execute(
      sql`update product_text set name = 'Renamed Algi Suspension' where store_code = 'en' and product_id = (select id from product where sku = 'ALGI-SUSP-150')`,
    );
    await expect
      .poll(async () => heading((await get(url, CONSENT)).body), { timeout: 5_000 })
      .toBe('Renamed Algi Suspension');
  });
});
