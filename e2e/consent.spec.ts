import type { Locator, Page } from '@playwright/test';
import { saveViewport } from './account-actions.ts';
import { recordDataLayer, watchLargestPaints } from './analytics-actions.ts';
import { expectCartCount } from './cart-actions.ts';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

/**
 * Records the page's dataLayer pushes and every request that leaves for another host than the
 * shop's: analytics would be one.
 */
async function watchTracking(page: Page) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1') foreign.push(url.href);
  });
  const pushed = await recordDataLayer(page);
  return { events: () => pushed.map((item) => item.event), foreign };
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/**
 * Clicks until the dialog opens: the button may come before the page's scripts (the footer hydrates
 * after the page), and the dialog's code loads on first use. Once open, nothing is clicked again.
 */
async function openDialog(dialog: Locator, button: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const openSettingsFromFooter = (page: Page) =>
  openDialog(settings(page), page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }));

async function addToCart(page: Page, count: number) {
  await expect(async () => {
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, count);
  }).toPass({ timeout: 15_000 });
}

test.describe('cookie consent', () => {
  test(
    'the notice offers accepting, refusing and choosing alike, and the choice dialog starts unticked',
    { tag: '@cookie-notice' },
    async ({ page }, info) => {
      // Screenshots in two languages and an accessibility scan of the dialog.
      test.slow();
      await page.goto('/');
      const estonian = page.getByRole('region', { name: 'Küpsised' });
      await expect(estonian).toBeVisible();
      const names = ['Nõustun kõigiga', 'Keeldun kõigist', 'Vali ise'];
      const boxes = await Promise.all(
        names.map((name) => estonian.getByRole('button', { name }).boundingBox()),
      );
      // Equally prominent: the same height, and the same look (one class list).
      expect(new Set(boxes.map((box) => Math.round(box!.height))).size).toBe(1);
      const looks = await Promise.all(
        names.map((name) => estonian.getByRole('button', { name }).getAttribute('class')),
      );
      expect(new Set(looks).size).toBe(1);
      await saveViewport(page, 'consent-notice-ee', info.project.name);

      // The Russian store chosen, as its language switch would remember: no language offer over the notice.
      await page.evaluate(() => window.localStorage.setItem('storeChosen', 'ru'));
      await page.goto('/ru');
      const russian = page.getByRole('region', { name: 'Файлы cookie' });
      await expect(russian).toBeVisible();
      await saveViewport(page, 'consent-notice-ru', info.project.name);
      const dialog = page.getByRole('dialog', { name: 'Настройки cookie' });
      await openDialog(dialog, russian.getByRole('button', { name: 'Выбрать' }));
      await expect(dialog.getByRole('checkbox', { name: /^Необходимые/ })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: /^Необходимые/ })).toBeDisabled();
      await expect(dialog.getByRole('checkbox', { name: /^Аналитика/ })).not.toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: /^Маркетинг/ })).not.toBeChecked();
      await saveViewport(page, 'consent-dialog-ru', info.project.name);
      await expectNoSeriousViolations(page, 'dialog[open]');
    },
  );

  test(
    'refusing all: no analytics request and no dataLayer event while browsing and buying',
    { tag: '@cookie-notice' },
    async ({ page }) => {
      const tracking = await watchTracking(page);
      await page.goto('/en/products?term=ibuprofen');
      await notice(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(notice(page)).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))).toContain(
        '"categories":{"necessary":true,"analytics":false,"marketing":false}',
      );

      await page.reload();
      await expect(notice(page)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await page.goto('/en/p/IBU-400-20/-');
      await page.waitForLoadState('networkidle');
      await addToCart(page, 1);
      await page.waitForLoadState('networkidle');
      expect(tracking.events()).toEqual([]);
      expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
      expect(tracking.foreign).toEqual([]);
      await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    },
  );

  test(
    'analytics only: the store’s use is tracked, nothing for marketing',
    { tag: '@cookie-notice' },
    async ({ page }, info) => {
      const tracking = await watchTracking(page);
      await page.goto('/en/p/IBU-400-20/-');
      await openDialog(settings(page), notice(page).getByRole('button', { name: 'Choose' }));
      await settings(page)
        .getByRole('checkbox', { name: /^Analytics/ })
        .check();
      await saveViewport(page, 'consent-dialog-analytics-en', info.project.name);
      await settings(page).getByRole('button', { name: 'Save choices' }).click();
      await expect(settings(page)).toBeHidden();
      await expect(notice(page)).toHaveCount(0);

      await page.goto('/en/products?term=ibuprofen');
      await expect.poll(tracking.events).toContain('view_item_list');
      await page.goto('/en/p/IBU-400-20/-');
      await expect.poll(tracking.events).toContain('view_item');
      await addToCart(page, 1);
      await page.waitForLoadState('networkidle');
      expect(tracking.events()).not.toContain('add_to_cart');
      expect(tracking.events().every((event) => event === 'view_item_list' || event === 'view_item')).toBe(
        true,
      );
    },
  );

  test(
    'a change of mind from the footer counts at once, without a reload',
    { tag: '@cookie-notice' },
    async ({ page }, info) => {
      const tracking = await watchTracking(page);
      await page.goto('/en/p/IBU-400-20/-');
      await notice(page).getByRole('button', { name: 'Accept all' }).click();
      await expect(notice(page)).toHaveCount(0);
      // A mark on this document: a reload would lose it.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await addToCart(page, 1);
      await expect.poll(tracking.events).toContain('add_to_cart');

      await openSettingsFromFooter(page);
      // The dialog shows the choice kept now.
      await expect(settings(page).getByRole('checkbox', { name: /^Analytics/ })).toBeChecked();
      await expect(settings(page).getByRole('checkbox', { name: /^Marketing/ })).toBeChecked();
      await settings(page)
        .getByRole('checkbox', { name: /^Marketing/ })
        .uncheck();
      await saveViewport(page, 'consent-footer-settings-en', info.project.name);
      await settings(page).getByRole('button', { name: 'Save choices' }).click();
      await expect(page.getByText('Your cookie choice has been saved.')).toBeVisible();
      const before = tracking.events().length;
      await addToCart(page, 2);
      await page.waitForLoadState('networkidle');
      expect(tracking.events().slice(before)).toEqual([]);

      await openSettingsFromFooter(page);
      await settings(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(settings(page)).toBeHidden();
      expect(await page.evaluate(() => document.cookie)).toContain('cookiesAccepted=none');
      await addToCart(page, 3);
      await page.waitForLoadState('networkidle');
      expect(tracking.events().slice(before)).toEqual([]);

      await openSettingsFromFooter(page);
      await settings(page).getByRole('button', { name: 'Accept all' }).click();
      await addToCart(page, 4);
      // A retried click may add twice: what counts is that marketing events flow again.
      await expect.poll(() => tracking.events().slice(before)).toContain('add_to_cart');
      expect(new Set(tracking.events().slice(before))).toEqual(new Set(['add_to_cart']));
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      expect(tracking.foreign).toEqual([]);
    },
  );

  test(
    'the notice comes with the checkout’s first paint: its largest paint is before any script',
    {
      tag: ['@cookie-notice', '@phone'],
    },
    async ({ page }, info) => {
      await watchLargestPaints(page);
      await page.goto('/en/checkout');
      await expect(notice(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // On a phone the notice stands above the bottom bar.
      await saveViewport(page, 'consent-notice-checkout-en', info.project.name);
      const { paints, scripts } = await page.evaluate(() => ({
        paints: (window as unknown as { paints: number[] }).paints,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      // The notice's text is the largest on a checkout that renders its body in the browser: what
      // matters is that it is painted with the page, not after hydration.
      expect(paints.length).toBeGreaterThan(0);
      expect(Math.max(...paints)).toBeLessThan(Math.min(...scripts));
    },
  );
});
