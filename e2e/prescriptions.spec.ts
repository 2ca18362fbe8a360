import type { Page } from '@playwright/test';
import {
  answerNewUserCheckIfAsked,
  approveOnSmartIdDevice,
  asOnlyStoryOf,
  authDialog,
  logIn,
  logOut,
  newEmail,
  registerByApi,
  logInAsSandboxPerson,
  saveViewport,
} from './account-actions.ts';
import { cartButton, serverPrescriptionNumbers } from './cart-actions.ts';
import { expectClearOfFixedChrome } from './fixed-chrome-actions.ts';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';
import { ee } from './store-texts.ts';

/** SK's Smart-ID demo person that approves: the sandbox's elderly patient (warfarin, atorvastatin). */
const SMART_ID_PATIENT = '40504040001';
/** SK's Mobile-ID demo person: the sandbox's adult patient (atorvastatin, metformin, tramadol). */
const ADULT_PATIENT = '60001019906';

/** Mobile-ID demo persons who buy for the adult patient, one per device project so the two run side by side. */
const BUYERS: Record<string, string> = { desktop: '60001017869', phone: '51307149560' };

/** The login through the login modal's Smart-ID tab, in the Estonian store. */
async function logInWithSmartId(page: Page) {
  const modal = page.getByRole('dialog', { name: ee('Log in') });
  await expect(async () => {
    if (!(await modal.isVisible()))
      await page
        .getByRole('button', { name: new RegExp(`^(${ee('My account')}|${ee('Profile')})$`) })
        .filter({ visible: true })
        .first()
        .click({ timeout: 2_000 });
    await expect(modal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await modal.getByRole('tab', { name: 'Smart-ID' }).click();
  await modal.getByLabel(ee('Personal code')).fill(SMART_ID_PATIENT);
  await modal.getByRole('button', { name: 'Logi sisse: Smart-ID' }).click();
  const code = modal.getByTestId('verification-code');
  await expect(code).toHaveText(/^\d{4}$/);
  // Its own login on the device, by the code: the identity story may log the same person in meanwhile.
  await approveOnSmartIdDevice(page, SMART_ID_PATIENT, (await code.textContent()) ?? '');
  await expect(modal).toBeHidden({ timeout: 15_000 });
}

/** The cart code the realtime hub's events carry: what the sandbox's simulation actions take. */
function followCartCode(page: Page): () => string | null {
  let cartCode: string | null = null;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const event = JSON.parse(String(payload)) as { cartCode?: string };
      if (event.cartCode) cartCode = event.cartCode;
    });
  });
  return () => cartCode;
}

