import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';

/**
 * Issue 22 item 4: what the first paint shows comes with the server's page. The cookie notice is in
 * the HTML for a first visit and left out once accepted, the stylesheet and the LCP image go out
 * before the scripts, and the checkout's body arrives without moving what is on screen.
 */

/** Sums the page's layout shifts not caused by input, as the CLS metric counts them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test.describe('first paint', () => {
  test(
    'the cookie notice is in the first visit’s page and gone from the page once accepted',
    { tag: '@cookie-notice' },
    async ({ page, consoleErrors }, info) => {
      const first = await page.request.get('/en/checkout');
      expect(await first.text()).toContain('aria-label="Cookies"');

      await page.goto('/en/checkout');
      const notice = page.getByRole('region', { name: 'Cookies' });
      await expect(notice).toBeVisible();
      await saveScreenshot(page, 'first-paint-cookie-notice', info.project.name);
      await notice.getByRole('button', { name: 'Accept' }).click();
      await expect(notice).toHaveCount(0);

      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'cookiesAccepted')?.value).toBe('true');
      // The browser's request carries the cookie, so the server leaves the notice out.
      const again = await page.request.get('/en/checkout');
      expect(await again.text()).not.toContain('aria-label="Cookies"');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    },
  );

  test('the product page preloads its image ahead of the scripts', async ({ page }) => {
    await page.goto('/en/p/PARA-500-10/-');
    const html = await (await page.request.get(page.url())).text();
    const image = html.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    const firstScript = html.search(/<link rel="modulepreload"|<script[^>]*type="module"/);
    expect(image).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(image);
    const mainImage = page.getByRole('img', { name: /Paracetamol 500 mg/ }).first();
    await expect(mainImage).toHaveAttribute('fetchpriority', 'high');
    await expect(mainImage).not.toHaveAttribute('loading', 'lazy');
  });

  /** A busy server: every API answer comes late, after the page has painted. */
  const slowApi = (page: Page) =>
    page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The page may have moved on meanwhile.
      await route.continue().catch(() => undefined);
    });

  test.describe('on a phone with a slow API', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('the checkout’s body arrives without moving the page', async ({ page }, info) => {
      await watchLayoutShifts(page);
      await slowApi(page);
      await page.goto('/en/checkout');
      await expect(page.getByText('Your shopping cart is empty.')).toBeVisible();
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto('/en/p/IBU-400-20/-');
      await page.waitForLoadState('networkidle');
      const cartButton = page
        .getByRole('button', { name: /Items in cart: \d+$/ })
        .filter({ visible: true })
        .first();
      await expect(async () => {
        await page.getByRole('button', { name: /^Add to cart$/ }).click();
        await expect(cartButton).toHaveAccessibleName(/: 1$/, { timeout: 3000 });
      }).toPass({ timeout: 20_000 });

      await slowApi(page);
      await page.goto('/en/checkout');
      await expect(page.locator('#checkout-firstName')).toBeVisible();
      await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1, { timeout: 15_000 });
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      await saveScreenshot(page, 'first-paint-checkout', info.project.name);
    });
  });
});
