import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';

// Axe and full-page screenshots take a while on the shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('a shopper reads the home page and the information pages', () => {
  test('sees banners, new products, campaign lists and bestsellers on the home page', async ({
    page,
    consoleErrors,
  }, info) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sinu apteek veebis');
    await expect(main.getByRole('link', { name: /Vaata pakkumisi/ })).toHaveAttribute(
      'href',
      '/kampaania/talvine-tervis',
    );
    await expect(main.getByRole('heading', { name: 'Uued tooted' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Talvine tervis' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Enimmüüdud' })).toBeVisible();
    const campaign = main.getByRole('region', { name: 'Talvine tervis' });
    expect(await campaign.getByRole('article').count()).toBeGreaterThan(0);
    expect(await campaign.getByRole('article').count()).toBeLessThanOrEqual(10);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fi-FI"]')).toHaveAttribute('href', /\/fi$/);
    await saveScreenshot(page, 'content-home', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('reads About us in Estonian and in Finnish, with links kept in the Finnish store', async ({
    page,
    consoleErrors,
  }, info) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle('Meist | Apteek');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meist');
    await expect(page.getByRole('navigation', { name: 'Navigeerimisrada' })).toContainText('Avaleht');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Apteek on Eesti e-apteek/,
    );
    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'content-cms-page', info.project.name);

    await page.goto('/fi/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietoa meistä');
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('link', { name: 'toimitus' })).toHaveAttribute('href', '/fi/delivery');
    await article.getByRole('link', { name: 'toimitus' }).click();
    await expect(page).toHaveURL(/\/fi\/delivery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toimitus');
    expect(consoleErrors).toEqual([]);
  });

  test('sees the friendly error page in the minimal layout', async ({ page, consoleErrors }, info) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serveri sisemine viga 500');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.goto('/en/error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error 500');
    await expectNoSeriousViolations(page);
    await saveScreenshot(page, 'content-error', info.project.name);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('unknown addresses', () => {
  test('an unknown address is a real 404 in the store language', async ({ page }, info) => {
    const response = await page.goto('/fi/ei-tallaista-sivua');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
    await expectNoSeriousViolations(page);
    await saveScreenshot(page, 'content-not-found', info.project.name);
  });
});
