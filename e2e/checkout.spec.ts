import type { Page } from '@playwright/test';
import {
  addToCart,
  fillCourierAddress,
  fillPersonalDetails,
  openCheckout,
  orderForPickupPaidOnDelivery,
  thankYou,
} from './checkout-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

/** A guest's courier order of one product in /en, filled up to the accepted terms; `payment` names a bank or 'Cash on delivery'. */
async function courierOrderUpToPayment(page: Page, payment: string) {
  await addToCart(page, 'en', 'IBU-400-20');
  await openCheckout(page, 'en');
  await fillPersonalDetails(page);
  await fillCourierAddress(page);
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
}

test.describe('a shopper checks out', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a guest buys with a courier and a Maksekeskus bank link and sees the thank-you page', async ({
    page,
  }, info) => {
    await courierOrderUpToPayment(page, 'Swedbank');
    await expect(page.getByText('Grand total')).toBeVisible();
    await saveScreenshot(page, 'checkout-courier-maksekeskus', info.project.name);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const popup = await popupOpened;
    await popup.locator('button[value="pay"]').click();

    await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expect(page.getByText('We sent the order confirmation to mari@example.ee.')).toBeVisible();
    await saveScreenshot(page, 'checkout-thank-you', info.project.name);
    // Finalize emptied the cart: the checkout starts over with nothing to buy.
    await page.reload();
    await expect(thankYou(page)).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Items in cart: 0$/ }).filter({ visible: true }),
    ).toHaveCount(1);
  });

  test('shows the form messages for missing and bad input', async ({ page }, info) => {
    await addToCart(page, 'en', 'PARA-500-20');
    await openCheckout(page, 'en');
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Please check the marked fields.')).toBeVisible();
    await expect(page.locator('#checkout-firstName')).toBeFocused();
    await expect(page.locator('#checkout-firstName-problem')).toHaveText(/Field is required/);
    await expect(page.locator('#checkout-terms-problem')).toHaveText(
      /You must accept the terms and conditions\./,
    );

    await fillPersonalDetails(page, '12');
    await page.locator('#checkout-zipCode').fill('123');
    await page.locator('#checkout-zipCode').blur();
    await expect(page.locator('#checkout-zipCode-problem')).toHaveText(
      /Zip-code must have at least 3 letters\./,
    );
    await expect(page.locator('#checkout-phoneNumber-problem')).toHaveText(
      /Please provide valid phone number\./,
    );
    await expect(page.locator('#checkout-zipCode')).toHaveAttribute('aria-invalid', 'true');
    await saveScreenshot(page, 'checkout-form-errors', info.project.name);

    await page.getByRole('radio', { name: /Omniva parcel machine/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('#checkout-parcelMachineId-problem')).toHaveText(
      'Please select a parcel machine!',
    );
    await page.locator('#checkout-parcelMachineId').fill('haapsalu');
    await page
      .getByRole('radio', { name: /Haapsalu/ })
      .first()
      .check();
    await expect(page.locator('#checkout-parcelMachineId-problem')).toHaveCount(0);
  });

  test('cash on delivery places the order straight away', async ({ page }, info) => {
    await orderForPickupPaidOnDelivery(page);
    await expect(page.getByText('You pay when you receive the order.')).toBeVisible();
    await saveScreenshot(page, 'checkout-cash-on-delivery', info.project.name);
  });

  test('a cancelled payment says it was aborted and the order can be paid again', async ({ page }) => {
    await courierOrderUpToPayment(page, 'SEB');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await (await popupOpened).locator('button[value="cancel"]').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment process aborted by user.' })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  test('a blocked popup asks to allow pop-ups, and the next click pays the order already placed', async ({
    page,
  }) => {
    await courierOrderUpToPayment(page, 'Swedbank');
    const placed: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order')
        placed.push(request.url());
    });
    // A popup blocker: window.open answers null.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      Object.assign(window, { restoreOpen: () => (window.open = open) });
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please allow pop-up windows for this site to pay.' }),
    ).toBeVisible({ timeout: 20_000 });

    await page.evaluate(() => (window as unknown as { restoreOpen(): void }).restoreOpen());
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await (await popupOpened).locator('button[value="pay"]').click();
    await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
    expect(placed).toHaveLength(1);
  });

  test('a service, which needs no delivery, is bought without a shipping step or cash on delivery', async ({
    page,
  }, info) => {
    await addToCart(page, 'en', 'CONSULT-30');
    await page.goto('/en/checkout');
    await expect(page.locator('#checkout-firstName')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Swedbank' })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: /Courier|Pickup at the pharmacy|parcel machine/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toHaveCount(0);
    await expect(page.getByText('For the courier or the parcel machine code.')).toHaveCount(0);
    await fillPersonalDetails(page);
    await page.getByRole('radio', { name: 'Swedbank' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await saveScreenshot(page, 'checkout-virtual-cart', info.project.name);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await (await popupOpened).locator('button[value="pay"]').click();
    await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
  });

  test('a failed payment can be paid again, and money the order cannot take is flagged for a manual check', async ({
    page,
  }) => {
    await courierOrderUpToPayment(page, 'LHV');
    let popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await (await popupOpened).locator('button[value="fail"]').click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Payment failed please try again or choose another payment method' }),
    ).toBeVisible({ timeout: 20_000 });

    popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await (await popupOpened).locator('button[value="unprocessable"]').click();
    await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText('We received the payment. A pharmacist checks the order by hand before we send it.'),
    ).toBeVisible();
  });

  test('an order the server did not answer is queued and created once when the connection is back', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await courierOrderUpToPayment(page, 'Cash on delivery');

    // The server takes the order but the answer never reaches the browser.
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
    });
    let lostOrderNumber = '';
    await page.route(
      '**/api/order?cartId=*',
      async (route) => {
        const response = await route.fetch();
        lostOrderNumber = ((await response.json()) as { result: { orderNumber: string } }).result.orderNumber;
        await route.abort('connectionfailed');
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The order can not be transfered because of server error. Order has been queued',
      }),
    ).toBeVisible();
    await expect(page.getByText('Your order is waiting in this browser')).toBeVisible();

    await context.setOffline(true);
    await context.setOffline(false);
    await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-number')).toHaveText(lostOrderNumber);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    // The browser reports the aborted request, and the cart calls for the cart the order closed.
    expect(notFound.every((path) => path.startsWith('/api/cart/'))).toBe(true);
    const explained = (error: string) =>
      error.includes('net::ERR_CONNECTION_FAILED') || (error.includes('404') && notFound.length > 0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !explained(error)));
  });

  test('a logged-in customer in /fi buys with a parcel machine and Paytrail and finds the order in the history', async ({
    page,
  }, info) => {
    const email = `matti.${info.project.name}.${Date.now()}@example.fi`;
    const created = await page.request.post('/api/user/create', {
      data: {
        customer: {
          email,
          firstname: 'Matti',
          lastname: 'Meikäläinen',
          phoneNumber: '+358401234567',
          country_id: 'FI',
          language: 'fi',
          consentTermsAccepted: true,
        },
        password: 'Pharmacy2026',
      },
    });
    expect(created.status()).toBe(200);
    await page.goto('/fi');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: /^(Oma tili|Profiili)$/ })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="password"]').fill('Pharmacy2026');
    await dialog.locator('button[type="submit"]').first().click();
    // The login is over when the modal closes: the tokens are stored and the customer read. The
    // tokens alone are stored first, and leaving the page then cut the login short.
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('apteek-session')))
      .toContain('Matti');

    await addToCart(page, 'fi', 'IBU-400-20');
    await openCheckout(page, 'fi');
    // The profile fills the personal details; a customer is not offered a new account.
    await expect(page.locator('#checkout-firstName')).toHaveValue('Matti');
    await expect(page.locator('#checkout-emailAddress')).toHaveValue(email);
    await expect(page.locator('#checkout-createAccount')).toHaveCount(0);
    await page.locator('input[name="shippingMethod"][value="smartposti_parcelmachine"]').check();
    await page.locator('#checkout-parcelMachineId').fill('iso omena');
    await page.getByRole('radio', { name: /Iso Omena/ }).check();
    await page.getByRole('radio', { name: 'OP', exact: true }).check();
    await page.locator('#checkout-terms').check();
    await saveScreenshot(page, 'checkout-fi-parcel-machine', info.project.name);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Tee tilaus ja maksa' }).click();
    await (await popupOpened).locator('button[value="pay"]').click();
    await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi!' })).toBeVisible({
      timeout: 20_000,
    });
    const orderNumber = await page.getByTestId('order-number').innerText();
    expect(orderNumber).toMatch(/^\d+$/);
    await saveScreenshot(page, 'checkout-fi-thank-you', info.project.name);

    await page.goto('/fi/my-account?page=order-history');
    await expect(page.getByRole('cell', { name: orderNumber, exact: true })).toBeVisible();
  });
});
