import type { Page } from '@playwright/test';
import { logInAsNewCustomer, logOut, newEmail } from './account-actions.ts';
import {
  addToCart,
  fillPersonalDetails,
  orderForPickupPaidOnDelivery,
  thankYou,
} from './checkout-actions.ts';
import { expect, hydrated, saveScreenshot, test } from './fixtures.ts';

/**
 * The checkout between its first paint and the browser's cart: the server renders it from the cart's
 * and the session's cookies, and what it cannot know it does not guess. A logged-in customer is not
 * offered an account that then vanishes, no cart is called empty before it has loaded, and the form
 * looks as it will while it does not take input yet.
 */

const EMPTY = 'Your shopping cart is empty.';
const ACCOUNT_OFFER = 'Create an account for faster checkout and your order history';

/** Records, from the first byte of every page, whether one of `texts` was ever in it. */
async function watchTexts(page: Page, texts: string[]) {
  await page.addInitScript((watched) => {
    const seen = new Set<string>();
    (window as unknown as { textsSeen: Set<string> }).textsSeen = seen;
    const look = () => {
      const text = document.body?.textContent ?? '';
      for (const candidate of watched) if (text.includes(candidate)) seen.add(candidate);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
}

const textsSeen = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { textsSeen: Set<string> }).textsSeen]);

/** Holds the browser's cart code back (the page hydrates, its cart stays unloaded) until released. */
async function holdCart(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/browser-cart-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page (`open`: a visit or a reload) with the cart's code held: hydrated, it says the cart
 * is loading. Answers how to let the cart load.
 */
async function openWhileCartWaits(page: Page, open: () => Promise<unknown>): Promise<() => void> {
  const release = await holdCart(page);
  await open();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
  return release;
}

const cartBox = (page: Page) => page.getByTestId('checkout-body').locator('> div');

const formReady = (page: Page) =>
  expect(page.getByRole('form', { name: 'Checkout' }).locator('[inert]')).toHaveCount(0);

test.describe('the checkout before the cart has loaded', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a logged-in customer is never offered an account', async ({ page, consoleErrors }, info) => {
    await logInAsNewCustomer(page, newEmail('before-cart', info.project.name));
    await addToCart(page, 'en', 'IBU-400-20');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'loggedIn')?.value).toBe('1');

    await watchTexts(page, [ACCOUNT_OFFER]);
    const release = await holdCart(page);
    await page.goto('/en/checkout');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
    await saveScreenshot(page, 'before-cart-customer', info.project.name, { fullPage: false });
    release();
    await expect(page.getByRole('list', { name: 'Products in the cart' })).toContainText('Ibuprofen');
    await formReady(page);
    await expect(page.locator('#checkout-firstName')).toHaveValue('Kati');
    expect(await textsSeen(page)).toEqual([]);

    // Logged out, the server is told so and offers a guest an account again.
    await logOut(page, info.project.name);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('loggedIn');
    expect(consoleErrors).toEqual([]);
  });

  test('a cart kept from before its cookie loads without being called empty, in a box as tall as the empty cart’s', async ({
    page,
    consoleErrors,
  }, info) => {
    await watchTexts(page, [EMPTY]);
    let release = await openWhileCartWaits(page, () => page.goto('/en/checkout'));
    const loadingBox = await cartBox(page).boundingBox();
    await saveScreenshot(page, 'before-cart-loading', info.project.name, { fullPage: false });
    release();
    await expect(page.getByText(EMPTY)).toBeVisible();
    expect((await cartBox(page).boundingBox())?.height).toBe(loadingBox?.height);
    await page.unrouteAll();

    await addToCart(page, 'en', 'IBU-400-20');
    await page.context().clearCookies({ name: 'cartLines-en' });
    await page.evaluate(() => ((window as unknown as { textsSeen: Set<string> }).textsSeen = new Set()));
    release = await openWhileCartWaits(page, () => page.goto('/en/checkout'));
    release();
    await expect(page.getByRole('list', { name: 'Products in the cart' })).toContainText('Ibuprofen');
    expect(await textsSeen(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a thank-you page reloaded shows the order again without an empty cart between', async ({
    page,
    consoleErrors,
  }, info) => {
    await orderForPickupPaidOnDelivery(page);

    await watchTexts(page, [EMPTY]);
    const release = await openWhileCartWaits(page, () => page.reload());
    release();
    await expect(thankYou(page)).toBeVisible();
    await saveScreenshot(page, 'before-cart-thank-you-reloaded', info.project.name, { fullPage: false });
    expect(await textsSeen(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the form looks as it will while it waits for the cart, and keeps what is typed after', async ({
    page,
    consoleErrors,
  }, info) => {
    await addToCart(page, 'en', 'IBU-400-20');
    const release = await holdCart(page);
    await page.goto('/en/checkout');
    await hydrated(page);
    const personal = page.getByRole('region', { name: 'Personal details' });
    await expect(personal).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Not taking input yet: a click does not focus the field, and the keys typed go nowhere.
    await page.locator('#checkout-firstName').click({ force: true });
    await page.keyboard.type('Lost');
    await expect(page.locator('#checkout-firstName')).not.toBeFocused();
    const waiting = await personal.screenshot();
    await saveScreenshot(page, 'before-cart-form-waiting', info.project.name, { fullPage: false });
    release();
    await formReady(page);
    await expect(page.getByRole('list', { name: 'Products in the cart' })).toContainText('Ibuprofen');
    expect((await personal.screenshot()).equals(waiting), 'the same pixels once it takes input').toBe(true);

    await fillPersonalDetails(page);
    await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
    await expect(page.locator('#checkout-firstName')).toHaveValue('Mari');
    await saveScreenshot(page, 'before-cart-form-ready', info.project.name, { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });
});
