import type { Page } from '@playwright/test';
import { cartButton, expectCartCount } from './cart-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { newsletterCoupon } from './newsletter-actions.ts';

/** Opens a product by its SKU in the English store; the wrong slug answers 301 to the canonical one. */
async function openProduct(page: Page, sku: string) {
  await page.goto(`/en/p/${sku}/-`);
  await expect(page).toHaveURL(new RegExp(`/en/p/${sku}/[a-z0-9-]+`));
  await page.waitForLoadState('networkidle');
}

/** Adds with the page's own button once the page is hydrated, and waits for the server's answer. */
async function addToCart(page: Page, expectedCount: number) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, expectedCount);
  }).toPass({ timeout: 15_000 });
  await expect(
    page.getByText('New item added to cart').or(page.getByText('Product quantity has been updated!')),
  ).toBeVisible();
}

/** The server's lines of the browser's cart, read through the cart API as any client would. */
async function serverLines(page: Page): Promise<{ sku: string; qty: number }[]> {
  const cartId = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('apteek-cart-en') ?? '{}').cartId,
  );
  const response = await page.request.get(`/api/cart/pull?cartId=${cartId}`);
  return ((await response.json()) as { result: { sku: string; qty: number }[] }).result.map(
    ({ sku, qty }) => ({ sku, qty }),
  );
}

