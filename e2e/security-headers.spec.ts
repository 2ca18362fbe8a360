import { createHash } from 'node:crypto';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { addIbuprofen, logInAsNewCustomer, newEmail } from './account-actions.ts';
import { cartButton } from './cart-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => Promise<void>;
  }
}

/**
 * Every Content-Security-Policy violation in any page or popup of the context: the browser's
 * `securitypolicyviolation` events, and its console reports ("Refused to …").
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.reportCspViolation?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      violations.push(`${message.page()?.url()}: ${message.text()}`);
    }
  });
  return violations;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

/**
 * How the policy allows a page's inline scripts: a fresh nonce, or, on a catalogue page the server
 * kept as rendered, their hashes (apps/server/src/plugins/rendered-pages.ts).
 */
type InlineSources = { nonce: string; hashes?: never } | { nonce?: never; hashes: string[] };

/** A document's answer, as the browser or the API client got it. */
type Answer = Pick<Response, 'headers' | 'url'>;

/** The headers every answer carries, and the policy's inline sources. */
function expectSecurityHeaders(
  response: Answer | null,
  opener: 'same-origin-allow-popups' | 'unsafe-none',
): InlineSources {
  expect(response, 'a document response').not.toBeNull();
  const headers = response!.headers();
  const what = response!.url();
  const policy = headers['content-security-policy'] ?? '';
  const scripts = directive(policy, 'script-src');
  expect(scripts, `${what}: script-src`).toMatch(
    /^script-src 'self' (?:'nonce-[A-Za-z0-9+/]+=*'|'sha256-[A-Za-z0-9+/]+=*'(?: 'sha256-[A-Za-z0-9+/]+=*')*)$/,
  );
  for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy, what).toContain(rule);
  }
  expect(directive(policy, 'form-action'), what).toMatch(/^form-action 'self'/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=(), geolocation=()');
  expect(headers['cross-origin-opener-policy'], what).toBe(opener);
  const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
  return nonce ? { nonce } : { hashes: scripts.split(' ').slice(2) };
}

type InlineScript = { nonce: string; text: string };

/** The inline scripts of the page the browser runs (scripts[nonce] hide it from attributes). */
const browserScripts = (page: Page): Promise<InlineScript[]> =>
  page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => !script.src && script.type !== 'application/ld+json')
      .map((script) => ({ nonce: script.nonce ?? '', text: script.textContent ?? '' })),
  );

/** The inline scripts of a page's HTML as the server sent it. */
function htmlScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
    .map(([, attributes, text]) => ({
      nonce: /\bnonce="([^"]*)"/.exec(attributes!)?.[1] ?? '',
      text: text!,
    }));
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Every inline script carries the response's nonce, or, on a kept page, carries none and is named
 * by its hash; with `exactly`, no other hash is named. A page's document after hydration is checked
 * without `exactly`: React removes the streamed data scripts once their stream has ended, so which
 * of them are still in the document depends on timing.
 */
function expectAllowedInlineScripts(
  what: string,
  scripts: InlineScript[],
  sources: InlineSources,
  { exactly = true } = {},
) {
  expect(scripts.length, `${what}: inline scripts`).toBeGreaterThan(0);
  if (sources.nonce) {
    expect(new Set(scripts.map((script) => script.nonce))).toEqual(new Set([sources.nonce]));
    return;
  }
  expect(new Set(scripts.map((script) => script.nonce))).toEqual(new Set(['']));
  const hashes = new Set(scripts.map((script) => hash(script.text)));
  if (exactly) expect(hashes, what).toEqual(new Set(sources.hashes));
  else
    expect(
      [...hashes].filter((each) => !sources.hashes!.includes(each)),
      what,
    ).toEqual([]);
}

/** The page hydrated: the cart button opens the drawer, which only the app's script can do. */
async function expectHydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeHidden();
}

const STORE_PAGES: [string, string][] = [
  ['home', '/en'],
  ['category listing', '/en/c/medicines'],
  ['search', '/en/products?term=ibuprofen'],
  ['simple product', '/en/p/PARA-500-20/-'],
  ['configurable product', '/en/p/COMP-STOCK/-'],
  ['grouped product', '/en/p/FIRSTAID-KIT/-'],
  ['bundle product', '/en/p/ALLERGY-BUNDLE/-'],
  ['virtual product', '/en/p/CONSULT-30/-'],
  ['downloadable product', '/en/p/GUIDE-ALLERGY/-'],
  ['prescription product', '/en/p/INSG-PEN/-'],
  ['campaigns', '/en/kampaania'],
  ['CMS page', '/en/i/delivery'],
  ['account', '/en/my-account?page=my-profile'],
  ['order history', '/en/my-account?page=order-history'],
  ['mailbox', '/en/mailbox'],
  ['404', '/en/no-such-page'],
];

