import type { Browser, Page, TestInfo } from '@playwright/test';
import { TOTP } from 'otpauth';
import { SERVICE_WORKER_BLOCKED, expect } from './fixtures.ts';
import { STAFF_PASSWORD, staffAccount, staffTotpSecret, type Story } from './staff-account.ts';

/**
 * The pharmacist's own browser beside the customer's, of the same device as the project. Staff
 * pages log nothing: every error, warning and uncaught failure is collected in `problems`.
 */
export async function pharmacistPage(
  browser: Browser,
  info: TestInfo,
): Promise<{ staff: Page; problems: string[] }> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { staff: page, problems };
}

/**
 * Logs the story's pharmacist in with the password and the authenticator app's code. `look` sees
 * the code step before the code goes in (a screenshot, an accessibility scan).
 */
export async function logInPharmacist(page: Page, project: string, story: Story, look?: () => Promise<void>) {
  await page.goto('/staff/login');
  await page.getByLabel('E-post').fill(staffAccount(project, story).email);
  await page.getByLabel('Parool').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Jätka' }).click();
  const code = page.getByLabel('Kood');
  await expect(code).toBeVisible();
  await look?.();
  await code.fill(new TOTP({ secret: staffTotpSecret(project, story) }).generate());
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await expect(page.getByText('Sisse logitud')).toBeVisible();
}

/** Logs the story's pharmacist in and starts duty: customers' offer requests and chats wait for them. */
export async function logInOnDuty(page: Page, project: string, story: Story) {
  await logInPharmacist(page, project, story);
  await page.getByRole('button', { name: 'Alusta valvet' }).click();
  await expect(page.getByText('Valve käib: retseptipakkumise päringud ootavad sind.')).toBeVisible();
}

/** Ends the pharmacist's duty, if it is on, and logs out: no customer waits for them after. */
export async function endDutyAndLogOut(staff: Page) {
  await staff.goto('/staff');
  const endDuty = staff.getByRole('button', { name: 'Lõpeta valve' });
  if (await endDuty.isVisible()) {
    await endDuty.click();
    await expect(staff.getByRole('button', { name: 'Alusta valvet' })).toBeVisible();
  }
  await staff.getByRole('button', { name: 'Logi välja' }).click();
  await expect(staff.getByRole('heading', { name: 'Personali sisselogimine' })).toBeVisible();
}
