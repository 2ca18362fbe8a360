import { asOnlyStoryOf, authDialog, logInWithBankId, saveViewport } from './account-actions.ts';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';

/** The sandbox's Finnish patient: the bank ID sandbox's third test person, with a levothyroxine prescription. */
const FINNISH_PATIENT = '131052-308T';
const PRESCRIPTION = '2611000041';

test.describe('a Finnish patient', () => {
  test.describe.configure({ timeout: 150_000 });

  test('is led from the Finnish store to the centre, logs in with bank ID, buys her Finnish prescription and sees the thank-you page', async ({
    page,
  }, info) => {
    await asOnlyStoryOf(FINNISH_PATIENT, info, async () => {
      // In the Finnish store a prescription medicine cannot be bought, but its page leads on.
      await page.goto('/fi/p/LEVT-50-100/-');
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Onko sinulla suomalainen e-resepti? Katso, miten ostat lääkkeen' })
        .click();
      await expect(page).toHaveURL(/\/fi\/prescriptions$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Suomalaiset e-reseptit' })).toBeVisible();
      await expect(page.getByText('Kirjaudu sinne suomalaisilla pankkitunnuksillasi.')).toBeVisible();
      await expectNoSeriousViolations(page);
      await saveScreenshot(page, 'finnish-patient-lead-fi', info.project.name);
      const lead = await page.request.get('/fi/prescriptions');
      expect(lead.status()).toBe(200);

      // The centre in English: logged out, it asks for a login, and she uses her bank ID.
      await page.getByRole('link', { name: 'Siirry reseptikeskukseen (englanniksi)' }).click();
      await expect(page).toHaveURL(/\/en\/prescriptions$/);
      await logInWithBankId(page, 2);

      // Still logged in, now and on the next page: a Finnish patient belongs in this store.
      await expect(page.getByRole('heading', { level: 1, name: 'Your prescriptions' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'My prescriptions' })).toBeChecked();
      // Her prescriptions are Finnish: nobody else may buy them, and she buys for nobody else here.
      await expect(page.getByRole('radio', { name: "Another person's prescription" })).toHaveCount(0);
      await saveViewport(page, 'finnish-patient-centre-en', info.project.name);
      await page.getByRole('button', { name: 'Show prescriptions' }).click();

      await expect(page).toHaveURL(/\/en\/prescriptions\/list$/);
      const list = page.getByRole('list', { name: 'Prescriptions' });
      const card = list.getByRole('listitem');
      await expect(card).toHaveCount(1, { timeout: 20_000 });
      await expect(
        card.getByRole('heading', { level: 2, name: 'Levothyroxine 50 µg tablets (active substance)' }),
      ).toBeVisible();
      await expect(card.getByText('Finnish e-prescription · no compensation')).toBeVisible();
      await expect(card).toContainText(PRESCRIPTION);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your prescriptions');
      await expectNoSeriousViolations(page, 'main');
      await saveScreenshot(page, 'finnish-patient-list-en', info.project.name);

      await card.getByRole('link', { name: `See the offer for prescription ${PRESCRIPTION}` }).click();
      const offer = page.getByRole('region', { name: "The pharmacist's offer" });
      await expect(offer).toBeVisible({ timeout: 20_000 });
      await expect(offer.getByRole('radio', { checked: true })).toBeChecked();
      await expect(offer).toContainText(/Levothyroxine/i);
      await saveScreenshot(page, 'finnish-patient-offer-en', info.project.name);
      await offer.getByRole('button', { name: 'Add to cart' }).click();
      await expect(offer.getByRole('status')).toContainText('is in your cart', { timeout: 15_000 });
      await offer.getByRole('link', { name: 'Proceed to checkout' }).click();

      // The checkout: her name from the bank, the rest filled in; no compensation is waited for.
      await expect(page.locator('#checkout-firstName')).toHaveValue('Tiina', { timeout: 15_000 });
      await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
      const review = page.getByRole('list', { name: 'Products in the cart' });
      await expect(review).toContainText(`Prescription ${PRESCRIPTION}`);
      await expect(review).not.toContainText(FINNISH_PATIENT);
      // An account a bank-ID login made has no e-mail or phone yet: where the shop asks for them
      // before the first checkout, she gives them there.
      const email = `tiina.${info.project.name}.${Date.now()}@example.fi`;
      const completeAccount = authDialog(page, 'Complete your account');
      if (
        await completeAccount.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      ) {
        await completeAccount.getByLabel('E-mail').fill(email);
        await completeAccount.getByLabel('Phone number').fill('+358 40 123 4567');
        await completeAccount.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
        await completeAccount.getByRole('button', { name: 'Continue' }).click();
        await expect(completeAccount).toBeHidden({ timeout: 15_000 });
      }
      await page.locator('#checkout-emailAddress').fill(email);
      await page.locator('#checkout-phoneNumber').fill('+358 40 123 4567');
      await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
      await page.getByRole('radio', { name: 'Swedbank' }).check();
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await saveScreenshot(page, 'finnish-patient-checkout-en', info.project.name);

      // Paid in the bank's sandbox popup.
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Place order and pay' }).click();
      await (await popupOpened).locator('button[value="pay"]').click();

      const heading = page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      await expect(heading).toBeFocused();
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
      await saveScreenshot(page, 'finnish-patient-thank-you-en', info.project.name, { fullPage: false });
    });
  });
});
