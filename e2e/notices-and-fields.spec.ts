import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';

/** The cart button that shows: the header's on desktop, the bottom bar's on a phone. */
const cartButton = (page: Page) =>
  page
    .getByRole('button', { name: /Items in cart: \d+$/ })
    .filter({ visible: true })
    .first();

/** The lines the server holds of the English store's cart. */
const serverLines = (page: Page) =>
  page.evaluate(async () => {
    const cartId = JSON.parse(window.localStorage.getItem('apteek-cart-en') ?? '{}').cartId;
    if (!cartId) return 0;
    const answer = await (await fetch(`/api/cart/pull?cartId=${cartId}`)).json();
    return Array.isArray(answer.result) ? answer.result.length : 0;
  });

/** Whether two elements' boxes on the screen share any point. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

async function openIbuprofen(page: Page) {
  await page.goto('/en/p/IBU-400-20/-');
  await expect(page).toHaveURL(/\/p\/[A-Z0-9-]+\/[a-z0-9-]+/);
  await page.waitForLoadState('networkidle');
}

/** Ibuprofen added with its page's button, clicked until the hydrated page says it was added. */
async function addIbuprofenOnItsPage(page: Page) {
  await openIbuprofen(page);
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('New item added to cart')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('notifications and the checkout form as a shopper meets them', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    "a notice stays on its page and off the order summary, and a server's refusal stays until closed",
    { tag: '@phone' },
    async ({ page }, info) => {
      await addIbuprofenOnItsPage(page);
      await expect.poll(() => serverLines(page)).toBe(1);
      // Straight on to the checkout through the cart, while the notice would still be up: it stays
      // with the product page, and the order review below says what is in the cart.
      await cartButton(page).click();
      await page
        .getByRole('dialog', { name: 'Shopping cart' })
        .getByRole('link', { name: 'Proceed to checkout' })
        .click();
      await expect(page.locator('#checkout-firstName')).toBeVisible();
      await expect(page.getByText('New item added to cart')).toHaveCount(0, { timeout: 1000 });

      // The server refuses a bigger quantity: its reason stays on screen until the shopper closes it.
      await page.route('**/api/cart/update*', (route) =>
        route.fulfill({ json: { code: 400, result: 'Quantity must be below 2' } }),
      );
      await cartButton(page).click();
      const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
      await drawer.getByRole('button', { name: 'Increase quantity' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Quantity must be below 2' });
      await expect(refusal).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      // That it outlives the 5 s of other notices is Notifications.test.tsx's, under a fake clock.
      await expect(refusal).toBeVisible();

      // It covers neither the order summary nor its button.
      const review = page.getByRole('region', { name: 'Order review' });
      const place = page.getByRole('button', { name: /^Place order/ });
      await place.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'notices-checkout-refusal', info.project.name, { fullPage: false });
      expect(await overlap(refusal, place)).toBe(false);
      if (info.project.name === 'desktop') expect(await overlap(refusal, review)).toBe(false);
      await expectNoSeriousViolations(page);
      await refusal.getByRole('button', { name: 'Close' }).click();
      await expect(refusal).toHaveCount(0);
    },
  );

  test('tabbing past the empty checkout fields marks none; a field changed and left says what is wrong, and so does a submit', async ({
    page,
  }, info) => {
    await addIbuprofenOnItsPage(page);
    await page.goto('/en/checkout');
    const first = page.locator('#checkout-firstName');
    await expect(first).toBeVisible();
    await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
    await first.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.getByText('Field is required')).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await saveScreenshot(page, 'checkout-tabbed-past', info.project.name, { fullPage: false });

    // One letter, then on: the field says why, tied to it for a screen reader.
    await first.fill('M');
    await first.press('Tab');
    const problem = page.locator('#checkout-firstName-problem');
    await expect(problem).toHaveText(/Name must have at least 2 letters\./);
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAttribute('aria-describedby', /checkout-firstName-problem/);
    await expect(page.locator('#checkout-lastName-problem')).toHaveCount(0);
    await first.fill('Mari');
    await expect(problem).toHaveCount(0);

    // A submit marks every field still missing and takes focus to the first.
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByText('Please check the marked fields.')).toBeVisible();
    await expect(page.locator('#checkout-lastName-problem')).toHaveText(/Field is required/);
    await expect(page.locator('#checkout-lastName')).toBeFocused();
    await saveScreenshot(page, 'checkout-submitted-empty', info.project.name, { fullPage: false });
  });
});
