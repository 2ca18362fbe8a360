import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { seedSource } from '@apteek/db/seed';
import { expectClearOfFixedChrome } from './fixed-chrome-actions.ts';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';

const screenshotPath = (name: string, project: string) =>
  fileURLToPath(new URL(`./screenshots/${name}-${project}.png`, import.meta.url));

// Full-page screenshots and axe runs of 50-product pages take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The result count line, e.g. '57 toodet' or '57 товаров', as a number. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('main').getByRole('status').first().innerText();
  return Number(text.replace(/\D/g, ''));
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();
}

async function cardPrices(page: Page): Promise<number[]> {
  const prices = await page
    .getByRole('main')
    .getByRole('article')
    .locator('p > span:first-child')
    .allInnerTexts();
  return prices.map((price) => Number(price.replace(/[^\d,.]/g, '').replace(',', '.')));
}

/**
 * The last card's cart button of an Estonian list, scrolled to from above, is not under the bottom
 * bar, the chat button or the test-mode badge; pictured there.
 */
async function expectLastCardClearOfFixedChrome(page: Page, project: string): Promise<void> {
  const lastCartButton = page
    .getByRole('main')
    .getByRole('article')
    .getByRole('button', { name: /^Lisa .+ ostukorvi$/ })
    .last();
  await expectClearOfFixedChrome(lastCartButton);
  await saveScreenshot(page, 'category-last-card-ee', project, { fullPage: false });
}

/** Follows the home page's link to a category, through the category menu where it is folded away. */
async function openCategoryFromHome(page: Page, prefix: string, slug: string): Promise<void> {
  await page.goto(prefix || '/');
  const link = page.locator(`a[href="${prefix}/c/${slug}"]`).first();
  await expect(link).toBeAttached();
  if (await link.isVisible()) await link.click();
  else await page.goto((await link.getAttribute('href'))!);
  await expect(page).toHaveURL(new RegExp(`${prefix}/c/${slug}$`));
}

