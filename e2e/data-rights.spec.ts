import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';
import { PASSWORD, authDialog, logInAsNewCustomer, newEmail, openLogin } from './account-actions.ts';

test('a customer reads and downloads their data, then deletes the account and cannot log in again', async ({
  page,
}, testInfo) => {
  // Two pages of the account, a download, three tries at deleting and a login: longer than most.
  test.slow();
  const project = testInfo.project.name;
  const email = newEmail('rights', project);
  await logInAsNewCustomer(page, email);

  await page.goto('/en/my-account?page=my-data');
  const data = page.getByRole('region', { name: 'My data' });
  await expect(data.getByText(email)).toBeVisible();
  await expect(data.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^apteek-my-data-\d{4}-\d{2}-\d{2}\.json$/);

  const deletion = page.getByRole('region', { name: 'Delete my account' });
  await expect(deletion.getByText(/dispensing record/)).toBeVisible();
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(deletion.getByText('Confirm that you want to delete your account.')).toBeVisible();
  await deletion.getByLabel('Your password').fill('Not-the-password-1');
  await deletion.getByLabel('I understand that my account is deleted for good.').check();
  await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(deletion.getByText('The password does not match this account.')).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  await saveScreenshot(page, 'data-rights-my-data', project);

  await deletion.getByLabel('Your password').fill(PASSWORD);
  await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  await openLogin(page);
  const login = authDialog(page, 'Log in');
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeVisible();
  await expect(login.getByRole('alert')).toBeVisible();
});

test('the data page reads in Estonian', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await logInAsNewCustomer(page, newEmail('rights-et', project));
  await page.goto('/my-account?page=my-data');
  await expect(page.getByRole('heading', { name: 'Minu andmed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Laadi minu andmed alla' })).toBeVisible();
  await expect(page.getByText('Mida apteek säilitab ja miks')).toBeVisible();
  await saveScreenshot(page, 'data-rights-my-data-et', project);
});
