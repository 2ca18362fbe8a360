import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';

/** The cart button that shows: the header's on desktop, the bottom bar's on a phone. */
const cartButton = (page: Page) =>
  page
    .getByRole('button', { name: /Items in cart: \d+$/ })
    .filter({ visible: true })
    .first();

test.describe('numbers, dates and money as each store writes them', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the order confirmation in the English store shows its time on the 24-hour clock and money as the pages do', async ({
    page,
  }, info) => {
    await page.goto('/en/p/IBU-400-20/-');
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(cartButton(page)).toHaveAccessibleName(/: 1$/, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    const email = `numbers.${info.project.name}.${Date.now()}@example.ee`;
    await page.goto('/en/checkout');
    await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
    await page.locator('#checkout-firstName').fill('Mari');
    await page.locator('#checkout-lastName').fill('Maasikas');
    await page.locator('#checkout-emailAddress').fill(email);
    await page.locator('#checkout-phoneNumber').fill('5123 4567');
    await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });

    const mail = page.getByRole('article').filter({ hasText: `To: ${email}` });
    await expect(async () => {
      await page.goto('/en/mailbox');
      await expect(mail).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(mail.getByText(/^To: /)).toHaveText(
      new RegExp(`^To: ${email.replace(/\./g, '\\.')} · \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$`),
    );
    await expect(mail).not.toContainText(/\b(AM|PM)\b/);
    await expect(mail).toContainText(/Ibuprofen .+ × 1 pc: 3\.79\u00a0€/);
    await expect(mail).not.toContainText(/€\s?\d/);
    await mail.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'numbers-order-mail-en', info.project.name, { fullPage: false });
  });
});