test.describe('a shopper browses a category', () => {
  test('filters, sorts and pages through an Estonian category', async ({ page, consoleErrors }, info) => {
    await openCategoryFromHome(page, '', 'ravimid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ravimid');
    await expect(page.getByRole('navigation', { name: 'Navigeerimisrada' })).toContainText('Avaleht');
    await expect(page.getByRole('link', { name: /Valu ja palavik/ })).toBeVisible();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(50);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(50);
    await saveScreenshot(page, 'category-ee', info.project.name);

    await expectLastCardClearOfFixedChrome(page, info.project.name);

    // A filter change is a client-side navigation: the page's JavaScript state survives it.
    await page.evaluate(() => Object.assign(window, { listingMarker: true }));
    const panel = page.locator('#filters');
    await panel.getByRole('checkbox', { name: /^Medivia/ }).check();
    await expect(page).toHaveURL(/\/c\/ravimid\?Brand=medivia$/);
    expect(await page.evaluate(() => 'listingMarker' in window)).toBe(true);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const medivia = await resultCount(page);
    await expect(page.getByRole('list', { name: 'Valitud filtrid' })).toContainText('Kaubamärk: Medivia');

    await page.getByRole('combobox', { name: 'Järjesta' }).selectOption('price-desc');
    await expect(page).toHaveURL(/\?Brand=medivia&sort=price-desc$/);
    // The address changes as the new list arrives; React may paint it a moment later.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.join() === [...prices].sort((a, b) => b - a).join();
      })
      .toBe(true);
    expect(await resultCount(page)).toBe(medivia);
    await saveScreenshot(page, 'category-filtered-ee', info.project.name);
    await expectNoSeriousViolations(page, 'main ul[aria-label]');

    await page.getByRole('link', { name: 'Eemalda kõik filtrid' }).first().click();
    await expect(page).toHaveURL(/\/c\/ravimid\?sort=price-desc$/);
    await expect.poll(() => resultCount(page)).toBe(all);
    const firstPage = await cardNames(page);
    await page
      .getByRole('navigation', { name: 'Lehekülgede valik' })
      .getByRole('link', { name: /Järgmine/ })
      .click();
    await expect(page).toHaveURL(/\?sort=price-desc&page=2$/);
    await expect(page.getByRole('link', { name: 'Lehekülg 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
    expect(consoleErrors).toEqual([]);
  });

  test('narrows a Finnish category by price and shows medicine names', async ({ page, consoleErrors }) => {
    await openCategoryFromHome(page, '/fi', 'laakkeet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lääkkeet');
    // The sort is the first thing this story does on the page: it waits for the page's scripts,
    // whose early-input replay is the first-paint stories' subject.
    await page.waitForLoadState('networkidle');
    await page.getByRole('combobox', { name: 'Lajittele' }).selectOption('name-desc');
    await expect(page).toHaveURL(/\/fi\/c\/laakkeet\?sort=name-desc$/);
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.join('|') === [...names].sort((a, b) => b.localeCompare(a, 'fi')).join('|');
      })
      .toBe(true);
    await expect(page.getByRole('main').getByText('Parasetamoli', { exact: true }).first()).toBeVisible();
    expect(await page.locator('link[rel="alternate"][hreflang="et-EE"]').getAttribute('href')).toMatch(
      /\/c\/ravimid$/,
    );
    // Every medicine costs under 50 euros: a price filter would hold them all, so none is offered.
    await expect(page.locator('#filters').getByRole('radio', { includeHidden: true })).toHaveCount(0);

    // Health devices reach from a few euros to the nebuliser's 59,90 €.
    await page.goto('/fi/c/terveystuotteet-ja-mittarit');
    const all = await resultCount(page);
    await expect(
      page.locator('#filters').getByRole('radio', { name: /^50,00\s€ - 100,00\s€/ }),
    ).toBeVisible();
    await page
      .locator('#filters')
      .getByRole('radio', { name: /^< 50,00\s€/ })
      .check();
    await expect(page).toHaveURL(/\/fi\/c\/terveystuotteet-ja-mittarit\?price=0-50$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    for (const price of await cardPrices(page)) expect(price).toBeLessThan(50);
    expect(consoleErrors).toEqual([]);
  });

  test('comes back from a product to the place in the list it left; a new page opens at the top, an anchor at its place', async ({
    page,
    consoleErrors,
  }) => {
    await openCategoryFromHome(page, '', 'ravimid');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(50);
    // Far down the list, as a shopper who scrolled past the first rows.
    const card = cards.nth(30);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1500);
    const name = await card.getByRole('heading').innerText();
    // The app restores the place itself (client-side navigations), not the browser's own reload.
    await page.evaluate(() => Object.assign(window, { listingMarker: true }));
    // Set by the app once it has hydrated, which starts after the first paint.
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');

    await card.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const product = new URL(page.url()).pathname;
    // Another path starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/c\/ravimid$/);
    await expect(cards).toHaveCount(50);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(card).toBeInViewport();
    expect(await page.evaluate(() => 'listingMarker' in window)).toBe(true);

    // An address with an anchor opens at it, and stays there once the page has hydrated.
    await page.goto(`${product}#reviews-heading`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#reviews-heading')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test('filters without JavaScript through the form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/c/medicines');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .locator('#filters')
      .getByRole('checkbox', { name: /^Medivia/ })
      .check();
    // The sort row's own submit button exists only without JavaScript (a <noscript> part).
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/en\/c\/medicines\?.*Brand=medivia/);
    await expect(page.getByRole('list', { name: 'Selected filters' })).toContainText('Brand: Medivia');
    await context.close();
  });

  test("is sent to the same category in its store when the link has another store's slug", async ({
    page,
  }) => {
    const response = await page.goto('/fi/c/ravimid?sort=name-desc');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/fi\/c\/ravimid\?sort=name-desc$/);
    await expect(page).toHaveURL(/\/fi\/c\/laakkeet\?sort=name-desc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lääkkeet');
  });

  test('gets a real 404 for an unknown category', async ({ page }) => {
    const response = await page.goto('/c/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lehte ei leitud');
  });
});