test.describe('the prescription centre', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a patient logs in with Smart-ID, gets the list in real time, adds the cheapest offer and places the order', async ({
    page,
  }, info) => {
    await asOnlyStoryOf(SMART_ID_PATIENT, info, async () => {
      await page.goto('/');
      await logInWithSmartId(page);

      await page
        .getByRole('banner')
        .getByRole('link', { name: ee('Prescriptions') })
        .click();
      await expect(page).toHaveURL(/\/prescriptions$/);
      await expect(page.getByRole('heading', { level: 1, name: ee('Your prescriptions') })).toBeVisible();
      await saveViewport(page, 'prescriptions-start-ee', info.project.name);
      await page.getByRole('button', { name: ee('Show prescriptions') }).click();

      // Progress first, then the list as the PrescriptionListCallback arrives over /cb.
      await expect(page).toHaveURL(/\/prescriptions\/list$/);
      const list = page.getByRole('list', { name: ee('Prescriptions') });
      await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
      await expect(list).toContainText('2611000011');
      await expect(list).toContainText('01.09.2027');
      await saveScreenshot(page, 'prescriptions-list-ee', info.project.name);

      await list
        .getByRole('link', {
          name: ee('See the offer for prescription {number}').replace('{number}', '2611000012'),
        })
        .click();
      const offer = page.getByRole('region', { name: ee("The pharmacist's offer") });
      await expect(offer).toBeVisible({ timeout: 15_000 });
      const cheapest = offer.getByRole('radio', { checked: true });
      await expect(cheapest).toBeChecked();
      await expect(offer.getByText(ee('Cheapest')).first()).toBeVisible();
      await saveScreenshot(page, 'prescriptions-offer-ee', info.project.name);

      // The offer's first choice's row and its add-to-cart button, scrolled to from above, are not under
      // the bottom bar, the chat button or the test-mode badge.
      await expectClearOfFixedChrome(offer.locator('label:has(input[type="radio"])').first());
      await expectClearOfFixedChrome(offer.getByRole('button', { name: ee('Add to cart') }));
      await saveScreenshot(page, 'prescriptions-offer-bottom-ee', info.project.name, { fullPage: false });

      await offer.getByRole('button', { name: ee('Add to cart') }).click();
      await expect(offer.getByRole('status')).toBeVisible({ timeout: 15_000 });
      await saveViewport(page, 'prescriptions-added-ee', info.project.name);

      await offer.getByRole('link', { name: ee('Proceed to checkout') }).click();
      await expect(page.locator('#checkout-firstName')).toBeVisible();
      await answerNewUserCheckIfAsked(page, `rx.patient.${info.project.name}.${Date.now()}@example.ee`);
      const review = page.getByRole('list', { name: ee('Products in the cart') });
      await expect(review).toContainText(ee('Prescription {number}').replace('{number}', '2611000012'));
      await expect(review).not.toContainText(SMART_ID_PATIENT);
      await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
      await page.locator('#checkout-firstName').fill('Ok');
      await page.locator('#checkout-lastName').fill('Testnumber');
      await page.locator('#checkout-emailAddress').fill(`rx.${info.project.name}.${Date.now()}@example.ee`);
      await page.locator('#checkout-phoneNumber').fill('5123 4567');
      await page.getByRole('radio', { name: new RegExp(ee('Pickup at the pharmacy')) }).check();
      await page.getByRole('radio', { name: ee('Cash on delivery') }).check();
      await page.getByRole('checkbox', { name: ee('I accept the terms and conditions') }).check();
      await page.getByRole('button', { name: ee('Place order') }).click();
      await expect(page.getByRole('heading', { name: ee('Thank you for your order!') })).toBeVisible({
        timeout: 20_000,
      });
      await saveScreenshot(page, 'prescriptions-order-placed-ee', info.project.name);
    });
  });

  test.describe('on a phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'the bottom bar is a phone’s; the story above checks the desktop');

    test(
      "the offer's first choice and its add-to-cart button are clear of the bottom bar",
      { tag: '@phone' },
      async ({ page }, info) => {
        await asOnlyStoryOf(SMART_ID_PATIENT, info, async () => {
          await logInAsSandboxPerson(page, '', SMART_ID_PATIENT);
          await page.goto('/prescriptions/list');
          const list = page.getByRole('list', { name: ee('Prescriptions') });
          await list
            .getByRole('link', {
              name: ee('See the offer for prescription {number}').replace('{number}', '2611000012'),
            })
            .click({ timeout: 15_000 });
          const offer = page.getByRole('region', { name: ee("The pharmacist's offer") });
          await expect(offer).toBeVisible({ timeout: 15_000 });
          // Scrolled to from above, neither is under the bottom bar, the chat button or the test-mode badge.
          await expectClearOfFixedChrome(offer.locator('label:has(input[type="radio"])').first());
          await expectClearOfFixedChrome(offer.getByRole('button', { name: ee('Add to cart') }));
          await saveScreenshot(page, 'prescriptions-offer-bottom-ee', info.project.name, { fullPage: false });
        });
      },
    );
  });

  test("a customer looks up another person's prescription by personal code and number, and is warned off a dearer medicine", async ({
    page,
  }, info) => {
    await logInAsSandboxPerson(page, '/en', BUYERS[info.project.name]!);
    await page.goto('/en/prescriptions');
    await page.getByRole('radio', { name: "Another person's prescription" }).click();
    const notice = page.getByRole('dialog', { name: 'Buying for another person' });
    await expect(notice).toBeVisible();
    await saveViewport(page, 'prescriptions-second-person-notice-en', info.project.name);
    await notice.getByRole('button', { name: 'I understand' }).click();
    await page.getByLabel("The person's personal code").fill(ADULT_PATIENT);
    await page.getByLabel('Prescription number').fill('2611000001');
    await page.getByRole('button', { name: 'Show prescriptions' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Prescriptions of 6********06' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Prescriptions' });
    await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
    await expect(list).toContainText('2611000001');
    await list.getByRole('link', { name: 'See the offer for prescription 2611000001' }).click();

    const offer = page.getByRole('region', { name: "The pharmacist's offer" });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    const radios = offer.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(1);
    await radios.nth(1).check();
    await offer.getByRole('button', { name: 'Add to cart' }).click();
    const warning = page.getByRole('dialog', { name: 'Not the cheapest medicine' });
    await expect(warning).toBeVisible();
    await saveViewport(page, 'prescriptions-not-cheapest-en', info.project.name);
    await warning.getByRole('button', { name: 'Choose again' }).click();
    await expect(warning).toBeHidden();
    await expectNoSeriousViolations(page, 'main');

    // The cheapest goes in the cart as a prescription line; logging out takes it off the server cart.
    await radios.first().check();
    await offer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(offer.getByRole('status')).toContainText('is in your cart', { timeout: 15_000 });
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await expect(drawer.getByText('Prescription 2611000001')).toBeVisible();
    await expect(drawer).not.toContainText(ADULT_PATIENT);
    await saveViewport(page, 'prescriptions-cart-line-en', info.project.name);
    await page.keyboard.press('Escape');
    await expect.poll(() => serverPrescriptionNumbers(page, 'en')).toEqual(['2611000001']);
    const removed = page.waitForResponse(/\/api\/prescription\/cart\/remove-lines/);
    await logOut(page, info.project.name);
    const answer = (await (await removed).json()) as { result: number };
    expect(answer.result).toBe(1);
  });

  test("the hub connection drops and comes back; no suitable medicine; another prescription's offer opens by itself; an empty list", async ({
    page,
    context,
  }, info) => {
    await asOnlyStoryOf(ADULT_PATIENT, info, async () => {
      const cartCode = followCartCode(page);
      // The page's sockets, so the story can drop them as a lost network does.
      await page.addInitScript(() => {
        const sockets: WebSocket[] = [];
        (window as unknown as { hubSockets: WebSocket[] }).hubSockets = sockets;
        const Native = window.WebSocket;
        window.WebSocket = class extends Native {
          constructor(url: string | URL, protocols?: string | string[]) {
            super(url, protocols);
            sockets.push(this);
          }
        };
      });
      await logInAsSandboxPerson(page, '/ru', ADULT_PATIENT);
      await page.goto('/ru/prescriptions/list');
      const list = page.getByRole('list');
      await expect(page.getByText('2611000003')).toBeVisible({ timeout: 15_000 });

      /** How many sockets the page opened, and whether the last has closed. */
      const socketsOpened = () =>
        page.evaluate(() => {
          const sockets = (window as unknown as { hubSockets: WebSocket[] }).hubSockets;
          return { count: sockets.length, lastClosed: sockets.at(-1)?.readyState === WebSocket.CLOSED };
        });

      // The connection drops: the network goes and the browser's socket to /cb closes with it. The
      // page says so, its reconnect every 5 s fails while offline, and succeeds within 5 s once back.
      await context.setOffline(true);
      const { count: dropped } = await socketsOpened();
      await page.evaluate(() => {
        for (const socket of (window as unknown as { hubSockets: WebSocket[] }).hubSockets) socket.close();
      });
      const reconnecting = page.getByRole('status').filter({ hasText: 'Соединение потеряно' });
      await expect(reconnecting).toBeVisible();
      await saveViewport(page, 'prescriptions-reconnecting-ru', info.project.name);
      // Its next attempt, 5 s on, is made while offline and fails.
      await expect.poll(socketsOpened, { timeout: 10_000 }).toEqual({ count: dropped + 1, lastClosed: true });
      await expect(reconnecting).toBeVisible();
      await context.setOffline(false);
      const backAt = Date.now();

      // Asked for while the socket is still down, the offer is requested once the connection is back,
      // and its callback arrives over it. Tramadol is a narcotic medicine: never offered online.
      await page.getByRole('link', { name: 'Посмотреть предложение по рецепту 2611000003' }).click();
      await expect(reconnecting).toBeHidden({ timeout: 10_000 });
      expect(Date.now() - backAt).toBeLessThan(6_000);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Не удалось составить предложение лекарств', { timeout: 10_000 });
      await alert.getByRole('button', { name: 'Связаться с фармацевтом' }).click();
      const incognito = page.getByRole('dialog', { name: 'Поговорите с фармацевтом' });
      await expect(incognito.getByRole('link', { name: 'Связаться с фармацевтом' })).toHaveAttribute(
        'href',
        '/ru/contact',
      );
      await saveViewport(page, 'prescriptions-no-suitable-medicine-ru', info.project.name);
      await incognito.getByRole('button', { name: 'Закрыть' }).last().click();

      // The service sends the offer for another prescription while the list is open: that
      // prescription's offer opens by itself, as the pharmacist composed it.
      await page.getByRole('link', { name: 'Назад к рецептам' }).click();
      await expect(list.first()).toBeVisible();
      const code = cartCode();
      expect(code).not.toBeNull();
      const offered = await page.request.post('/sandbox/prescriptions/simulate', {
        data: { orderCode: code, action: 'details_ready', prescriptionNumber: '2611000002' },
      });
      expect(offered.ok()).toBe(true);
      await expect(page).toHaveURL(/\/ru\/prescriptions\/details\?number=2611000002$/, { timeout: 10_000 });
      await expect(page.getByRole('region', { name: 'Предложение фармацевта' })).toBeVisible({
        timeout: 10_000,
      });
      await saveViewport(page, 'prescriptions-offer-arrived-ru', info.project.name);

      // list_empty: the service answers NotFound, an empty list.
      await page.getByRole('link', { name: 'Назад к рецептам' }).click();
      await expect(list.first()).toBeVisible();
      const simulated = await page.request.post('/sandbox/prescriptions/simulate', {
        data: { orderCode: code, action: 'list_empty' },
      });
      expect(simulated.ok()).toBe(true);
      await expect(page.getByText('Действующие рецепты не найдены.')).toBeVisible({ timeout: 10_000 });
      await saveScreenshot(page, 'prescriptions-list-empty-ru', info.project.name);
    });
  });

  test('the header link and the product button lead to the centre in ee, en and ru; /fi leads Finnish patients there', async ({
    page,
  }, info) => {
    for (const [store, label, heading] of [
      ['', ee('Prescriptions'), ee('Prescription centre')],
      ['/en', 'Prescriptions', 'Prescription centre'],
      ['/ru', 'Рецепты', 'Рецептурный центр'],
    ] as const) {
      await page.goto(`${store}/p/INSG-PEN/-`);
      const button = page
        .getByRole('main')
        .getByRole('link', { name: /prescription centre|retseptikeskusesse|рецептурный центр/i });
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${store}/prescriptions$`));
      await expect(page.getByText(heading).first()).toBeVisible();
      const link = page.getByRole('banner').getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', `${store}/prescriptions`);
    }
    // Logged out: the login modal opens and the page says why.
    await expect(
      page.getByText('Чтобы увидеть эту страницу, необходимо войти', { exact: false }),
    ).toBeVisible();
    await saveViewport(page, 'prescriptions-logged-out-ru', info.project.name);

    // A customer who logged in with a password only is asked to identify strongly.
    const email = newEmail('rx-password', info.project.name);
    await registerByApi(page.request, email);
    await page.goto('/en/prescriptions');
    await logIn(page, email);
    await expect(
      page.getByText(
        'Please identify yourself with Smart-ID, Mobile-ID, ID-card or bank ID to see prescriptions.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Identify yourself' }).click();
    await expect(authDialog(page, 'Log in').getByRole('tab', { name: 'Smart-ID' })).toBeVisible();
    await saveViewport(page, 'prescriptions-identify-en', info.project.name);
    await page.keyboard.press('Escape');

    await page.goto('/fi');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Reseptit' })).toHaveCount(0);
    await page.goto('/fi/prescriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Suomalaiset e-reseptit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Siirry reseptikeskukseen (englanniksi)' })).toHaveAttribute(
      'href',
      '/en/prescriptions',
    );
    await expect(page.getByRole('link', { name: 'eesti keeles' })).toHaveAttribute('href', '/prescriptions');
    await expect(page.getByRole('link', { name: 'на русском' })).toHaveAttribute('href', '/ru/prescriptions');
    await saveScreenshot(page, 'prescriptions-hidden-fi', info.project.name);
  });
});
