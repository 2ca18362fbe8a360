import type { BrowserContext, Page } from '@playwright/test';
import { logIn, logOut, newEmail, registerByApi } from './account-actions.ts';
import { recordDataLayer } from './analytics-actions.ts';
import { expectCartCount } from './cart-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

/** Compare, the wishlist kept on the account, and consent-based analytics. */

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

test.describe('a shopper compares products', () => {
  test('three products side by side, differences highlighted; a fifth is refused at the desktop limit', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'A phone compares two at a time (the limit story below)');
    // Two from a list's cards, one from a product page.
    await page.goto('/en/products?term=paracetamol');
    await page.waitForLoadState('networkidle');
    const cards = page.getByRole('main').getByRole('article');
    const names: string[] = [];
    for (const index of [0, 1]) {
      const name = (await cards.nth(index).getByRole('heading').textContent())!.trim();
      names.push(name);
      await cards
        .nth(index)
        .getByRole('button', { name: `Add ${name} to comparison` })
        .click();
    }
    await expect(
      cards.nth(0).getByRole('button', { name: `Remove ${names[0]} from comparison` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await saveScreenshot(page, 'compare-list-cards', info.project.name);
    await page.goto('/en/p/IBU-400-20/-');
    await page.waitForLoadState('networkidle');
    names.push((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
    await page.getByRole('main').getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'In comparison' })).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Compare/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Compare products', level: 1 })).toBeVisible();
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/compare\?skus=[^,]+,[^,]+,IBU-400-20$/);
    // Paracetamol and ibuprofen differ in their active substance; the row says so.
    const substance = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Active substance/ }) });
    await expect(substance).toHaveAttribute('data-differs', 'true');
    await expect(substance.getByText('Differs')).toBeVisible();
    await saveScreenshot(page, 'compare-three', info.project.name);

    // A fourth fits; a fifth is refused with the limit named, and the list stays as it is.
    await page.goto('/en/products?term=ibuprofen');
    await page.waitForLoadState('networkidle');
    const others = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasNot: page.locator('[aria-pressed="true"]') });
    const fourth = (await others.nth(0).getByRole('heading').textContent())!.trim();
    await others
      .nth(0)
      .getByRole('button', { name: `Add ${fourth} to comparison` })
      .click();
    await expect(notice(page, 'Added to comparison')).toBeVisible();
    const fifth = (await others.nth(1).getByRole('heading').textContent())!.trim();
    await others
      .nth(1)
      .getByRole('button', { name: `Add ${fifth} to comparison` })
      .click();
    await expect(notice(page, 'You can compare up to 4 products. Remove one to add another.')).toBeVisible();
    await page.goto('/en/compare');
    await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(5);
    await page.getByRole('button', { name: `Remove ${names[0]}` }).click();
    await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(4);
  });

  test(
    'on a phone two fit side by side and a third is refused',
    { tag: '@phone' },
    async ({ page }, info) => {
      test.skip(info.project.name !== 'phone', 'The desktop story covers four');
      await page.goto('/en/products?term=paracetamol');
      await page.waitForLoadState('networkidle');
      const cards = page.getByRole('main').getByRole('article');
      for (const index of [0, 1, 2]) {
        const name = (await cards.nth(index).getByRole('heading').textContent())!.trim();
        await cards
          .nth(index)
          .getByRole('button', { name: `Add ${name} to comparison` })
          .click();
      }
      await expect(
        notice(page, 'You can compare up to 2 products. Remove one to add another.'),
      ).toBeVisible();
      await page.goto('/en/compare');
      await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);
      await saveScreenshot(page, 'compare-phone', info.project.name);
    },
  );
});

async function acceptCookiesIn(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
}

/** The wishlist's skus as the server keeps them for the logged-in customer of `page`. */
async function serverWishlist(page: Page): Promise<string[]> {
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}').token as string | undefined,
  );
  const answer = await page.request.get('/api/wishlist', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { result: { skus: string[] } }).result.skus;
}