test.describe('a shopper searches', () => {
  test('sees the product list for a term, kept out of search engines', async ({
    page,
    consoleErrors,
  }, info) => {
    await page.goto('/en/products?term=ibuprofen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "ibuprofen"');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await resultCount(page)).toBeGreaterThan(0);
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain('ibuprofen');
    await saveScreenshot(page, 'search-en', info.project.name);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/\/en\/products\?term=ibuprofen&sort=price-asc$/);
    expect(consoleErrors).toEqual([]);
  });

  test('is asked for at least 3 characters', async ({ page }) => {
    await page.goto('/ru/products?term=ib');
    await expect(page.getByRole('alert')).toContainText(
      'Поисковый запрос должен содержать не менее 3 символов.',
    );
    await page.goto('/products');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });
});

/** The seed's campaigns running today in the shops' time zone, both ends counted: the list's length. */
function campaignsRunningToday(): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date());
  return seedSource.campaigns.filter(({ from, to }) => (!from || from <= today) && (!to || today <= to))
    .length;
}

test.describe('a shopper looks at campaigns', () => {
  test('opens a running campaign from the campaign list', async ({ page, consoleErrors }, info) => {
    await page.goto('/kampaania');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kampaaniad');
    // The stories run on the real clock, and the seed's campaigns end on their dates.
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(campaignsRunningToday());
    await saveScreenshot(page, 'campaigns-ee', info.project.name);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Talvine tervis' }).click();
    await expect(page).toHaveURL(/\/kampaania\/talvine-tervis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talvine tervis');
    await expect(page.getByRole('main')).toContainText('01.11.2026 – 28.02.2027');
    expect(await resultCount(page)).toBeGreaterThan(5);
    await saveScreenshot(page, 'campaign-ee', info.project.name);
    await expectNoSeriousViolations(page);
    await page.getByRole('combobox', { name: 'Järjesta' }).selectOption('price-asc');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.join() === [...prices].sort((a, b) => a - b).join();
      })
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('gets a 404 for a campaign that is not running', async ({ page }) => {
    const response = await page.goto('/fi/kampaania/allergiakausi');
    expect(response?.status()).toBe(404);
  });
});

test.describe('a shopper on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the filters are a sidebar on wider screens');

  test(
    "filters a category in the panel over the list, and the last card's cart button clears the bottom bar",
    { tag: '@phone' },
    async ({ page, consoleErrors }, info) => {
      await page.goto('/c/ravimid');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(50);
      const all = await resultCount(page);
      await expectLastCardClearOfFixedChrome(page, info.project.name);

      await page.getByRole('link', { name: /^Filtrid/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtrid' });
      await expect(dialog).toBeVisible();
      // The open panel fills the viewport; a full-page picture would show the page behind it.
      await page.screenshot({ path: screenshotPath('category-filters-open-ee', info.project.name) });
      await expectNoSeriousViolations(page, '#filters');
      const panel = page.locator('#filters');
      await panel.getByRole('checkbox', { name: /^Medivia/ }).check();
      await panel.getByRole('button', { name: /^Näita \d+ toode/ }).click();
      await expect(page).toHaveURL(/\/c\/ravimid\?Brand=medivia$/);
      await expect(dialog).toBeHidden();
      await expect.poll(() => resultCount(page)).toBeLessThan(all);
      await expect(page.getByRole('list', { name: 'Valitud filtrid' })).toContainText('Kaubamärk: Medivia');
      await saveScreenshot(page, 'category-filtered-ee', info.project.name, { fullPage: false });
      expect(consoleErrors).toEqual([]);
    },
  );
});
