import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectCartCount, openToAdd } from './cart-actions.ts';
import { expect } from './fixtures.ts';

export const PASSWORD = 'Apteek-2026';

/** A new e-mail address per story and device, so the stories can run in parallel. */
export const newEmail = (name: string, project: string) =>
  `${name}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ee`;

/** What the shopper sees on the screen (a full-page picture would hide an open modal's frame). */
export async function saveViewport(page: Page, name: string, project: string) {
  await page.screenshot({
    path: fileURLToPath(new URL(`./screenshots/${name}-${project}.png`, import.meta.url)),
  });
}

/** The header's account icon on desktop, the bottom bar's Profile item on phones. */
export const accountButton = (page: Page) =>
  page
    .getByRole('button', { name: /^(My account|Profile)$/ })
    .filter({ visible: true })
    .first();

export const authDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens the login modal, unless the page already did (the account page does once logged out). */
export async function openLogin(page: Page) {
  const dialog = authDialog(page, 'Log in');
  await expect(async () => {
    if (!(await dialog.isVisible())) await accountButton(page).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await openLogin(page);
  const dialog = authDialog(page, 'Log in');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** Desktop: the header dropdown's 'Log out'; phones: the account page's button. */
export async function logOut(page: Page, project: string) {
  if (project === 'phone') {
    await page.goto('/en/my-account?page=my-profile');
    await page.getByRole('button', { name: 'Log out' }).click();
  } else {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'My account' }).click();
    await header.getByRole('button', { name: 'Log out' }).click();
  }
  await expect(page.getByText("You're logged out")).toBeVisible();
}

export async function registerByApi(request: APIRequestContext, email: string) {
  const created = await request.post('/api/user/create', {
    data: {
      // An account that orders has a phone and accepted terms, or the checkout asks for them first.
      customer: {
        email,
        firstname: 'Kati',
        lastname: 'Karu',
        phoneNumber: '+37251234567',
        consentTermsAccepted: true,
        language: 'en',
      },
      password: PASSWORD,
    },
  });
  expect(created.status()).toBe(200);
}

/** A session token of the account, from a password login through the API (another device's). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { result: string }).result;
}

/** The server's lines of the browser's cart, read with the browser's own token as any client would. */
export async function serverCart(page: Page) {
  const { cartId, token } = await page.evaluate(() => ({
    cartId: JSON.parse(window.localStorage.getItem('apteek-cart-en') ?? '{}').cartId as string | undefined,
    token: JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}').token as string | undefined,
  }));
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const lines = await page.request.get(`/api/cart/pull?cartId=${cartId}`, { headers });
  const totals = await page.request.get(`/api/cart/totals?cartId=${cartId}`, { headers });
  // Before the browser has its server cart (no cart id yet) the server refuses the read: say so,
  // so a poll waits for the cart instead of failing on the refusal's shape.
  if (!lines.ok()) return { lines: [`HTTP ${lines.status()}`], coupon: null };
  return {
    lines: ((await lines.json()) as { result: { sku: string; qty: number }[] }).result.map(
      ({ sku, qty }) => `${sku}:${qty}`,
    ),
    coupon: ((await totals.json()) as { result: { coupon_code: string | null } }).result.coupon_code,
  };
}

/** The customer as the server knows them, read with the browser's own token as any client would. */
export async function serverProfile(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}').token as string | undefined,
  );
  const me = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { result: { firstname: string } }).result;
}

export async function addIbuprofen(page: Page, expectedCount: number) {
  await openToAdd(page, '/en/p/IBU-400-20/-');
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, expectedCount);
  }).toPass({ timeout: 15_000 });
}

/** Registers a customer through the API and logs them in on the English home page. */
export async function logInAsNewCustomer(page: Page, email: string) {
  await registerByApi(page.request, email);
  await page.goto('/en');
  await logIn(page, email);
}

/**
 * The sandbox's GET /api/user/dummyLogin/{id}: a strong login as a sandbox test person
 * without the phone step, kept in the browser as a login would keep it. A refused login (a limit
 * reached) fails the story here, with the server's answer.
 */