test.describe('a shopper fills the cart', () => {
  test.describe.configure({ timeout: 90_000 });

  test('adds a simple, a configurable, a bundle and a custom-option product, changes quantities and keeps it all on reload', async ({
    page,
    consoleErrors,
  }, info) => {
    await openProduct(page, 'IBU-400-20');
    await addToCart(page, 1);

    await openProduct(page, 'COMP-STOCK');
    await page.getByRole('main').locator('label', { hasText: /^M$/ }).click();
    await expect(page.getByTestId('product-sku')).toHaveText('COMP-STOCK-M');
    const child = 'COMP-STOCK-M';
    await addToCart(page, 2);

    await openProduct(page, 'SUN-BUNDLE');
    await addToCart(page, 3);

    await openProduct(page, 'PARA-500-20');
    // A reason for use makes it another line than the same product without one.
    await page.getByRole('main').locator('select').first().selectOption({ index: 1 });
    await addToCart(page, 4);

    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(drawer).toBeVisible();
    const lines = drawer.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(4);
    await lines.first().getByRole('button', { name: 'Increase quantity' }).click();
    await expectCartCount(page, 5);
    await expect(drawer.getByText('Grand total')).toBeVisible();
    await saveScreenshot(page, 'cart-drawer', info.project.name);

    await expect.poll(async () => (await serverLines(page)).length).toBe(4);
    await expect
      .poll(async () => (await serverLines(page)).find((line) => line.sku === 'IBU-400-20')?.qty)
      .toBe(2);
    expect((await serverLines(page)).map((line) => line.sku)).toContain(child);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expectCartCount(page, 5);
    await expect.poll(async () => (await serverLines(page)).length).toBe(4);
    expect(consoleErrors).toEqual([]);
  });

  test('applies a valid coupon, refuses a wrong one and removes a line', async ({ page }, info) => {
    const coupon = await newsletterCoupon(
      page.request,
      `kupong.${info.project.name}.${Date.now()}@example.ee`,
    );
    await openProduct(page, 'IBU-400-20');
    await addToCart(page, 1);
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    const code = drawer.getByLabel('Discount code');
    await code.fill('NOT-A-CODE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByRole('alert')).toHaveText(
      "You've entered an incorrect coupon code. Please try again.",
    );
    await code.fill(coupon.toLowerCase());
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText(coupon)).toBeVisible();
    await expect(drawer.getByText('Discount', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
    await expect(drawer.getByText('Your shopping cart is empty.')).toBeVisible();
    await expectCartCount(page, 0);
    await expect.poll(async () => (await serverLines(page)).length).toBe(0);
  });

  test('adds while offline and the server has the line exactly once when the connection is back', async ({
    page,
    context,
  }) => {
    await openProduct(page, 'IBU-400-20');
    await addToCart(page, 1);
    await expect.poll(async () => (await serverLines(page)).length).toBe(1);

    await openProduct(page, 'PARA-500-20');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, 2);
    await page.waitForTimeout(500);
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverLines(page)).map((line) => `${line.sku}:${line.qty}`).sort(), {
        timeout: 15_000,
      })
      .toEqual(['IBU-400-20:1', 'PARA-500-20:1']);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await serverLines(page)).length).toBe(2);
  });

  test('a first visit loads no cart or session code until the shopper adds something', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const cartCode = () => scripts.filter((path) => /\/(browser-cart|browser-session)-/.test(path));
    await openProduct(page, 'IBU-400-20');
    expect(cartCode()).toEqual([]);
    await expectCartCount(page, 0);

    await addToCart(page, 1);
    expect(cartCode()).toHaveLength(2);
    // Back again, the stored cart loads its code at once and the badge shows the line.
    scripts.length = 0;
    await openProduct(page, 'IBU-400-20');
    await expectCartCount(page, 1);
    expect(cartCode()).toHaveLength(2);
  });

  test('adds a product straight from a list card', async ({ page }) => {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first();
    await expect(async () => {
      await add.click();
      await expectCartCount(page, 1);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('New item added to cart')).toBeVisible();
    await expect.poll(async () => (await serverLines(page)).length).toBe(1);
    // The line shows the cart thumbnail (150x150), not the card's 310x300 picture.
    await cartButton(page).click();
    const thumbnail = page.getByRole('dialog', { name: 'Shopping cart' }).locator('li img').first();
    await expect
      .poll(() =>
        thumbnail.evaluate((img: HTMLImageElement) =>
          img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : 'loading',
        ),
      )
      .toBe('150x150');
  });

  test('changes the size and quantity of a line in the drawer, twice in a row, and a refused change puts it back', async ({
    page,
  }, info) => {
    await openProduct(page, 'COMP-STOCK');
    await addToCart(page, 1);
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    const lines = drawer.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem');
    const editor = drawer.getByRole('form', { name: /^Edit / });
    const edit = async (size: string, qty: string) => {
      await lines
        .first()
        .getByRole('button', { name: /^Edit / })
        .click();
      await editor.getByRole('combobox').selectOption({ label: size });
      await editor.getByRole('spinbutton').fill(qty);
      await editor.getByRole('button', { name: 'Update' }).click();
    };

    await edit('M', '2');
    await edit('L', '3');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('size L');
    await expect(lines.first().getByRole('link')).toHaveAttribute('href', /\/COMP-STOCK-L$/);
    await expectCartCount(page, 3);
    await expect
      .poll(async () => (await serverLines(page)).map((line) => `${line.sku}:${line.qty}`))
      .toEqual(['COMP-STOCK-L:3']);

    await lines
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await saveScreenshot(page, 'cart-drawer-edit', info.project.name);
    await editor.getByRole('combobox').selectOption({ label: 'M' });
    await editor.getByRole('spinbutton').fill('100000');
    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(/^Quantity must be below \d+$/)).toBeVisible();
    await expect(lines.first()).toContainText('size L');
    await expectCartCount(page, 3);
    expect((await serverLines(page)).map((line) => `${line.sku}:${line.qty}`)).toEqual(['COMP-STOCK-L:3']);
  });

  test("marks lines by their stock on load: 'Out of the stock!' holds checkout back, volatile stock is no warning", async ({
    page,
  }) => {
    await openProduct(page, 'IBU-400-20');
    await addToCart(page, 1);
    await openProduct(page, 'PARA-500-20');
    await addToCart(page, 2);
    // The stock changed since: one product sold out, the other is uncertain.
    await page.route('**/api/stock/list?*', (route) =>
      route.fulfill({
        json: {
          resultCode: 200,
          result: [
            { sku: 'IBU-400-20', product_id: 1, qty: 0, is_in_stock: false, stock_status: 'out_of_stock' },
            { sku: 'PARA-500-20', product_id: 2, qty: 3, is_in_stock: true, stock_status: 'volatile' },
          ],
        },
      }),
    );
    await page.reload();
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    const lines = drawer.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem');
    await expect(lines.filter({ hasText: 'Out of the stock!' })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'In stock!' })).toHaveCount(1);
    // Out-of-stock items are allowed in the cart, so volatile stock does not warn.
    await expect(page.getByText(/The system is not sure about the stock quantity/)).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Proceed to checkout' })).toHaveCount(0);
    await expect(
      drawer.getByText('Remove the products that are out of stock to proceed to checkout.'),
    ).toBeVisible();
    await lines
      .filter({ hasText: 'Out of the stock!' })
      .getByRole('button', { name: /^Remove .* from the cart$/ })
      .click();
    await expect(drawer.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  });

  test(
    'keeps focus in the drawer, closes it with Escape and with a click on the overlay, and the page does not scroll behind it',
    { tag: '@phone' },
    async ({ page }) => {
      await openProduct(page, 'IBU-400-20');
      await addToCart(page, 1);
      await cartButton(page).click();
      const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
      for (let tab = 0; tab < 4; tab += 1) {
        expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(
          true,
        );
        await page.keyboard.press('Tab');
      }
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      // The page's scroll comes back in the modal's effect clean-up, just after the dialog closed.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
        .not.toBe('hidden');
      await cartButton(page).click();
      const box = (await drawer.boundingBox())!;
      // On a phone the drawer covers the whole width; elsewhere the overlay beside it closes it.
      if (box.x > 0) {
        await page.mouse.click(box.x / 2, box.height / 2);
        await expect(drawer).toBeHidden();
      }
    },
  );
});
