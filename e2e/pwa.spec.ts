import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { logInAsNewCustomer, saveViewport, serverCart } from './account-actions.ts';
import { expectCartCount } from './cart-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

const OFFLINE_TEXT =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';
// The worker the stories' server serves: the web build it was given (WEB_BUILD_DIR, as the build's
// own configuration reads it, relative to apps/web), not always the one in the checkout.
const builtWorker = resolve(
  fileURLToPath(new URL('../apps/web', import.meta.url)),
  process.env.WEB_BUILD_DIR ?? 'build',
  'client/sw.js',
);

/** Waits until the service worker controls the page (it registers once the page is interactive). */
async function waitForWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

/**
 * Opens a page and waits until the worker has kept it in Cache Storage, as the page sees it; the
 * address it landed on (a product's short address redirects to its full one).
 */
async function visitAndKeep(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  await expect
    .poll(() => page.evaluate(async (kept) => (await caches.match(kept)) !== undefined, landed), {
      timeout: 10_000,
    })
    .toBe(true);
  return landed;
}

/** What the page can see of Cache Storage: every cached address, by cache. */
function cachedAddresses(page: Page) {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) found.push(`${name} ${request.url}`);
    }
    return found;
  });
}

/** Every record of every IndexedDB database the page can open. */
function indexedDbRecords(page: Page) {
  return page.evaluate(async () => {
    const records: string[] = [];
    for (const { name, version } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name, version);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('read failed'));
        });
        for (const record of all) records.push(`${name}/${store} ${JSON.stringify(record)}`);
      }
      db.close();
    }
    return records;
  });
}