export async function logInAsSandboxPerson(
  page: Page,
  store: string,
  personalCode: string,
  { asNewUser = false } = {},
) {
  await page.goto(`${store}/`);
  await page.evaluate(
    async ({ code, asNewUser }) => {
      const answer = await fetch(`/api/user/dummyLogin/${code}`);
      if (!answer.ok) throw new Error(`dummyLogin ${code}: ${answer.status} ${await answer.text()}`);
      const login = (await answer.json()) as { result: { token: string; refreshToken: string } };
      // A returning customer, unless the story is about a first login: the new-user check (e-mail,
      // phone and the terms before checkout) was answered on an earlier visit.
      if (!asNewUser) {
        const customer = {
          email: `${code}.${Date.now()}.${Math.random()}@example.ee`,
          phoneNumber: '+37251234567',
          consentTermsAccepted: true,
        };
        const profile = await fetch('/api/user/me', {
          method: 'POST',
          headers: { authorization: `Bearer ${login.result.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ customer }),
        });
        if (!profile.ok) throw new Error(`completing ${code}: ${profile.status} ${await profile.text()}`);
      }
      const me = (await (
        await fetch('/api/user/me', { headers: { authorization: `Bearer ${login.result.token}` } })
      ).json()) as { result: unknown };
      window.localStorage.setItem('apteek-session', JSON.stringify({ ...login.result, user: me.result }));
    },
    { code: personalCode, asNewUser },
  );
}

/**
 * The new-user check at checkout: an account a strong login made is asked in the login modal for
 * its e-mail, phone and the terms before it may order. Answered when the server's profile still
 * lacks them; the same test person may have answered already in another story or device project.
 */
export async function answerNewUserCheckIfAsked(page: Page, email: string, phone = '5123 4567') {
  const profile = await page.evaluate(async () => {
    const token = JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}').token as string;
    const me = await fetch('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    return (
      (await me.json()) as {
        result: { email: string; phoneNumber: string | null; consentTermsAccepted: boolean };
      }
    ).result;
  });
  if (profile.email && profile.phoneNumber && profile.consentTermsAccepted) return;
  const step = page
    .locator('dialog[open]')
    .filter({ has: page.locator('input[name="consentTermsAccepted"]') });
  await expect(step).toBeVisible({ timeout: 15_000 });
  if (!profile.email) await step.locator('input[name="email"]').fill(email);
  if (!profile.phoneNumber) await step.locator('input[name="phoneNumber"]').fill(phone);
  await step.locator('input[name="consentTermsAccepted"]').check();
  await step.locator('button[type="submit"]').click();
  await expect(step).toBeHidden({ timeout: 15_000 });
}

/**
 * The Finnish bank ID through the login modal of the English store, opened here unless the page
 * already opened it: the sandbox broker's popup, one of its test persons (2 is the sandbox's Finnish
 * patient, 131052-308T), and back to the page logged in. Stories that log in with bank ID use this
 * one way, so whatever a first login asks next is answered here once.
 */
export async function logInWithBankId(page: Page, person = 2) {
  await openLogin(page);
  const modal = authDialog(page, 'Log in');
  await modal.getByRole('tab', { name: 'Bank ID' }).click();
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Log in with Bank ID' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close', { timeout: 15_000 });
  await popup.getByTestId(`eident-person-${person}`).click();
  await closed;
  await expect(modal).toBeHidden({ timeout: 15_000 });
}

/**
 * Approves the story's own Smart-ID login on the sandbox's test device, opened as a second page of
 * the same browser. The device lists every waiting login of the person, so the story answers the
 * one with the verification code its login modal shows: stories that log the same person in at the
 * same time, in other files or device projects, never answer or wait behind each other's session.
 * `look` sees the device before the answer (a screenshot, an accessibility scan).
 */
export async function approveOnSmartIdDevice(
  page: Page,
  personalCode: string,
  verificationCode: string,
  look?: (device: Page) => Promise<void>,
) {
  const device = await page.context().newPage();
  try {
    await device.goto(`/sandbox/smart-id/device/${personalCode}?lang=en`);
    const approve = device.getByRole('button', { name: `Approve ${verificationCode}`, exact: true });
    await expect(approve).toBeVisible();
    await look?.(device);
    await approve.click();
    await expect(device.getByRole('status')).toHaveText('Your answer was sent.');
    await expect(approve).toHaveCount(0);
  } finally {
    await device.close();
  }
}

/**
 * Runs a story alone among the stories of the same customer, across files and device projects. A
 * customer has one server cart, and the prescription service keeps one list per cart: two devices
 * of one customer in the centre at once would each get the other's callbacks, as two tabs do.
 */
export async function asOnlyStoryOf<T>(
  customer: string,
  info: TestInfo,
  story: () => Promise<T>,
): Promise<T> {
  const lock = join(info.project.outputDir, `customer-${customer}.lock`);
  mkdirSync(info.project.outputDir, { recursive: true });
  await expect(async () => {
    mkdirSync(lock);
  }).toPass({ timeout: 90_000, intervals: [250] });
  try {
    return await story();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
