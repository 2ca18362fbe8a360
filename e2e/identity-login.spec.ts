import { approveOnSmartIdDevice, saveViewport } from './account-actions.ts';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

/** SK's Smart-ID demo account that waits for Approve on the test device. */
const SMART_ID_OK = '40504040001';
/** SK's Mobile-ID demo user whose session ends as USER_CANCELLED. */
const MOBILE_ID_CANCELLED = { personalCode: '60001019950', phone: '+37201100266' };

test('Smart-ID: the shopper compares the code, approves on the device and is logged in with the certificate name', async ({
  page,
}, info) => {
  // Two accessibility scans, of the modal and of the test device.
  test.slow();
  await page.goto('/my-account?page=my-profile');
  const modal = page.getByRole('dialog', { name: 'Logi sisse' });
  await modal.getByRole('tab', { name: 'Smart-ID' }).click();
  await modal.getByLabel('Isikukood').fill(SMART_ID_OK);
  await modal.getByRole('button', { name: 'Logi sisse: Smart-ID' }).click();

  const code = modal.getByTestId('verification-code');
  await expect(code).toHaveText(/^\d{4}$/);
  await expect(modal.getByRole('status')).toContainText('Ootame sinu kinnitust');
  await expect(modal.getByRole('button', { name: 'Tühista' })).toBeVisible();
  await saveViewport(page, 'identity-smartid-code', info.project.name);
  await expectNoSeriousViolations(page, 'dialog[open]');

  // In test mode the modal leads to the demo phone of the person logging in, which shows the code.
  const opened = page.waitForEvent('popup');
  await modal.getByRole('link', { name: 'Ava testtelefon' }).click();
  const demoPhone = await opened;
  await expect(demoPhone).toHaveURL(new RegExp(`/sandbox/smart-id/device/${SMART_ID_OK}\\?lang=et$`));
  await expect(demoPhone.getByText((await code.textContent()) ?? '', { exact: false }).first()).toBeVisible();
  await demoPhone.close();

  // The device may list the other project's or the prescription story's login of the same person:
  // this story answers the one whose code its modal shows.
  await approveOnSmartIdDevice(page, SMART_ID_OK, (await code.textContent()) ?? '', async (device) => {
    await saveViewport(device, 'identity-smartid-device', info.project.name);
    await expectNoSeriousViolations(device);
  });

  await expect(modal).toBeHidden({ timeout: 15_000 });
  await expect(page.getByLabel('Eesnimi')).toHaveValue('Ok');
  await expect(page.getByLabel('Perekonnanimi')).toHaveValue('Testnumber');
  await expect(page.getByTestId('personal-code')).toHaveText('4********01');
  await expect(page.getByText('Tuvastatud')).toBeVisible();
  await saveViewport(page, 'identity-smartid-account', info.project.name);
});

test('Mobile-ID: a login cancelled on the phone is told in Russian', async ({ page }, info) => {
  await page.goto('/ru/my-account?page=my-profile');
  const modal = page.getByRole('dialog', { name: 'Войти' });
  await modal.getByRole('tab', { name: 'Mobile-ID' }).click();
  await modal.getByLabel('Номер телефона').fill(MOBILE_ID_CANCELLED.phone);
  await modal.getByLabel('Личный код').fill(MOBILE_ID_CANCELLED.personalCode);
  await modal.getByRole('button', { name: 'Войти через Mobile-ID' }).click();

  await expect(modal.getByTestId('verification-code')).toHaveText(/^\d{4}$/);
  await expect(modal.getByRole('alert')).toHaveText('Вы отменили вход на телефоне.', { timeout: 15_000 });
  await expect(modal.getByRole('button', { name: 'Войти через Mobile-ID' })).toBeEnabled();
  await saveViewport(page, 'identity-mobileid-cancelled-ru', info.project.name);
  await expectNoSeriousViolations(page, 'dialog[open]');
});

test('ID-card: the sandbox certificate page stands in for the card, and the shopper is logged in with the certificate name', async ({
  page,
}, info) => {
  // Two accessibility scans, of the modal and of the popup's page.
  test.slow();
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Logi sisse' });
  await expect(async () => {
    if (!(await modal.isVisible()))
      await page
        .getByRole('button', { name: /^(Minu konto|Profiil)$/ })
        .filter({ visible: true })
        .first()
        .click({ timeout: 2_000 });
    await expect(modal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await modal.getByRole('tab', { name: 'ID-kaart' }).click();
  await expect(
    modal.getByText('Testrežiim: avaneb aken, kus valid kaardi asemel testisiku sertifikaadi.'),
  ).toBeVisible();
  await expect(page.getByText('turvaline sisselogimine on simuleeritud')).toBeVisible();
  await saveViewport(page, 'identity-idcard-panel', info.project.name);
  await expectNoSeriousViolations(page, 'dialog[open]');

  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Logi sisse: ID-kaart' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/sandbox\/id-card\?store=ee$/);
  await expect(popup.getByRole('heading', { name: 'Vali sertifikaat' })).toBeVisible();
  await expect(modal.getByRole('status')).toHaveText('Vali sertifikaat avanenud aknas.');
  await expect(modal.getByRole('button', { name: 'Tühista' })).toBeVisible();
  await saveViewport(popup, 'identity-idcard-certificate-page', info.project.name);
  await expectNoSeriousViolations(popup);

  const closed = popup.waitForEvent('close', { timeout: 10_000 });
  await popup.getByRole('button', { name: 'MARY ÄNN O’CONNEŽ-ŠUSLIK TESTNUMBER' }).click();
  await closed;
  await expect(modal).toBeHidden({ timeout: 15_000 });

  await page.getByRole('banner').getByRole('button', { name: 'Minu konto' }).click();
  await expect(page.getByRole('banner')).toContainText('Mary Änn O’Connež-Šuslik Testnumber');
  await saveViewport(page, 'identity-idcard-logged-in', info.project.name);
  await page.goto('/my-account?page=my-profile');
  await expect(page.getByLabel('Eesnimi')).toHaveValue('Mary Änn');
  await expect(page.getByLabel('Perekonnanimi')).toHaveValue('O’Connež-Šuslik Testnumber');
  await expect(page.getByTestId('personal-code')).toHaveText('6********06');
  await saveViewport(page, 'identity-idcard-account', info.project.name);
});
