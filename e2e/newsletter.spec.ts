import { addIbuprofen, newEmail, saveViewport } from './account-actions.ts';
import { cartButton } from './cart-actions.ts';
import { expect, test } from './fixtures.ts';
import { newestMail } from './newsletter-actions.ts';

test.describe('the newsletter', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a shopper subscribes in the footer, confirms from the mailbox and pays 10 % less with the coupon once', async ({
    page,
  }, info) => {
    const email = newEmail('uudis', info.project.name);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const offer = page.getByRole('region', { name: 'Join our newsletter' });
    await offer.scrollIntoViewIfNeeded();
    await offer.getByLabel('E-mail').fill(email);
    // The newsletter modal tells what a subscriber gets; the footer form itself is used below.
    await offer.getByRole('button', { name: 'What do subscribers get?' }).click();
    const modal = page.getByRole('dialog', { name: 'Join our newsletter' });
    await expect(modal).toContainText('single-use 10% discount code');
    await saveViewport(page, 'newsletter-modal', info.project.name);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await offer.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(offer.getByRole('status')).toContainText('confirm the subscription');
    await saveViewport(page, 'newsletter-footer', info.project.name);

    await page.goto('/en/mailbox');
    const optIn = page
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ hasText: 'Confirm your newsletter subscription' })
      .first();
    await expect(optIn).toBeVisible();
    await saveViewport(page, 'newsletter-mailbox', info.project.name);
    await optIn.getByRole('link', { name: /\/newsletter\/confirm/ }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your subscription is confirmed. We sent your 10% discount code to your e-mail.',
    );
    await saveViewport(page, 'newsletter-confirmed', info.project.name);

    const couponMail = await newestMail(page.request, email, /NL-[A-Z0-9]{10}/);
    const coupon = /NL-[A-Z0-9]{10}/.exec(couponMail)![0];
    expect(couponMail).toContain('/newsletter/unsubscribe?');

    await addIbuprofen(page, 1);
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await drawer.getByLabel('Discount code').fill(coupon.toLowerCase());
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText(coupon)).toBeVisible();
    await expect(drawer.getByText('Discount', { exact: true })).toBeVisible();
    await saveViewport(page, 'newsletter-coupon-applied', info.project.name);
    await page.keyboard.press('Escape');

    // The coupon mail's one-click link unsubscribes.
    await page.goto('/en/mailbox');
    await page
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ hasText: coupon })
      .first()
      .getByRole('link', { name: /\/newsletter\/unsubscribe/ })
      .click();
    await expect(page.getByRole('status')).toHaveText(
      'You are unsubscribed. You will get no more newsletters from us.',
    );
  });
});
