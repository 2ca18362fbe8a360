import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { saveViewport } from './account-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { STAFF_PASSWORD, staffAccount, staffTotpSecret } from './staff-account.ts';

/** A date in 2030: the other stories run today and keep the pharmacy open round the clock. */
const HOLIDAY = '2030-06-24';

/** Logs the project's pharmacist in with the password and the code their authenticator app would show. */
async function logIn(page: Page, project: string) {
  const { email } = staffAccount(project);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Parool').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Jätka' }).click();
  const code = page.getByLabel('Kood');
  await expect(code).toBeVisible();
  await code.fill(new TOTP({ secret: staffTotpSecret(project) }).generate());
  await page.getByRole('button', { name: 'Logi sisse' }).click();
}

test.describe('the staff area', () => {
  test('a visitor without a staff session is sent to the login', async ({ page }) => {
    await page.goto('/staff/hours');
    await expect(page.getByRole('heading', { name: 'Personali sisselogimine' })).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/login$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('a pharmacist logs in with a one-time code and closes the pharmacy on a holiday', async ({
    page,
    consoleErrors,
  }, info) => {
    const project = info.project.name;
    await page.goto('/staff/login');
    await expect(page.getByRole('heading', { name: 'Personali sisselogimine' })).toBeVisible();
    await saveViewport(page, 'staff-login-ee', project);
    await logIn(page, project);

    await expect(page.getByText('Sisse logitud')).toBeVisible();
    await expect(page.getByText(staffAccount(project).name).first()).toBeVisible();
    await saveScreenshot(page, 'staff-home-ee', project);

    await page.getByRole('link', { name: /Lahtiolekuajad/ }).click();
    await expect(page.getByRole('button', { name: 'Salvesta' })).toBeVisible();
    await saveScreenshot(page, 'staff-hours-ee', project);

    // Both device projects run at once and each save writes the whole hours, so only one of them saves.
    if (project === 'desktop') {
      await page.getByLabel('Uus püha').fill(HOLIDAY);
      await page.getByRole('button', { name: 'Lisa kuupäev' }).click();
      await page.getByRole('button', { name: 'Salvesta' }).click();
      await expect(page.getByText('Lahtiolekuajad on salvestatud.')).toBeVisible();
      const saved = await page.request.get('/api/prescription/opening-times');
      expect(JSON.stringify(await saved.json())).toContain(HOLIDAY);

      await page.getByRole('button', { name: 'Eemalda 24.06.2030' }).click();
      await page.getByRole('button', { name: 'Salvesta' }).click();
      await expect(page.getByText('Lahtiolekuajad on salvestatud.')).toBeVisible();
      const restored = await page.request.get('/api/prescription/opening-times');
      expect(JSON.stringify(await restored.json())).not.toContain(HOLIDAY);
    }

    await page.getByRole('link', { name: 'In English' }).click();
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await saveViewport(page, 'staff-hours-en', project);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
