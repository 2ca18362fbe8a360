import { saveViewport } from './account-actions.ts';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

declare global {
  interface Window {
    eidentMessages?: unknown[];
  }
}

test('Finnish bank ID popup in /fi: the sandbox bank page, a test person, and the refresh token handed to the opener', async ({
  page,
}, info) => {
  await page.goto('/fi');
  await page.evaluate(() => {
    window.eidentMessages = [];
    window.addEventListener('message', (event) => window.eidentMessages!.push(event.data));
  });
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate(() =>
    window.open(
      '/api/user/eident?redirect_url=%2Ffi%2Feident%2Fresult',
      'apteek-eident',
      'popup,width=600,height=700',
    ),
  );
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Vahva tunnistautuminen (testi)' })).toBeVisible();
  await saveViewport(popup, 'eident-sandbox-bank-page', info.project.name);
  await expectNoSeriousViolations(popup);
  const closed = popup.waitForEvent('close', { timeout: 10_000 });
  await popup.getByTestId('eident-person-2').click();
  await closed;

  const messages = await page.evaluate(() => window.eidentMessages);
  expect(messages).toEqual([{ type: 'apteek-eident-result', refreshToken: expect.any(String) }]);
  const { refreshToken } = messages![0] as { refreshToken: string };
  const refreshed = await page.request.post('/api/user/refresh', { data: { refreshToken } });
  expect(refreshed.status()).toBe(200);
});

test('the result page without a token says the user is not authorized, in the store’s language', async ({
  page,
}, info) => {
  await page.goto('/fi/eident/result#error=unauthorized');
  await expect(page.getByTestId('eident-result')).toHaveText('Käyttäjää ei ole tunnistettu.');
  await expect(page).toHaveURL(/\/fi\/eident\/result$/);
  await saveViewport(page, 'eident-result-refused', info.project.name);
});

test('Finnish bank ID through the login modal in /fi: the popup returns to /fi/eident/result and the shopper is logged in', async ({
  page,
}, info) => {
  await page.goto('/fi/my-account?page=my-profile');
  const modal = page.getByRole('dialog', { name: 'Kirjaudu sisään' });
  await modal.getByRole('tab', { name: 'Pankkitunnukset' }).click();
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Kirjaudu: Pankkitunnukset' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Vahva tunnistautuminen (testi)' })).toBeVisible();
  await expect(modal.getByRole('status')).toBeVisible();
  await saveViewport(page, 'eident-modal-waiting', info.project.name);
  const landed = popup.waitForURL(/\/fi\/eident\/result/);
  const closed = popup.waitForEvent('close', { timeout: 10_000 });
  await popup.getByTestId('eident-person-1').click();
  await landed;
  await closed;

  await expect(modal).toBeHidden({ timeout: 15_000 });
  await expect(page.getByLabel('Etunimi')).toHaveValue('Onni');
  await expect(page.getByLabel('Sukunimi')).toHaveValue('Osuuspankki');
  await saveViewport(page, 'eident-modal-logged-in', info.project.name);
});
