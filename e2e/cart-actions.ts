import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.ts';

/**
 * A product page opened to add it to the cart. Hydrated is enough: the adding steps retry their
 * click until the count changes, and the page's later reads (reviews, related products) have
 * nothing to do with the cart.
 */
export async function openToAdd(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The header's cart button on desktop, the bottom bar's on phones. */
export const cartButton = (page: Page) =>
  page
    .getByRole('button', { name: /Items in cart: \d+/ })
    .filter({ visible: true })
    .first();

/** The prescription numbers of a store's cart lines as the server holds them, read with the browser's token. */
export async function serverPrescriptionNumbers(page: Page, store: string): Promise<(string | null)[]> {
  return page.evaluate(async (code) => {
    const cartId = (
      JSON.parse(window.localStorage.getItem(`apteek-cart-${code}`) ?? '{}') as { cartId?: string }
    ).cartId;
    const token = (JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}') as { token?: string })
      .token;
    const answer = await fetch(`/api/cart/pull?cartId=${cartId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const lines = ((await answer.json()) as { result: { prescription_number: string | null }[] }).result;
    return lines.map((line) => line.prescription_number);
  }, store);
}

export async function expectCartCount(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAccessibleName(new RegExp(`Items in cart: ${count}$`));
}

/**
 * Adds the open product page's product with its own button, retried until the hydrated page's cart
 * counts `count`, then opens the cart drawer: answers the drawer.
 */
export async function addAndOpenCart(page: Page, count = 1) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, count);
  }).toPass({ timeout: 15_000 });
  await cartButton(page).click();
  return page.getByRole('dialog', { name: 'Shopping cart' });
}
