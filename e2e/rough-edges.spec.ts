import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';

/** NAPR-250-20 is out of stock in the seed catalogue. */
const OUT_OF_STOCK_SKU = 'NAPR-250-20';

/** The cart button that shows: the header's on desktop, the bottom bar's on a phone. */
const cartButton = (page: Page, name: RegExp) =>
  page.getByRole('button', { name }).filter({ visible: true }).first();

/** A product's page, hydrated: the wrong slug answers 301 to the canonical one. */
async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/p\/[A-Z0-9-]+\/[a-z0-9-]+/);
  await page.waitForLoadState('networkidle');
}

/** Ibuprofen in the English store's cart, added with the page's own button. */
async function addIbuprofen(page: Page) {
  await openProduct(page, '/en/p/IBU-400-20/-');
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(page, /Items in cart: \d+$/)).toHaveAccessibleName(/: 1$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('New item added to cart')).toBeVisible();
}

/** The checkout filled for a pickup paid on delivery, up to the accepted terms. */
async function cashOnDeliveryPickup(page: Page) {
  await page.goto('/en/checkout');
  await expect(page.locator('#checkout-firstName')).toBeVisible();
  await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
  await page.locator('#checkout-firstName').fill('Mari');
  await page.locator('#checkout-lastName').fill('Maasikas');
  await page.locator('#checkout-emailAddress').fill('mari@example.ee');
  await page.locator('#checkout-phoneNumber').fill('5123 4567');
  await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
}

test.describe('the rough edges a shopper meets', () => {
  test.describe.configure({ timeout: 90_000 });

  test("'Lisa ostukorvi' on an out-of-stock product says it cannot be added, and the cart stays empty", async ({
    page,
  }, info) => {
    await openProduct(page, `/p/${OUT_OF_STOCK_SKU}/-`);
    await expect(page.getByText('See toode on laost otsas.')).toBeVisible();
    const refusal = page.getByText('Toode on laost otsas ja seda ei saa ostukorvi lisada!');
    // Clicked until the page is hydrated and answers the click.
    await expect(async () => {
      await page.getByRole('button', { name: 'Lisa ostukorvi' }).click();
      await expect(refusal).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('Uus toode lisati ostukorvi')).toHaveCount(0);
    await expect(cartButton(page, /Tooteid korvis: \d+$/)).toHaveAccessibleName(/: 0$/);
    const cartId = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('apteek-cart-ee') ?? '{}').cartId as string | undefined,
    );
    if (cartId) {
      const pulled = await page.request.get(`/api/cart/pull?cartId=${cartId}`);
      expect(((await pulled.json()) as { result: unknown[] }).result).toEqual([]);
    }
    await saveScreenshot(page, 'rough-edges-out-of-stock', info.project.name, { fullPage: false });
  });

  test('the checkout marks a line that ran out of stock, names it and sends no order until it is removed', async ({
    page,
  }, info) => {
    await addIbuprofen(page);
    // The product sells out meanwhile: the stock and the server's cart answers say so of its line.
    const soldOutAnswer = async (route: Route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { result: unknown };
      if (Array.isArray(json.result)) {
        json.result = json.result.map((item: object) => ({
          ...item,
          is_in_stock: false,
          stock_status: 'out_of_stock',
        }));
      }
      await route.fulfill({ response, json });
    };
    await page.route('**/api/cart/pull?*', soldOutAnswer);
    await page.route('**/api/stock/list?*', soldOutAnswer);
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order')
        orders.push(request.url());
    });
    await cashOnDeliveryPickup(page);
    const review = page.getByRole('region', { name: 'Order review' });
    await expect(review.getByText('Out of the stock!')).toBeVisible();
    const soldOut =
      /^These products are out of stock: Ibuprofen .+\. Remove them from the cart to place the order\.$/;
    await expect(review.getByText(soldOut)).toBeVisible();

    const place = page.getByRole('button', { name: 'Place order' });
    await place.scrollIntoViewIfNeeded();
    await place.click();
    await expect(page.getByRole('alert').filter({ hasText: soldOut })).toBeVisible();
    // Said once, by the button the shopper clicked.
    await expect(review.getByText(soldOut)).toHaveCount(1);
    expect(orders).toEqual([]);
    await review.getByText('Out of the stock!').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'rough-edges-checkout-out-of-stock', info.project.name, { fullPage: false });
    await expectNoSeriousViolations(page, 'main');

    await review.getByRole('button', { name: /^Remove Ibuprofen .+ from the cart$/ }).click();
    await expect(page.getByText('Your shopping cart is empty.')).toBeVisible();
    expect(orders).toEqual([]);
  });

  test(
    'after a cash-on-delivery order the thank-you heading is on screen with focus, not the footer',
    { tag: '@phone' },
    async ({ page }, info) => {
      await addIbuprofen(page);
      await cashOnDeliveryPickup(page);
      const place = page.getByRole('button', { name: 'Place order' });
      await place.scrollIntoViewIfNeeded();
      await place.click();

      const heading = page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });
      await expect(heading).toBeVisible({ timeout: 20_000 });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('order-number')).toBeInViewport();
      await saveScreenshot(page, 'rough-edges-thank-you', info.project.name, { fullPage: false });
    },
  );

  test(
    'a search without results offers a new search and categories, without filters and without a hydration error',
    { tag: '@phone' },
    async ({ page }, info) => {
      await page.goto('/en/products?term=qwzxvbn');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "qwzxvbn"');
      await expect(page.getByText('No products were found for your search.')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Filters' })).toHaveCount(0);
      await expect(page.locator('form form')).toHaveCount(0);
      const categories = page.getByRole('navigation', { name: 'Browse the categories' });
      await expect(categories.getByRole('link').first()).toBeVisible();
      await saveScreenshot(page, 'rough-edges-no-results', info.project.name);

      // The page's own search form finds what the shopper meant.
      const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
      await search.fill('ibuprofen');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/en\/products\?term=ibuprofen$/);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    },
  );
});