test.describe('the storefront offline', () => {
  test('visited home, category and product pages open offline; an unvisited one says so and lands home', async ({
    page,
    context,
  }, info) => {
    await page.goto('/en');
    await waitForWorker(page);
    await visitAndKeep(page, '/en');
    await visitAndKeep(page, '/en/c/medicines');
    const product = await visitAndKeep(page, '/en/p/IBU-400-20/-');

    await context.setOffline(true);
    await page.goto('/en/c/medicines');
    await expect(page.getByRole('heading', { level: 1, name: 'Medicines' })).toBeVisible();
    await expect(page.getByText('You are offline. Some features might not be available.')).toBeVisible();
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/ibuprofen/i);
    await page.goto('/en');
    await expect(page.getByRole('banner')).toBeVisible();
    await saveScreenshot(page, 'pwa-offline-home', info.project.name);

    // Never visited: the spec's text, then the store's home page, which the worker kept.
    await page.goto('/en/p/PARA-500-20/-');
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await saveViewport(page, 'pwa-offline-unvisited', info.project.name);
    await expect(page).toHaveURL(/\/en$/, { timeout: 10_000 });
    // A full load answered by the worker; under a busy CI machine that has taken over 5 s.
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });

    // Inside the app: a link to a page whose data was never fetched says the same and goes home.
    await page.goto('/en/c/medicines');
    await expect(page.getByRole('heading', { level: 1, name: 'Medicines' })).toBeVisible();
    await page.getByRole('main').locator('a[href*="/en/p/"]:not([href*="IBU-400-20"])').first().click();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expect(page).toHaveURL(/\/en$/, { timeout: 10_000 });
    // A full load answered by the worker; under a busy CI machine that has taken over 5 s.
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    await context.setOffline(false);
  });

  test('nothing personal is cached, and after logout nothing personal is left in Cache Storage or IndexedDB', async ({
    page,
    context,
  }, info) => {
    await logInAsNewCustomer(page, `pwa.${info.project.name}.${Date.now()}@example.ee`);
    await waitForWorker(page);
    await visitAndKeep(page, '/en/p/IBU-400-20/-');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, 1);
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:1']);
    await page.goto('/en/my-account');
    await page.waitForLoadState('networkidle');

    // The code of the account and checkout pages is precached like all code; their pages and data are not.
    const personal = /\/api\/(user|cart|order)|\/my-account|\/checkout|\/prescriptions/;
    const kept = (await cachedAddresses(page)).filter((address) => !address.includes('/assets/'));
    expect(kept.some((address) => address.includes('/en/p/IBU-400-20'))).toBe(true);
    expect(kept.filter((address) => personal.test(address))).toEqual([]);

    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    // The header's account menu opens once the page is interactive (a busy machine takes a while).
    const header = page.getByRole('banner');
    await expect(async () => {
      await header.getByRole('button', { name: 'My account' }).click();
      await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await expect
      .poll(async () => (await cachedAddresses(page)).filter((address) => address.includes('apteek-pages')))
      .toEqual([]);
    const left = await indexedDbRecords(page);
    expect(left.filter((record) => /token|email|@example|cartId|IBU-400/i.test(record))).toEqual([]);

    // The offline pages hold no one's data and stay: an unvisited page still says why it is missing.
    await context.setOffline(true);
    await page.goto('/en/p/PARA-500-20/-');
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await context.setOffline(false);
  });

  test('an add made offline reaches the server once the connection is back, exactly once', async ({
    page,
    context,
  }, info) => {
    await page.goto('/en');
    await waitForWorker(page);
    await visitAndKeep(page, '/en/p/IBU-400-20/-');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, 1);
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:1']);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, 2);
    // The offline badge lists what waits to be sent.
    await page
      .getByRole('button', { name: 'You are offline. Some features might not be available.' })
      .click();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    await expect(waiting.getByRole('listitem')).toContainText('IBU-400-20');
    await expect(waiting.getByRole('listitem')).toContainText('Waiting');
    await saveViewport(page, 'pwa-waiting-to-send', info.project.name);
    await context.setOffline(false);
    await expect(waiting).toBeHidden();
    await expect
      .poll(async () => (await serverCart(page)).lines, { timeout: 15_000 })
      .toEqual(['IBU-400-20:2']);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:2']);
  });

  test('an order placed offline waits in the browser and is created once when the connection is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/en');
    await waitForWorker(page);
    await visitAndKeep(page, '/en/p/IBU-400-20/-');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, 1);
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:1']);

    await page.goto('/en/checkout');
    await page.locator('#checkout-firstName').fill('Mari');
    await page.locator('#checkout-lastName').fill('Maasikas');
    await page.locator('#checkout-emailAddress').fill('mari@example.ee');
    await page.locator('#checkout-phoneNumber').fill('5123 4567');
    await page.locator('#checkout-streetAddress').fill('Tartu mnt 10');
    await page.locator('#checkout-city').fill('Tallinn');
    await page.locator('#checkout-zipCode').fill('10117');
    await page.locator('#checkout-state').selectOption('Harju maakond');
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();

    const created: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(response.url()).pathname === '/api/order' && response.ok()) {
        created.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Your order is waiting in this browser')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('order-number')).not.toBeEmpty();
    await page.waitForTimeout(1000);
    expect(created).toHaveLength(1);
  });

  test('a new build deployed while the page is open shows the notice, and accepting reloads into it', async ({
    page,
  }, info) => {
    await page.goto('/en');
    await waitForWorker(page);
    const first = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.scriptURL;
    });
    expect(first).toContain('/sw.js');

    const original = readFileSync(builtWorker, 'utf8');
    try {
      // A deployment: the worker script changes on the server.
      writeFileSync(builtWorker, `${original}\n// deployed ${Date.now()}\n`);
      // The browser checks for a new worker when the shopper comes back to the tab.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const notice = page.getByText(
        'A new version of the website is available. Please refresh page to update.',
      );
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await saveScreenshot(page, 'pwa-new-version', info.project.name);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await reloaded;
      await expect(notice).toBeHidden();
      // The new worker is the one in charge now, and none waits.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
          }),
        )
        .toEqual({ waiting: null, active: 'activated' });
    } finally {
      writeFileSync(builtWorker, original);
    }
  });
});

test.describe('the web app manifest', () => {
  test('each store view links its own manifest, in its language, with icons the browser can load', async ({
    page,
  }) => {
    for (const [path, href, lang, scope] of [
      ['/', '/manifest.webmanifest', 'et-EE', '/'],
      ['/fi', '/fi/manifest.webmanifest', 'fi-FI', '/fi/'],
      ['/en', '/en/manifest.webmanifest', 'en-US', '/en/'],
      ['/ru', '/ru/manifest.webmanifest', 'ru-RU', '/ru/'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
      const response = await page.request.get(href);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as {
        lang: string;
        scope: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose: string }[];
        description: string;
      };
      expect(manifest).toMatchObject({ lang, scope, start_url: scope, display: 'standalone' });
      expect(manifest.description.length).toBeGreaterThan(10);
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.headers()['content-type']).toBe('image/png');
      }
      const start = await page.request.get(manifest.start_url);
      expect(start.status()).toBe(200);
    }
  });
});
