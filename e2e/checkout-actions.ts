import type { Page } from '@playwright/test';
import { openToAdd } from './cart-actions.ts';
import { expect } from './fixtures.ts';

/** The checkout story's steps, shared by the stories that buy through the browser. */

/** Puts one product in the cart from its page and waits until the server has the line. */
export async function addToCart(page: Page, store: 'en' | 'fi', sku: string) {
  await openToAdd(page, `/${store}/p/${sku}/-`);
  const cartButton = page
    .getByRole('button', { name: /(Items in cart|Tuotteita korissa): \d+$/ })
    .filter({ visible: true })
    .first();
  await expect(async () => {
    await page.getByRole('button', { name: /^(Add to cart|Lisää ostoskoriin)$/ }).click();
    await expect(cartButton).toHaveAccessibleName(/: 1$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect
    .poll(() =>
      page.evaluate(async (code) => {
        const cartId = JSON.parse(window.localStorage.getItem(`apteek-cart-${code}`) ?? '{}').cartId;
        if (!cartId) return 0;
        // A logged-in customer's cart answers only to the customer's token.
        const token = JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}').token;
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const answer = await (await fetch(`/api/cart/pull?cartId=${cartId}`, { headers })).json();
        return Array.isArray(answer.result) ? answer.result.length : 0;
      }, store),
    )
    .toBe(1);
}

export async function openCheckout(page: Page, store: 'en' | 'fi') {
  await page.goto(`/${store}/checkout`);
  await expect(page.locator('#checkout-firstName')).toBeVisible();
  // The cart's shipping and payment methods have arrived once a method is chosen.
  await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
}

export async function fillPersonalDetails(page: Page, phone = '5123 4567', email = 'mari@example.ee') {
  await page.locator('#checkout-firstName').fill('Mari');
  await page.locator('#checkout-lastName').fill('Maasikas');
  await page.locator('#checkout-emailAddress').fill(email);
  await page.locator('#checkout-phoneNumber').fill(phone);
}

export async function fillCourierAddress(page: Page) {
  await page.locator('#checkout-streetAddress').fill('Tartu mnt 10');
  await page.locator('#checkout-city').fill('Tallinn');
  await page.locator('#checkout-zipCode').fill('10117');
  await page.locator('#checkout-state').selectOption('Harju maakond');
}

/** The thank-you page's heading, once the order is placed (and paid). */
export const thankYou = (page: Page) => page.getByRole('heading', { name: 'Thank you for your order!' });

/** A guest's order of one product in /en for pickup at the pharmacy, paid on delivery: placed, the thank-you page shown. */
export async function orderForPickupPaidOnDelivery(page: Page) {
  await addToCart(page, 'en', 'IBU-400-20');
  await openCheckout(page, 'en');
  await fillPersonalDetails(page);
  await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
}

/**
 * Places the order filled in the checkout with `button` and pays it in the sandbox bank's popup
 * (for a bank link); answers the order as the server placed it, and waits for the thank-you page.
 */
export async function placeAndPay(page: Page, button: string) {
  const placed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/order',
  );
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const order = (
    (await (await placed).json()) as { result: { orderId: string; orderNumber: string; orderCode: string } }
  ).result;
  await (await popupOpened).locator('button[value="pay"]').click();
  await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
  return order;
}
