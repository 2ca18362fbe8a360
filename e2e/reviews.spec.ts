import { logInAsNewCustomer, newEmail, saveViewport } from './account-actions.ts';
import { expect, test } from './fixtures.ts';
import { logInPharmacist, pharmacistPage } from './pharmacist-actions.ts';

test.describe('product reviews', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a customer writes a review, a pharmacist approves it, and the product page shows it with its stars', async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    const title = `Quick relief ${project} ${Date.now()}`;
    await logInAsNewCustomer(page, newEmail('arvustaja', project));
    await page.goto('/en/p/IBU-400-20/-');
    await page.waitForLoadState('networkidle');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByText('★').nth(3).click();
    // The form's code loads when it is first opened, and brings no second copy of the stylesheet.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Your review').fill('Took the headache <b>away</b> within half an hour.');
    await dialog.getByLabel('Nickname').fill('Mari T.');
    await saveViewport(page, 'review-form', project);
    await dialog.getByRole('button', { name: 'Send review' }).click();
    await expect(reviews.getByRole('status')).toHaveText(
      'Thank you! Your review is shown once our staff have checked it.',
    );
    await expect(reviews.getByText(title)).toHaveCount(0);

    // The account lists it as the customer's own, waiting for the staff.
    const myReviews = async (status: string) => {
      await page.goto('/en/my-account?page=my-reviews');
      const mine = page
        .getByRole('list', { name: 'My reviews' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(mine).toContainText(status);
      await expect(mine.getByRole('link', { name: /Ibuprofen/ })).toHaveAttribute(
        'href',
        /^\/en\/p\/IBU-400-20\//,
      );
      await expect(mine).toContainText(/\d{2}\.\d{2}\.\d{4}/);
      return mine;
    };
    await myReviews('Waiting for approval');

    const { staff, problems } = await pharmacistPage(browser, info);
    await logInPharmacist(staff, project, 'reviews');
    await staff.goto('/staff/reviews');
    const waiting = staff.getByRole('article', { name: title });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText('Took the headache away within half an hour.');
    await saveViewport(staff, 'review-moderation', project);
    await waiting.getByRole('button', { name: 'Kinnita' }).click();
    await expect(staff.getByRole('status')).toHaveText('Arvustus on kinnitatud ja kuvatud.');
    await expect(waiting).toHaveCount(0);
    expect(problems).toEqual([]);
    await staff.context().close();

    await page.goto('/en/p/IBU-400-20/-');
    const shown = page.getByRole('region', { name: 'Reviews' });
    const review = shown.getByRole('listitem').filter({ hasText: title });
    await expect(review).toBeVisible();
    await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    // The store's date format in every store, the English one too: day, month, year.
    await expect(review).toContainText(/Mari T\. · \d{2}\.\d{2}\.\d{4}/);
    await expect(shown.getByTestId('rating-summary')).toContainText(/\d+ reviews?/);
    await review.scrollIntoViewIfNeeded();
    await saveViewport(page, 'review-shown', project);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"aggregateRating"');

    await myReviews('Published');
    await saveViewport(page, 'my-reviews', project);
  });
});
