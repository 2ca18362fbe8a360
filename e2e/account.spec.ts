import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';
import {
  PASSWORD,
  addIbuprofen,
  apiToken,
  authDialog,
  logIn,
  logInAsNewCustomer,
  logOut,
  newEmail,
  openLogin,
  registerByApi,
  saveViewport,
  serverCart,
  serverProfile,
} from './account-actions.ts';
import { cartButton, expectCartCount } from './cart-actions.ts';
import { newsletterCoupon } from './newsletter-actions.ts';

/** Registers through the login modal, first meeting the consent and password rules. */
async function registerInTheModal(page: Page, email: string, project: string) {
  await openLogin(page);
  await authDialog(page, 'Log in').getByRole('button', { name: 'Create an account' }).click();
  const register = authDialog(page, 'Create an account');
  await register.getByRole('button', { name: 'Create an account' }).click();
  await expect(register.getByText('A privacy consent is needed to create an account.')).toBeVisible();
  await expect(register.getByLabel('First name')).toBeFocused();
  await register.getByLabel('First name').fill('Kati');
  await register.getByLabel('Last name').fill('Karu');
  await register.getByLabel('E-mail').fill(email);
  await register.getByLabel('Password', { exact: true }).fill('short');
  await register.getByLabel('Repeat the password').fill('short');
  await register.getByRole('button', { name: 'Create an account' }).click();
  await expect(register.getByText('Password must have at least 8 letters.')).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog[open]');
  await saveViewport(page, 'account-register', project);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Repeat the password').fill(PASSWORD);
  await register.getByLabel(/privacy policy/).check();
  await register.getByRole('button', { name: 'Create an account' }).click();
  await expect(register).toBeHidden();
}

/** Adds an address (after a too-short postcode) and edits it in place. */
async function addAndEditAnAddress(page: Page) {
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Add an address' }).click();
  await addresses.getByLabel('Street address').fill('Tartu mnt 1');
  await addresses.getByLabel('City').fill('Tallinn');
  await addresses.getByLabel('Postcode').fill('101');
  await addresses.getByRole('button', { name: 'Save the address' }).click();
  await expect(addresses.getByText('Zip-code must have at least 3 letters.')).toBeVisible();
  await addresses.getByLabel('Postcode').fill('10115');
  await addresses.getByRole('button', { name: 'Save the address' }).click();
  await expect(addresses.getByText('10115 Tallinn, Estonia')).toBeVisible();
  await addresses.getByRole('button', { name: 'Edit Tartu mnt 1' }).click();
  await expect(addresses.getByLabel('Street address')).toHaveValue('Tartu mnt 1');
  await addresses.getByLabel('City').fill('Tartu');
  await addresses.getByLabel('Postcode').fill('50411');
  await addresses.getByRole('button', { name: 'Save the address' }).click();
  await expect(addresses.getByText('50411 Tartu, Estonia')).toBeVisible();
  await expect(addresses.getByText('10115 Tallinn, Estonia')).toHaveCount(0);
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
}

/** Asks for a reset link, follows it from the mailbox, and logs in with the new password only. */
async function resetThePasswordByMail(page: Page, email: string, project: string) {
  await openLogin(page);
  await authDialog(page, 'Log in').getByRole('button', { name: 'Forgot the password?' }).click();
  const forgot = authDialog(page, 'Reset password');
  await forgot.getByLabel('E-mail').fill(email);
  await forgot.getByRole('button', { name: 'Send the link' }).click();
  await expect(forgot.getByRole('status')).toContainText('we have sent it a link');

  await page.goto('/en/mailbox');
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  await saveViewport(page, 'account-mailbox', project);
  await mail.getByRole('link', { name: /reset-password/ }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await page.getByLabel('New password', { exact: true }).fill('Apteek-2027!');
  await page.getByLabel('Repeat the new password').fill('Apteek-2027!');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  const login = authDialog(page, 'Log in');
  await expect(login).toBeVisible();
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    'You did not sign in correctly or your account is temporarily disabled.',
  );
  await login.getByLabel('Password').fill('Apteek-2027!');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await page.goto('/en/my-account?page=my-profile');
  await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('E-mail')).toHaveValue(
    email,
  );
}

