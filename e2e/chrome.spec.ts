import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

const screenshotDir = fileURLToPath(new URL('./screenshots', import.meta.url));

/** Open menus and panels are overlays: the visible screen shows them as the shopper sees them. */
async function saveViewport(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${screenshotDir}/${name}-${project}.png` });
}

/** The chrome reacts to the shopper only once the page is hydrated. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** A shopper who accepted the cookies on an earlier visit, so no banner covers the chrome. */
async function visitWithCookiesAccepted(page: Page, path: string) {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
  await visit(page, path);
}

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the mega menu is the desktop navigation');

  test('a shopper opens the category menu by hovering and follows a subcategory', async ({
    page,
    consoleErrors,
  }, info) => {
    test.slow();
    await visitWithCookiesAccepted(page, '/');
    const trigger = page.getByRole('button', { name: 'Tooted', exact: true });
    const panel = page.locator('#mega-menu');
    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: 'Vitamiinid ja toidulisandid' }).hover();
    const section = panel.getByRole('region', { name: 'Vitamiinid ja toidulisandid' });
    await expect(section.getByRole('link').first()).toHaveText('Vaata kõiki');
    // The menu's banner beside the categories (slot menu_aside) is drawn and leads to its category.
    await expect(panel.getByText('Immuunsus, energia ja hea uni')).toBeVisible();
    await expectNoSeriousViolations(page, 'header');
    await saveViewport(page, 'chrome-mega-menu', info.project.name);
    await trigger.hover();
    await expect(panel).toBeVisible();
    await section.getByRole('link', { name: 'Vitamiinid', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/vitamiinid$/);
    await expect(panel).toBeHidden();
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the category menu closes shortly after the pointer leaves', async ({ page }) => {
    await visitWithCookiesAccepted(page, '/en');
    await page.getByRole('button', { name: 'Products', exact: true }).hover();
    await expect(page.locator('#mega-menu')).toBeVisible();
    await page.mouse.move(600, 900);
    await expect(page.locator('#mega-menu')).toBeHidden();
  });

  test('a keyboard user walks the category menu with the arrow keys and Escape', async ({ page }) => {
    await visitWithCookiesAccepted(page, '/en');
    const trigger = page.getByRole('button', { name: 'Products', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const rail = page.locator('#mega-menu [data-rail]');
    await expect(rail.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rail.nth(1)).toBeFocused();
    await expect(rail.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#mega-menu-section a').first()).toBeFocused();
    await expect(page.locator('#mega-menu-section a').first()).toHaveText('View all');
    await page.keyboard.press('ArrowDown');
    const href = await page.locator('#mega-menu-section a').nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('header search', () => {
  test('suggestions appear from three characters and lead to a product page', async ({
    page,
    consoleErrors,
  }, info) => {
    test.slow();
    await visitWithCookiesAccepted(page, '/');
    const search = page.getByRole('combobox', { name: 'Otsi' });
    await search.fill('ib');
    await expect(page.getByRole('listbox')).toBeHidden();
    await search.fill('ibuprofeen');
    const listbox = page.getByRole('listbox', { name: 'Otsingusoovitused' });
    await expect(listbox).toBeVisible();
    const products = listbox.getByRole('option').filter({ hasText: '€' });
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(6);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousViolations(page, 'header');
    await saveViewport(page, 'chrome-search-panel', info.project.name);
    const name = (await products.first().innerText()).split('\n')[0]!;
    await products.first().click();
    await expect(page).toHaveURL(/\/p\/[^/]+\/[^/]+$/);
    await expect(search).toHaveValue('');
    await expect(listbox).toBeHidden();
    expect(name.length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test('arrow keys choose a category suggestion, which opens the category', async ({ page }) => {
    await visitWithCookiesAccepted(page, '/en');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('vitamin');
    const category = page.getByRole('option').filter({ hasText: 'Category' }).first();
    await expect(category).toBeVisible();
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', 'search-option-0');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en\/c\/vitamin/);
  });

  test('an active substance suggestion opens the product list filtered by it', async ({ page }) => {
    await visitWithCookiesAccepted(page, '/en');
    await page.getByRole('combobox', { name: 'Search' }).fill('ibuprofen');
    const substance = page.getByRole('option').filter({ hasText: 'Active substance' }).first();
    await expect(substance).toBeVisible();
    await substance.click();
    await expect(page).toHaveURL(/\/en\/products\?Substance=/);
  });

  test('Enter searches the term, and a too short term is explained', async ({ page }) => {
    await visitWithCookiesAccepted(page, '/en');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('ib');
    await search.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'Searched term should consist of at least 3 characters.',
    );
    await expect(page).toHaveURL(/\/en$/);
    await search.fill('nasal spray');
    await search.press('Escape');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en\/products\?term=nasal\+spray$/);
    await expect(search).toHaveValue('nasal spray');
  });
});

test.describe('phone chrome', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom navigation is for narrow screens');

  test('the bottom navigation opens the category drawer and the search', async ({
    page,
    consoleErrors,
  }, info) => {
    test.slow();
    await visitWithCookiesAccepted(page, '/fi');
    const bar = page.getByRole('navigation', { name: 'Pikavalikko' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button')).toHaveCount(4);
    await bar.getByRole('button', { name: 'Hae' }).click();
    await expect(page.getByRole('combobox', { name: 'Hae' })).toBeFocused();
    await bar.getByRole('button', { name: 'Valikko' }).click();
    const drawer = page.getByRole('dialog', { name: 'Valikko' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Vitamiinit ja ravintolisät' }).click();
    await expect(drawer.getByRole('link', { name: 'Näytä kaikki' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Reseptit' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'dialog[open]');
    await saveViewport(page, 'chrome-phone-menu', info.project.name);
    await drawer.getByRole('link', { name: 'Vitamiinit', exact: true }).click();
    await expect(page).toHaveURL(/\/fi\/c\/vitamiinit$/);
    await expect(drawer).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('notices and language', () => {
  test('the test-mode ribbon is in the page as served, without a call to ask for it', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    const served = await (await page.request.get('/en')).text();
    expect(served).toContain('Test mode: no real payments');
    await visit(page, '/en');
    await expect(page.getByText('Test mode: no real payments')).toBeVisible();
    expect(calls).not.toContain('/api/payment/providers');
  });

  test('the cookie notice stays away once accepted', { tag: '@cookie-notice' }, async ({ page }) => {
    await visit(page, '/en');
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))).toContain(
      '"categories":{"necessary":true,"analytics":true,"marketing":true}',
    );
  });

  test('changing the language asks first and then opens the same page in that store', async ({ page }) => {
    await visitWithCookiesAccepted(page, '/kampaania');
    const switcher = page.getByRole('navigation', { name: 'Keel' }).first();
    await switcher.getByRole('button', { name: /^RU/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Kas vahetada keelt?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tühista' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/kampaania$/);
    await switcher.getByRole('button', { name: /^RU/ }).click();
    await dialog.getByRole('button', { name: /Русский/ }).click();
    await expect(page).toHaveURL(/\/ru\/kampaania$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test.describe('a visitor from Finland in the Estonian shop', () => {
    test.use({ locale: 'fi-FI' });

    test('is offered the Finnish shop once', async ({ page, consoleErrors }) => {
      test.slow();
      await visitWithCookiesAccepted(page, '/');
      const dialog = page.getByRole('dialog', { name: 'Vali oma e-apteek' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page, 'dialog[open]');
      await dialog.getByRole('button', { name: 'Jään siia' }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(dialog).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });

    test('goes to the Finnish shop when accepting the offer', async ({ page }) => {
      await visitWithCookiesAccepted(page, '/en/kampaania');
      await page.getByRole('dialog').getByRole('button', { name: /Suomi/ }).click();
      await expect(page).toHaveURL(/\/fi\/kampaania$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    });
  });
});
