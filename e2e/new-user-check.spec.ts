import { addIbuprofen, authDialog, openLogin, saveViewport } from './account-actions.ts';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

/** An ID card of the sandbox whose holder no other story uses: his account is made by this login. */
const CARD_HOLDER = '39703035237';

test('an ID-card login without e-mail or phone is asked for them and the terms before checkout, then orders', async ({
  page,
}, info) => {
  test.slow();
  await addIbuprofen(page, 1);
  await openLogin(page);
  const login = authDialog(page, 'Log in');
  await login.getByRole('tab', { name: 'ID-card' }).click();
  const popupOpened = page.waitForEvent('popup');
  await login.getByRole('button', { name: 'Log in with ID-card' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close', { timeout: 10_000 });
  await popup.getByTestId(`id-card-${CARD_HOLDER}`).click();
  await closed;
  await expect(login).toBeHidden({ timeout: 15_000 });

  await page.goto('/en/checkout');
  const step = authDialog(page, 'Complete your account');
  await expect(step).toBeVisible({ timeout: 15_000 });
  await expect(step.getByLabel('E-mail')).toBeVisible();
  await expect(step.getByLabel('Phone number')).toBeVisible();
  await expect(step.getByRole('checkbox', { name: 'I accept the terms and conditions' })).not.toBeChecked();
  await saveViewport(page, 'new-user-check-step-en', info.project.name);
  await expectNoSeriousViolations(page, 'dialog[open]');

  // Closed without an answer, the step comes back when the order is placed.
  await page.keyboard.press('Escape');
  await expect(step).toBeHidden();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(step).toBeVisible();

  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByText('You must accept the terms and conditions.')).toBeVisible();
  await saveViewport(page, 'new-user-check-step-errors-en', info.project.name);
  const email = `kai.${Date.now()}@example.ee`;
  await step.getByLabel('E-mail').fill(email);
  await step.getByLabel('Phone number').fill('5123 4567');
  await step.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step).toBeHidden({ timeout: 15_000 });

  const profile = await page.evaluate(async () => {
    const token = JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}').token as string;
    const me = await fetch('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    return ((await me.json()) as { result: Record<string, unknown> }).result;
  });
  expect(profile).toMatchObject({ email, phoneNumber: '+37251234567', consentTermsAccepted: true });
  expect(Date.parse(String(profile.termsAcceptedAt))).toBeGreaterThan(Date.now() - 5 * 60_000);

  // The account now passes the check: the order goes through.
  await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  // His first name came from the card; the rest of his details he types.
  await expect(page.locator('#checkout-firstName')).toHaveValue('Kai');
  await page.locator('#checkout-lastName').fill('Testnumber');
  await page.locator('#checkout-emailAddress').fill(email);
  await page.locator('#checkout-phoneNumber').fill('5123 4567');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const thanks = page.getByRole('heading', { name: 'Thank you for your order!' });
  const refusal = page.getByRole('form', { name: 'Checkout' }).getByRole('alert');
  await expect(thanks.or(refusal).first()).toBeVisible({ timeout: 20_000 });
  expect(await refusal.allTextContents()).toEqual([]);
});
