import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../test-app.ts';

// `npm test` builds the storefront before the integration tests; the pages need it.
const webBuildDir = fileURLToPath(new URL('../../../web/build', import.meta.url));
const testApp = useTestApp({ webBuildDir });
const liveApp = useTestApp({
  webBuildDir,
  payments: {
    publicUrl: 'https://apteek.example',
    maksekeskus: { shopId: 'shop', secretKey: 'secret', apiUrl: 'https://api.maksekeskus.ee' },
    paytrail: { merchantId: '13466', secret: 'secret' },
    paytrailInterface: 'e2',
  },
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The policy's directives by name, each with its sources. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = headers['content-security-policy'];
  expect(typeof policy, 'Content-Security-Policy header').toBe('string');
  return new Map(
    (policy as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function nonceOf(headers: Headers): string {
  const nonce = directives(headers)
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"));
  expect(nonce, 'a nonce in script-src').toBeDefined();
  return nonce!.slice("'nonce-".length, -1);
}

function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = directives(headers);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, `${what}: script-src`).toContain("'self'");
  expect(scripts, `${what}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('form-action'), what).toContain("'self'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const permissions = String(headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${what}: ${feature} off`).toContain(`${feature}=()`);
  }
}

async function get(app: FastifyInstance, url: string) {
  return app.inject({ method: 'GET', url });
}

/** The page at `url`, after the redirect to its canonical address if there is one. */
async function getPage(app: FastifyInstance, url: string) {
  const response = await get(app, url);
  const location = response.headers.location;
  return typeof location === 'string' ? get(app, location) : response;
}

/** One response of each kind the server gives, as [what, url, expected status]. */
async function everyKindOfResponse(app: FastifyInstance): Promise<[string, string, number][]> {
  const [row] = await app.db.select({ image: schema.product.image }).from(schema.product).limit(1);
  const asset = readdirSync(join(webBuildDir, 'client', 'assets')).find((name) => name.endsWith('.js'));
  return [
    ['API answer', '/api/health', 200],
    ['API 404', '/api/nope', 404],
    ['API 400', '/api/stock/check?sku=', 400],
    ['media', `/media/${row!.image}`, 200],
    ['hashed asset', `/assets/${asset}`, 200],
    ['public file', '/favicon.svg', 200],
    ['home page', '/', 200],
    ['category page', '/c/ravimid', 200],
    ['page 404', '/no-such-page', 404],
    ['checkout', '/fi/checkout', 200],
    ['sandbox page', '/sandbox/maksekeskus/pay?t=forged', 400],
  ];
}

describe(`security headers on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('come with every kind of response: API, errors, media, assets, pages, sandbox pages', async () => {
    for (const [what, url, status] of await everyKindOfResponse(testApp.app)) {
      const response = await get(testApp.app, url);
      expect(response.statusCode, `${what} ${url}`).toBe(status);
      expectSecurityHeaders(response.headers, `${what} ${url}`);
      // No HSTS on plain HTTP: a browser would refuse the shop on localhost for a year.
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  // A catalogue page is answered as kept, its scripts allowed by their hashes (rendered-pages.int.test.ts).
  it('give each page rendered for its request its own nonce, carried by every inline script and style', async () => {
    const nonces = new Set<string>();
    const search = '/en/products?term=ibuprofen';
    for (const url of [search, search, '/en/my-account', '/no-such-page', '/fi/checkout']) {
      const response = await getPage(testApp.app, url);
      const nonce = nonceOf(response.headers);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
      nonces.add(nonce);
      const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      // Data blocks (JSON-LD) are not run, so the policy does not apply to them.
      const executable = scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
      expect(executable.length, `${url}: inline scripts to hydrate`).toBeGreaterThan(0);
      for (const attributes of executable) {
        expect(attributes, `${url}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
      }
      for (const [, attributes] of response.body.matchAll(/<style\b([^>]*)>/g)) {
        expect(attributes, `${url}: <style${attributes}>`).toContain(`nonce="${nonce}"`);
      }
    }
    expect(nonces.size).toBe(5);
  });

  it('keep the sandbox bank pages free of inline styles and scripts', async () => {
    const response = await get(testApp.app, '/sandbox/maksekeskus/pay?t=forged');
    expect(response.body).not.toMatch(/<style|<script|\sstyle=/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(response.body)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await get(testApp.app, stylesheet!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('.ribbon');
  });

  it('let the payment popups keep their opener: store pages allow popups, the pages in a popup do not isolate', async () => {
    const store = await get(testApp.app, '/fi/checkout');
    expect(store.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    for (const url of [
      '/maksekeskus-status/ok?json=%7B%7D&mac=X',
      '/fi/paytrail/success?STATUS=PAID',
      '/sandbox/maksekeskus/pay?t=forged',
    ]) {
      const popup = await get(testApp.app, url);
      expect(popup.headers['cross-origin-opener-policy'], url).toBe('unsafe-none');
    }
  });

  it('send HSTS and name the provider form hosts when the shop is public over https', async () => {
    for (const url of ['/api/health', '/fi/checkout', '/no-such-page']) {
      const response = await get(liveApp.app, url);
      expectSecurityHeaders(response.headers, url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(directives(response.headers).get('form-action'), url).toEqual([
        "'self'",
        'https://payment.paytrail.com',
      ]);
    }
  });
});