test.describe('security headers in the browser', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every page type carries the headers and allows only its own inline scripts, which run and hydrate', async ({
    page,
  }, info) => {
    const violations = await watchViolations(page.context());
    await logInAsNewCustomer(page, newEmail('csp', info.project.name));
    await addIbuprofen(page, 1);
    // Every page type as the server sends it to this browser: its headers, and each inline script
    // allowed by the policy's nonce or hashes and by nothing else.
    const nonces: string[] = [];
    for (const [what, url] of STORE_PAGES) {
      const response = await page.request.get(url);
      expect(response.status(), what).toBe(what === '404' ? 404 : 200);
      const sources = expectSecurityHeaders(response, 'same-origin-allow-popups');
      if (sources.nonce) nonces.push(sources.nonce);
      expectAllowedInlineScripts(what, htmlScripts(await response.text()), sources);
    }
    expect(new Set(nonces).size, 'a fresh nonce per page').toBe(nonces.length);

    // The browser runs a page of each policy under it. The other stories open every page type, and
    // each fails on a refused script or style, which the browser reports in the console (fixtures.ts).
    await test.step('a page allowing its scripts by a nonce', async () => {
      const response = await page.goto('/en/products?term=ibuprofen');
      const sources = expectSecurityHeaders(response, 'same-origin-allow-popups');
      expect(sources.nonce, 'a search is rendered for each request').toBeDefined();
      expectAllowedInlineScripts('search', await browserScripts(page), sources, { exactly: false });
      await expectHydrated(page);
      expect(violations).toEqual([]);
    });

    await test.step('a product page the server kept: its scripts run by their hashes', async () => {
      const response = await page.goto('/en/p/PARA-500-20/-');
      const sources = expectSecurityHeaders(response, 'same-origin-allow-popups');
      expect(sources.hashes?.length, 'kept after the first visit').toBeGreaterThan(2);
      expect(response!.headers()['content-encoding']).toBe('br');
      expectAllowedInlineScripts('kept product page', htmlScripts(await response!.text()), sources);
      expectAllowedInlineScripts('kept product page, hydrated', await browserScripts(page), sources, {
        exactly: false,
      });
      await expectHydrated(page);
      expect(violations).toEqual([]);
    });

    await test.step('checkout', async () => {
      const response = await page.goto('/en/checkout');
      expectSecurityHeaders(response, 'same-origin-allow-popups');
      await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
      await page.locator('#checkout-firstName').fill('');
      await page.getByRole('button', { name: /^Place order/ }).click();
      await expect(page.getByText('Please check the marked fields.')).toBeVisible();
      await saveScreenshot(page, 'security-headers-checkout', info.project.name);
      expect(violations).toEqual([]);
    });
  });

  test('the payment popups complete sandbox payments of both providers under the policy', async ({
    page,
  }, info) => {
    const violations = await watchViolations(page.context());
    const documents: Response[] = [];
    page.context().on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response);
    });

    await test.step('Maksekeskus: the popup is sent to the bank page', async () => {
      await addIbuprofen(page, 1);
      await page.goto('/en/checkout');
      await fillGuest(page, '5123 4567');
      await page.locator('input[name="shippingMethod"][value="pickup_pharmacy"]').check();
      await page.getByRole('radio', { name: 'Swedbank' }).check();
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Place order and pay' }).click();
      const popup = await popupOpened;
      await expect(popup.locator('button[value="pay"]')).toBeVisible();
      // The bank page's own stylesheet applies: the pay button is green.
      await expect(popup.locator('button[value="pay"]')).toHaveCSS('background-color', 'rgb(31, 111, 67)');
      await saveScreenshot(popup, 'security-headers-sandbox-bank', info.project.name);
      await popup.locator('button[value="pay"]').click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
        timeout: 20_000,
      });
    });

    await test.step('Paytrail: the signed form is posted into the popup', async () => {
      await page.goto('/fi/p/IBU-400-20/-');
      await page.waitForLoadState('networkidle');
      await expect(async () => {
        await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
        const finnishCart = page
          .getByRole('button', { name: /Tuotteita korissa: \d+$/ })
          .filter({ visible: true });
        await expect(finnishCart.first()).toHaveAccessibleName(/: 1$/, { timeout: 3000 });
      }).toPass({ timeout: 20_000 });
      await page.goto('/fi/checkout');
      await fillGuest(page, '+358 40 123 4567');
      await page.locator('input[name="shippingMethod"][value="pickup_pharmacy"]').check();
      await page.getByRole('radio', { name: 'OP', exact: true }).check();
      await page.locator('#checkout-terms').check();
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Tee tilaus ja maksa' }).click();
      await (await popupOpened).locator('button[value="pay"]').click();
      await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi!' })).toBeVisible({
        timeout: 20_000,
      });
      await saveScreenshot(page, 'security-headers-paytrail-thank-you', info.project.name);
    });

    const popupPages = documents.filter((response) =>
      /\/sandbox\/|\/maksekeskus-status\/|\/paytrail\/success/.test(response.url()),
    );
    expect(popupPages.map((response) => new URL(response.url()).pathname)).toEqual(
      expect.arrayContaining(['/sandbox/maksekeskus/pay', '/sandbox/paytrail/e2', '/fi/paytrail/success']),
    );
    for (const response of popupPages) expectSecurityHeaders(response, 'unsafe-none');
    expect(violations).toEqual([]);
  });
});

async function fillGuest(page: Page, phone: string) {
  await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
  await page.locator('#checkout-firstName').fill('Mari');
  await page.locator('#checkout-lastName').fill('Maasikas');
  await page.locator('#checkout-emailAddress').fill('mari@example.ee');
  await page.locator('#checkout-phoneNumber').fill(phone);
}