test.describe('a customer account', () => {
  test.describe.configure({ timeout: 120_000 });

  test('registers, logs out, logs in, edits the profile and sets a new password through the mailed link', async ({
    page,
  }, info) => {
    const email = newEmail('kati', info.project.name);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');

    await registerInTheModal(page, email, info.project.name);

    // Language buttons hide while logged in; the dropdown shows initials and name.
    await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(page.getByText('Kati Karu')).toBeVisible();
    await expect(page.getByText('KK', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Order history' })).toBeVisible();
    await saveViewport(page, 'account-menu', info.project.name);
    await page.keyboard.press('Escape');
    await logOut(page, info.project.name);
    await expect(page.getByRole('navigation', { name: 'Language' }).first()).toBeAttached();

    await logIn(page, email);
    await page.goto('/en/my-account?page=my-profile');
    const profile = page.getByRole('region', { name: 'Personal details' });
    await profile.getByLabel('First name').fill('Katrin');
    await profile.getByLabel('Phone number').fill('5123 4567');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Account data has successfully been updated')).toBeVisible();

    await addAndEditAnAddress(page);

    const password = page.getByRole('region', { name: 'Change the password' });
    await password.getByLabel('Current password').fill('Wrong-password-1');
    await password.getByLabel('New password', { exact: true }).fill('Apteek-2027!');
    await password.getByLabel('Repeat the new password').fill('Apteek-2027!');
    await password.getByRole('button', { name: 'Change the password' }).click();
    await expect(password.getByRole('alert')).toHaveText('The password does not match this account.');

    await page.reload();
    await expect(profile.getByLabel('First name')).toHaveValue('Katrin');
    await expect(profile.getByLabel('Phone number')).toHaveValue('+37251234567');
    await saveScreenshot(page, 'account-profile', info.project.name);

    await page.getByRole('link', { name: 'Order history' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/page=order-history/);
    await expect(
      page.getByText('You have no orders yet.').or(page.getByRole('table', { name: 'Order history' })),
    ).toBeVisible();

    await logOut(page, info.project.name);
    await resetThePasswordByMail(page, email, info.project.name);
  });

  test(
    "joins the loyalty programme and shows the card's barcode for the till, then leaves",
    { tag: '@phone' },
    async ({ page }, info) => {
      await logInAsNewCustomer(page, newEmail('liis', info.project.name));
      await page.goto('/en/my-account?page=my-profile');
      await page.getByRole('link', { name: 'Loyalty card' }).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/page=loyalty-card/);
      await page.getByRole('button', { name: 'Join the loyalty programme' }).click();
      const barcode = page.getByRole('img', { name: /^Barcode of the card 29\d{11}$/ });
      await expect(barcode).toBeVisible();
      // Wide enough for a till's scanner to read from a phone's screen: at least one CSS pixel a module.
      expect((await barcode.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(113);
      await expectNoSeriousViolations(page, 'main');
      await saveScreenshot(page, 'account-loyalty-card', info.project.name);
      await page.getByRole('button', { name: 'Leave the loyalty programme' }).click();
      await page.getByRole('button', { name: 'Yes, leave' }).click();
      await expect(page.getByRole('button', { name: 'Join the loyalty programme' })).toBeVisible();
      await expect(barcode).toHaveCount(0);
      // On a phone the account page's button logs out (the header's menu is a desktop's).
      await logOut(page, info.project.name);
    },
  );

  test('asks a logged-out visitor to log in on the account page', async ({ page }) => {
    await page.goto('/en/my-account?page=order-history');
    await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
    await expect(authDialog(page, 'Log in')).toBeVisible();
    await expectNoSeriousViolations(page, 'dialog[open]');
  });

  test('a cart change made with an expired access token lands once after a transparent refresh', async ({
    page,
  }, info) => {
    await logInAsNewCustomer(page, newEmail('token', info.project.name));
    await addIbuprofen(page, 1);
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:1']);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/user/refresh'));
    // As if its 15 minutes were over: the same claims with a past expiry, so the signature no longer holds.
    const expired = await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('apteek-session')!);
      const [header, payload, signature] = (stored.token as string).split('.');
      const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
      const past = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      stored.token = `${header}.${past}.${signature}`;
      window.localStorage.setItem('apteek-session', JSON.stringify(stored));
      window.dispatchEvent(new StorageEvent('storage', { key: 'apteek-session' }));
      return stored.token as string;
    });

    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await drawer.getByRole('button', { name: 'Increase quantity' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:2']);
    const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('apteek-session')!).token);
    expect(token).not.toBe(expired);
    await expect(page.getByText('Error refreshing user token')).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expectCartCount(page, 2);
    expect((await serverCart(page)).lines).toEqual(['IBU-400-20:2']);
  });

  test('a session that can no longer be refreshed ends: logged out, told so, asked to log in again', async ({
    page,
  }, info) => {
    await logInAsNewCustomer(page, newEmail('revoked', info.project.name));
    await addIbuprofen(page, 1);
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:1']);
    // Both tokens stop working, as after a password reset elsewhere revoked the session.
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('apteek-session')!);
      stored.token = 'not.a-valid.token';
      stored.refreshToken = 'revoked-refresh-token-0123456789abcdef';
      window.localStorage.setItem('apteek-session', JSON.stringify(stored));
    });

    // The account page reads the customer: the first call to meet the dead session.
    await page.goto('/en/my-account?page=my-profile');
    await expect(
      page.getByText('Error refreshing user token. User is not authorized to access the resource'),
    ).toBeVisible();
    await expect(authDialog(page, 'Log in')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    await expectCartCount(page, 0);
    expect(await page.evaluate(() => window.localStorage.getItem('apteek-session'))).toBeNull();
  });

  test('a guest cart joins the customer cart once at login; reloads and a logout-login add nothing', async ({
    page,
  }, info) => {
    const email = newEmail('merge', info.project.name);
    await registerByApi(page.request, email);
    const coupon = await newsletterCoupon(page.request, email);
    // The customer already holds one ibuprofen in their cart from another device.
    const token = await apiToken(page.request, email);
    const authorization = { authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/cart/create?storeCode=en', { headers: authorization });
    const cartId = ((await created.json()) as { result: string }).result;
    await page.request.post(`/api/cart/update?cartId=${cartId}`, {
      headers: authorization,
      data: { cartItem: { sku: 'IBU-400-20', qty: 1, product_option: {}, quoteId: cartId } },
    });

    await addIbuprofen(page, 1);
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await drawer.getByLabel('Discount code').fill(coupon.toLowerCase());
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText(coupon)).toBeVisible();
    await page.keyboard.press('Escape');

    await logIn(page, email);
    await expectCartCount(page, 2);
    await expect.poll(async () => (await serverCart(page)).lines).toEqual(['IBU-400-20:2']);
    await expect.poll(async () => (await serverCart(page)).coupon).toBe(coupon);

    for (let i = 0; i < 2; i += 1) {
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expectCartCount(page, 2);
    }
    expect((await serverCart(page)).lines).toEqual(['IBU-400-20:2']);

    await logOut(page, info.project.name);
    await expectCartCount(page, 0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expectCartCount(page, 0);

    await logIn(page, email);
    await expectCartCount(page, 2);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expectCartCount(page, 2);
    expect((await serverCart(page)).lines).toEqual(['IBU-400-20:2']);
  });

  test('a profile change made offline is kept in the browser and reaches the server once back online', async ({
    page,
    context,
  }, info) => {
    await logInAsNewCustomer(page, newEmail('offline', info.project.name));
    await page.goto('/en/my-account?page=my-profile');
    const profile = page.getByRole('region', { name: 'Personal details' });
    await expect(profile.getByLabel('First name')).toHaveValue('Kati');
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await profile.getByLabel('First name').fill('Katrin');
    await profile.getByRole('button', { name: 'Save' }).click();
    const note = profile.getByRole('status');
    await expect(note).toHaveText(
      'Saved on this device: the changes will be sent when the connection is back.',
    );
    // The browser shows the new name at once; the server (reached outside the browser) has the old.
    const storedName = () =>
      page.evaluate(() => JSON.parse(window.localStorage.getItem('apteek-session')!).user.firstname);
    expect(await storedName()).toBe('Katrin');
    expect((await serverProfile(page)).firstname).toBe('Kati');
    await saveViewport(page, 'account-offline-save', info.project.name);

    await context.setOffline(false);
    await expect.poll(async () => (await serverProfile(page)).firstname).toBe('Katrin');
    await expect(note).toBeHidden();
    await page.reload();
    await expect(profile.getByLabel('First name')).toHaveValue('Katrin');
    await expect(page.getByText('Saved on this device')).toHaveCount(0);
  });
});
