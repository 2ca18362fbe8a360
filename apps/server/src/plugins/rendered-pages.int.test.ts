// @postgres: kept pages dropped on catalogue changes (raw SQL, notifications).
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

/** How many pages are kept. */
const kept = (app: FastifyInstance) => app.renderedPages.stats().entries;
const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

/** The script-src sources of a response's Content-Security-Policy. */
function scriptSources(headers: Record<string, unknown>): string[] {
  const policy = String(headers['content-security-policy']);
  return /(?:^|; )script-src ([^;]*)/.exec(policy)![1]!.split(' ');
}

/** A page's inline scripts that run (not JSON data), with their attributes. */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) =>
        !/\ssrc=/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!),
    )
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page once kept: asked, then again. */
async function keptAnswer(url: string, headers: Record<string, string> = {}) {
  await get(url, headers);
  return get(url, headers);
}

describe(`catalogue pages kept as rendered on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answer a page as kept from its first visit: no nonce, its policy allowing exactly its inline scripts by their hashes', async () => {
    const { app } = testApp;
    const before = kept(app);
    const url = '/en/p/IBU-400-20/any';
    const first = await get(url, CONSENT);
    const second = await get(url, CONSENT);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(kept(app), 'kept once').toBe(before + 1);
    expect(second.body, 'the first answer is the kept page').toBe(first.body);
    expect(first.body).toContain('<h1');
    expect(first.body).not.toContain('nonce=');
    const sources = scriptSources(first.headers);
    expect(sources[0]).toBe("'self'");
    expect(sources.join(' ')).not.toMatch(/nonce|unsafe/);
    // Exactly the page's inline scripts, each allowed by its hash, and no other hash.
    const scripts = inlineScripts(first.body);
    expect(scripts.length).toBeGreaterThan(2);
    expect(new Set(sources.slice(1))).toEqual(new Set(scripts.map(({ text }) => sha256(text))));
    expect(String(first.headers['content-security-policy'])).toMatch(/(?:^|; )style-src 'self';/);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    for (const answer of [first, second]) {
      expect(answer.headers['x-apteek-shared-page'], 'the marker stays inside').toBeUndefined();
      expect(answer.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
  });

  it('render a page that is not kept with a fresh nonce on every inline script', async () => {
    const url = '/en/products?term=ibuprofen';
    const answers = [await get(url, CONSENT), await get(url, CONSENT)];
    const nonces = answers.map((answer) => nonceOf(answer.headers));
    expect(new Set(nonces).size).toBe(2);
    answers.forEach((answer, index) => {
      const scripts = inlineScripts(answer.body);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.every(({ attributes }) => attributes.includes(`nonce="${nonces[index]}"`))).toBe(true);
    });
  });

  it('answer Brotli, gzip and the bytes as they are, each decoding to the same page, as kept', async () => {
    const url = '/en/c/medicines';
    const identity = await keptAnswer(url, CONSENT);
    const br = await get(url, { ...CONSENT, 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { ...CONSENT, 'accept-encoding': 'gzip' });
    expect([
      identity.headers['content-encoding'],
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
    ]).toEqual([undefined, 'br', 'gzip']);
    for (const answer of [identity, br, gzip]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
    }
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
    const tags = [identity, br, gzip].map((answer) => answer.headers.etag);
    expect(new Set(tags).size, 'an entity tag per encoding').toBe(3);
    const again = await get(url, {
      ...CONSENT,
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherEncoding = await get(url, {
      ...CONSENT,
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
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

  it("keep one page for its visitors from ads and campaigns: a click id or a campaign's tags make no page of their own", async () => {
    const { app } = testApp;
    const page = '/en/c/pain-relievers';
    const first = await get(`${page}?gclid=Cj0KCQ1&utm_source=newsletter`, CONSENT);
    expect(first.statusCode).toBe(200);
    // Kept now, by this visit or an earlier test's of the page itself.
    const pages = kept(app);
    for (const url of [`${page}?gclid=Cj0KCQ2`, `${page}?fbclid=IwAR3&utm_campaign=spring`, page]) {
      const response = await get(url, CONSENT);
      expect(response.body, url).toBe(first.body);
      expect(kept(app), url).toBe(pages);
    }
    // A parameter the page reads is another page, kept apart, with or without the click id.
    await get(`${page}?sort=price&gclid=Cj0KCQ4`, CONSENT);
    expect(kept(app)).toBe(pages + 1);
    await get(`${page}?sort=price`, CONSENT);
    expect(kept(app)).toBe(pages + 1);
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