test.describe('a customer keeps a wishlist', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a guest's hearts are merged at login and follow the customer to another browser", async ({
    page,
    browser,
  }, info) => {
    const email = newEmail('wishlist', info.project.name);
    await registerByApi(page.request, email);

    // As a guest: a heart on a list card, kept in this browser.
    await page.goto('/en/products?term=paracetamol');
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('main').getByRole('article').first();
    const guestPick = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `Add ${guestPick} to wishlist` }).click();
    await expect(card.getByRole('button', { name: `Remove ${guestPick} from wishlist` })).toBeVisible();

    // Logged in: the guest's list goes to the account; a heart on a product page goes there too.
    await logIn(page, email);
    await page.goto('/en/p/IBU-400-20/-');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'In your wishlist' })).toBeVisible();
    await expect.poll(() => serverWishlist(page)).toHaveLength(2);
    expect(await serverWishlist(page)).toContain('IBU-400-20');

    // Logged out, this browser shows the (empty) guest list; the account keeps its own.
    await logOut(page, info.project.name);
    await page.goto('/en/wishlist');
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

    // Another browser: the same customer finds both products, buys one and removes the other.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    await acceptCookiesIn(other);
    const second = await other.newPage();
    await second.goto('/en');
    await logIn(second, email);
    await second.goto('/en/wishlist');
    const list = second.getByTestId('wishlist');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: guestPick })).toBeVisible();
    await saveScreenshot(second, 'wishlist-second-browser', info.project.name);
    const ibuprofen = list.getByRole('listitem').filter({ hasText: /Ibuprofen/i });
    await ibuprofen.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(second, 1);
    await list
      .getByRole('listitem')
      .filter({ hasText: guestPick })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect.poll(() => serverWishlist(second)).toEqual(['IBU-400-20']);
    await other.close();
  });
});

test.describe('analytics', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'nothing before cookie consent; after it, a purchase pushes its events in order',
    { tag: '@cookie-notice' },
    async ({ page }, info) => {
      test.skip(info.project.name !== 'desktop', 'One device is enough for the event order');
      const pushed = await recordDataLayer(page);

      // Before consent: browsing and a product page push nothing, and no third-party script loads.
      await page.goto('/en/products?term=ibuprofen');
      await page.waitForLoadState('networkidle');
      await page.goto('/en/p/IBU-400-20/-');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
      expect(pushed).toEqual([]);
      await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

      await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Accept' }).click();

      await page.goto('/en/products?term=ibuprofen');
      await page.waitForLoadState('networkidle');
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: /Ibuprofen/ })
        .first();
      await card.getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(async () => {
        await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
        await expectCartCount(page, 1);
      }).toPass({ timeout: 15_000 });
      await page
        .getByRole('button', { name: /Items in cart: 1$/ })
        .filter({ visible: true })
        .first()
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: 'Increase quantity' }).click();
      await expectCartCount(page, 2);
      await drawer.getByRole('button', { name: 'Decrease quantity' }).click();
      await expectCartCount(page, 1);
      await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();

      await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
      await page.locator('#checkout-firstName').fill('Mari');
      await page.locator('#checkout-lastName').fill('Maasikas');
      await page.locator('#checkout-emailAddress').fill('mari@example.ee');
      await page.locator('#checkout-phoneNumber').fill('5123 4567');
      await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
      await page.getByRole('radio', { name: 'Cash on delivery' }).check();
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      // A refusal shown instead of the thank-you page fails the story with its words.
      const thanks = page.getByRole('heading', { name: 'Thank you for your order!' });
      const refusal = page.getByRole('form', { name: 'Checkout' }).getByRole('alert');
      await expect(thanks.or(refusal).first()).toBeVisible({ timeout: 20_000 });
      expect(await refusal.allTextContents()).toEqual([]);
      const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
      await expect.poll(() => pushed.map((item) => item.event)).toContain('purchase');

      // Related products on the product page are a list of their own; the story's path is the rest.
      const path = pushed.filter((item) => item.ecommerce?.item_list_id !== 'related');
      expect(path.map((item) => item.event)).toEqual([
        'view_item_list',
        'select_item',
        'view_item',
        'add_to_cart',
        'view_cart',
        'add_to_cart',
        'remove_from_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
      ]);
      const bought = path.at(-1)!.ecommerce!;
      expect(bought).toMatchObject({ currency: 'EUR', transaction_id: orderNumber });
      for (const item of pushed) {
        const ecommerce = item.ecommerce ?? {};
        expect(ecommerce.currency).toBe('EUR');
        const prices = ((ecommerce.items as { price: number }[]) ?? []).map((i) => i.price);
        for (const amount of [ecommerce.value as number | undefined, ...prices])
          if (amount !== undefined) expect(String(amount)).toMatch(/^\d+(\.\d{1,2})?$/);
      }
      expect((bought.items as { item_id: string; quantity: number }[])[0]).toMatchObject({
        item_id: expect.stringMatching(/^IBU-/),
        quantity: 1,
      });
      // No customer data travels with the events.
      expect(JSON.stringify(pushed)).not.toMatch(/Maasikas|mari@example|5123/);
    },
  );
});
