import type { Page } from '@playwright/test';
import { asOnlyStoryOf, logInAsSandboxPerson, saveViewport } from './account-actions.ts';
import { cartButton, serverPrescriptionNumbers } from './cart-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { ee } from './store-texts.ts';

/**
 * In the browser: the pharmacy's hours close the prescription centre, and the Health
 * Insurance Fund's share (EE) is shown and must be recent when the order is placed. The browser's
 * clock is Playwright's; the server runs on the real one.
 */

/** SK's Mobile-ID demo person: the sandbox's adult patient (atorvastatin, 75 % reimbursed). */
const ADULT_PATIENT = '60001019906';
const PRESCRIPTION = '2611000001';
/**
 * SK's Smart-ID demo person, the sandbox's elderly patient, and the atorvastatin prescription. A
 * sandbox person logs in at most five times in ten minutes: the hours story takes this one, so the
 * adult patient's logins stay within that across this file and prescriptions.spec.ts.
 */
const ELDERLY_PATIENT = '40504040001';
const ELDERLY_PRESCRIPTION = '2611000012';

const CLOSING_SOON = (minutes: number) =>
  `Prescriptions will be closed in ${minutes} minutes. Buying prescriptions becomes unavailable after closing.`;
const REMOVED_AT_CLOSING =
  'Prescription products were removed from your basket since access to prescriptions was closed.';
const COMPENSATION_EXPIRED =
  'Too much time has passed since prescription compensation calculation. We will redirect you to the beginning of checkout.';

/** The instant a Tallinn wall-clock time of a Tallinn date falls on (UTC+2 in winter, +3 in summer). */
function tallinnInstant(date: string, time: string): Date {
  for (const offset of ['+02:00', '+03:00']) {
    const instant = new Date(`${date}T${time}:00${offset}`);
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Tallinn',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    if (wall === time) return instant;
  }
  throw new Error(`no such time in Tallinn: ${date} ${time}`);
}

/** Yesterday in Tallinn: a day in the past, so the session's tokens still look fresh to the browser. */
function tallinnYesterday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(
    new Date(Date.now() - 24 * 3600_000),
  );
}

/**
 * The hours the browser gets: open all day on the days given, no holidays, the default warnings
 * (the pharmacy's openingTimes). The server's own hours stay as they are (always open for e2e).
 */
async function serveHours(page: Page, allowedDays: number[]) {
  const result = {
    allowedDays,
    weekendDays: [],
    holidayDates: [],
    workdays: { start: '00:00', end: '24:00' },
    weekends: { start: '00:00', end: '24:00' },
    blockNewCustomersBeforeClosingMinutes: 20,
    preWarnBeforeClosingMinutes: 30,
    lastWarnBeforeClosingMinutes: 15,
  };
  await page.route('**/api/prescription/opening-times', (route) =>
    route.fulfill({ json: { code: 200, resultCode: 200, result } }),
  );
}

/**
 * The patient's own list, the offer for the atorvastatin prescription, its cheapest medicine in the
 * cart. `say` gives the store's texts.
 */
async function addPrescribedMedicine(
  page: Page,
  store: string,
  say: (english: string) => string,
  prescription = PRESCRIPTION,
) {
  await page.goto(`/${store}/prescriptions`);
  await page.getByRole('button', { name: say('Show prescriptions') }).click();
  const list = page.getByRole('list', { name: say('Prescriptions') });
  await expect(list.getByText(prescription)).toBeVisible({ timeout: 15_000 });
  await list
    .getByRole('link', {
      name: say('See the offer for prescription {number}').replace('{number}', prescription),
    })
    .click();
  const offer = page.getByRole('region', { name: say("The pharmacist's offer") });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await offer.getByRole('button', { name: say('Add to cart') }).click();
  await expect(offer.getByRole('status')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => serverPrescriptionNumbers(page, store)).toContain(prescription);
}

/** Closes the notifications shown, as a customer who has read them. */
async function dismissNotifications(page: Page, say: (english: string) => string) {
  const notifications = page.getByRole('region', { name: say('Notifications') });
  const close = notifications.getByRole('button', { name: say('Close') });
  while ((await close.count()) > 0) await close.first().click();
}

/** Moves the browser's clock to an instant, firing each timer due on the way once. */
async function browserClockTo(page: Page, instant: Date) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(instant.getTime() - now);
}

