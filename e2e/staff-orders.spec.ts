import type { Page } from '@playwright/test';
import { addIbuprofen, logInAsNewCustomer, newEmail, saveViewport } from './account-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { logInPharmacist, pharmacistPage } from './pharmacist-actions.ts';

/**
 * The logged-in customer's courier order of one ibuprofen in /en, paid in the Maksekeskus sandbox
 * with an amount the order cannot take ("unprocessable"): the money came, so the order waits in
 * ManualCheck for a pharmacist. Answers the order number the thank-you page shows.
 */
async function placeOrderForManualCheck(page: Page): Promise<string> {
  await addIbuprofen(page, 1);
  await page.goto('/en/checkout');
  await expect(page.locator('#checkout-firstName')).toBeVisible();
  await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
  await page.locator('#checkout-firstName').fill('Kati');
  await page.locator('#checkout-lastName').fill('Karu');
  await page.locator('#checkout-phoneNumber').fill('5123 4567');
  await page.locator('#checkout-streetAddress').fill('Tartu mnt 10');
  await page.locator('#checkout-city').fill('Tallinn');
  await page.locator('#checkout-zipCode').fill('10117');
  await page.locator('#checkout-state').selectOption('Harju maakond');
  await page.getByRole('radio', { name: 'LHV' }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await (await popupOpened).locator('button[value="unprocessable"]').click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText('We received the payment. A pharmacist checks the order by hand before we send it.'),
  ).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

test.describe('orders to check', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a pharmacist approves one ManualCheck order and cancels another with a reason; the customer sees both', async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    await logInAsNewCustomer(page, newEmail('staff-orders', project));
    const approved = await placeOrderForManualCheck(page);
    const cancelled = await placeOrderForManualCheck(page);
    expect(approved).toMatch(/^\d{9}$/);
    expect(cancelled).toMatch(/^\d{9}$/);

    // Both device projects run at once: each pharmacist works on the orders of their own customer.
    const { staff, problems } = await pharmacistPage(browser, info);
    await logInPharmacist(staff, project, 'orders');
    await staff.getByRole('link', { name: /Kontrollitavad tellimused/ }).click();
    const approvedCard = staff.getByRole('article', { name: `Tellimus ${approved}` });
    const cancelledCard = staff.getByRole('article', { name: `Tellimus ${cancelled}` });
    await expect(approvedCard).toBeVisible();
    await expect(approvedCard.getByText('Käsitsi kontroll')).toBeVisible();
    await expect(approvedCard).toContainText('Ibuprofen');
    await expect(approvedCard).not.toContainText('Karu');
    await approvedCard.scrollIntoViewIfNeeded();
    await saveViewport(staff, 'staff-orders-list-ee', project);

    await approvedCard.getByRole('button', { name: 'Kinnita' }).click();
    await expect(staff.getByRole('status')).toHaveText(
      `Tellimus ${approved} on kinnitatud. Klient saab e-kirja.`,
    );
    await expect(approvedCard).toHaveCount(0);

    await cancelledCard.getByRole('button', { name: 'Tühista tellimus' }).click();
    await expect(cancelledCard.getByText('Põhjus on kohustuslik.')).toBeVisible();
    await cancelledCard.scrollIntoViewIfNeeded();
    await saveViewport(staff, 'staff-orders-reason-required-ee', project);
    const reason = 'The payment does not match the order; we return it.';
    await cancelledCard.getByLabel('Tühistamise põhjus (klient näeb seda)').fill(reason);
    await cancelledCard.getByRole('button', { name: 'Tühista tellimus' }).click();
    await expect(staff.getByRole('status')).toHaveText(
      `Tellimus ${cancelled} on tühistatud. Klient saab e-kirja koos põhjusega.`,
    );
    await expect(cancelledCard).toHaveCount(0);

    await staff.getByRole('link', { name: 'In English' }).click();
    await expect(staff.getByRole('heading', { name: 'Orders to check' })).toBeVisible();
    await expect(staff.getByRole('status')).toHaveText(
      `Order ${cancelled} is cancelled. The customer gets an e-mail with the reason.`,
    );
    await expect(staff.getByRole('article', { name: `Order ${approved}` })).toHaveCount(0);
    await saveScreenshot(staff, 'staff-orders-en', project);
    expect(problems, 'staff console errors and warnings').toEqual([]);
    await staff.context().close();

    // The customer's order history follows, and the mail tells the reason in the store's language.
    await page.goto('/en/my-account?page=order-history');
    const history = page.getByRole('table', { name: 'Order history' });
    await expect(history.getByRole('row', { name: new RegExp(approved) })).toContainText('Paid');
    await expect(history.getByRole('row', { name: new RegExp(cancelled) })).toContainText('Cancelled');
    await saveScreenshot(page, 'staff-orders-customer-history-en', project);
    const outbox = (await (await page.request.get('/api/mail/outbox')).json()) as {
      result: { subject: string; text: string }[];
    };
    const mail = outbox.result.find(
      (each) => each.subject === `Your order ${cancelled} has been cancelled – Apteek`,
    );
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(
      outbox.result.some(
        (each) => each.subject === `The pharmacist has checked your order ${approved} – Apteek`,
      ),
    ).toBe(true);
  });
});