test.describe('prescriptions and the pharmacy hours', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the warnings come at 30 and 15 minutes, and at closing the prescription line leaves the cart', async ({
    page,
  }, info) => {
    const day = tallinnYesterday();
    await page.clock.install({ time: tallinnInstant(day, '23:25') });
    // Open on this day only: the pharmacy closes at midnight.
    await serveHours(page, [new Date(`${day}T12:00:00Z`).getUTCDay()]);
    await asOnlyStoryOf(ELDERLY_PATIENT, info, async () => {
      await logInAsSandboxPerson(page, '/en', ELDERLY_PATIENT);
      await page.goto('/en/prescriptions');
      const hours = page.getByRole('region', { name: 'Prescription hours' });
      await expect(hours).toContainText('00:00–24:00');
      await saveScreenshot(page, 'prescription-hours-start-en', info.project.name);
      await addPrescribedMedicine(page, 'en', (english) => english, ELDERLY_PRESCRIPTION);

      await browserClockTo(page, tallinnInstant(day, '23:30'));
      await expect(page.getByText(CLOSING_SOON(30))).toBeVisible();
      await browserClockTo(page, tallinnInstant(day, '23:45'));
      await expect(page.getByText(CLOSING_SOON(15))).toBeVisible();
      // Persistent: the first warning stays until the customer dismisses it.
      await expect(page.getByText(CLOSING_SOON(30))).toBeVisible();
      await saveViewport(page, 'prescription-hours-warnings-en', info.project.name);

      // Within 20 minutes of closing a new customer is turned away; this one is already in the centre.
      await expect(page.getByRole('region', { name: "The pharmacist's offer" })).toBeVisible();

      await browserClockTo(page, new Date(tallinnInstant(day, '23:59').getTime() + 60_000));
      await expect(page.getByText(REMOVED_AT_CLOSING)).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => serverPrescriptionNumbers(page, 'en')).not.toContain(ELDERLY_PRESCRIPTION);
      await saveViewport(page, 'prescription-hours-closed-en', info.project.name);
      await dismissNotifications(page, (english) => english);
      await cartButton(page).click();
      const drawer = page.getByRole('dialog', { name: /cart/i });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(`Prescription ${ELDERLY_PRESCRIPTION}`)).toHaveCount(0);
      await saveViewport(page, 'prescription-hours-removed-cart-en', info.project.name);
    });
  });

  test("the totals show the Health Insurance Fund's share; an expired compensation sends the shopper back to the beginning of checkout", async ({
    page,
  }, info) => {
    await page.clock.install({ time: new Date() });
    await serveHours(page, [0, 1, 2, 3, 4, 5, 6]);
    await asOnlyStoryOf(ADULT_PATIENT, info, async () => {
      // Compensation is the Estonian store's.
      await logInAsSandboxPerson(page, '/ee', ADULT_PATIENT);
      await addPrescribedMedicine(page, 'ee', ee);

      // The compensation comes through the hub; the cart is pulled again with the fund's share.
      await dismissNotifications(page, ee);
      await page
        .getByRole('button', { name: new RegExp(ee('Items in cart: {count}').replace('{count}', '\\d+')) })
        .filter({ visible: true })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: ee('Shopping cart') });
      await expect(drawer.getByText(ee('Paid by the Health Insurance Fund')).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(drawer.getByText(ee('You pay'), { exact: true })).toBeVisible();
      await saveViewport(page, 'prescription-fund-share-cart-ee', info.project.name);
      await page.keyboard.press('Escape');

      await page.goto('/checkout');
      const review = page.getByRole('list', { name: ee('Products in the cart') });
      await expect(review).toContainText(ee('Prescription {number}').replace('{number}', PRESCRIPTION));
      await expect(review).toContainText(ee('Paid by the Health Insurance Fund'));
      await expect(page.getByText(ee('You pay'), { exact: true })).toBeVisible({ timeout: 20_000 });
      await page.locator('#checkout-firstName').fill('Mari');
      await page.locator('#checkout-lastName').fill('Maasikas');
      await page
        .locator('#checkout-emailAddress')
        .fill(`rx.hours.${info.project.name}.${Date.now()}@example.ee`);
      await page.locator('#checkout-phoneNumber').fill('5123 4567');
      await page.getByRole('radio', { name: new RegExp(ee('Pickup at the pharmacy')) }).check();
      await page.getByRole('radio', { name: ee('Cash on delivery') }).check();
      await page.getByRole('checkbox', { name: ee('I accept the terms and conditions') }).check();
      await saveScreenshot(page, 'prescription-fund-share-checkout-ee', info.project.name);

      // Sixteen minutes later the compensation is too old: back to the beginning of checkout. The
      // pickup's save and the cart pull it starts are in first: a pull still out when the clock
      // moves asks for a new compensation, and the order would wait for that instead. The clock
      // jumps without running the timers due in those minutes: one of them (a hub reconnect, an
      // hours check) would otherwise ask for a new compensation before the click, as often as the
      // machine is slow.
      await page.waitForLoadState('networkidle');
      await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 16 * 60_000);
      const requestedAgain = page.waitForRequest(/\/api\/prescription\/compensation\/init/);
      const orders: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/order\b/.test(request.url())) orders.push(request.url());
      });
      await page.getByRole('button', { name: ee('Place order') }).click();
      await expect(page.getByText(ee(COMPENSATION_EXPIRED))).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.locator('#checkout-firstName')).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await saveViewport(page, 'prescription-compensation-expired-ee', info.project.name);
      // The browser's own check: no order was sent, and the compensation is asked for again.
      await requestedAgain;
      expect(orders).toEqual([]);
      await expect(page.getByText(ee('You pay'), { exact: true })).toBeVisible({ timeout: 20_000 });

      // The next story of this patient starts with an empty cart.
      await page.evaluate(async () => {
        const cartId = (
          JSON.parse(window.localStorage.getItem('apteek-cart-ee') ?? '{}') as { cartId: string }
        ).cartId;
        const token = (JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}') as { token: string })
          .token;
        await fetch(`/api/prescription/cart/remove-lines?cartId=${cartId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
      });
    });
  });
});
