import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';

// Axe and full-page screenshots take a while on the shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('a shopper reads the home page and the information pages', () => {
  test(
    'sees banners, new products, campaign lists and bestsellers on the home page',
    { tag: '@phone' },
    async ({ page, consoleErrors }, info) => {
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
    },
  );

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

  test('opens a CMS page at /i/{identifier} and gets a 404 for an unknown one', async ({ page }) => {
    await page.goto('/en/i/delivery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/delivery$/);
    const response = await page.goto('/en/i/no-such-page');
    expect(response?.status()).toBe(404);
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

test.describe('old and unknown addresses', () => {
  test('an old product or category address answers 301 to its page, in the prefixed store', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const [, sku, slug] = /<loc>http:\/\/[^/]+\/p\/([^/<]+)\/([^/<]+)<\/loc>/.exec(sitemap)!;
    const moved = await request.get(`/${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/p/${sku}/${slug}`);

    const aboutInRussian = await request.get('/ru/about-us/?from=old', { maxRedirects: 0 });
    expect(aboutInRussian.status()).toBe(200);

    await page.goto(`/fi/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/fi/p/${sku}/`));
  });

  test('an unknown address is a real 404 in the store language', async ({ page }, info) => {
    const response = await page.goto('/fi/ei-tallaista-sivua');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
    await expectNoSeriousViolations(page);
    await saveScreenshot(page, 'content-not-found', info.project.name);
  });
});

test.describe('search engines', () => {
  test('read sitemap.xml with hreflang alternates and robots.txt', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/fi/about-us</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/kampaania/talvine-tervis</loc>`);
    expect(xml).toContain(`hreflang="fi-FI" href="${baseURL}/fi/kampaania/talven-hyvinvointi"`);
    expect(xml).toMatch(/<loc>[^<]+\/en\/c\/[^<]+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/ru\/p\/[^<]+<\/loc>/);

    expect((await request.get('/sitemap.xml?part=2')).status()).toBe(404);

    const robots = await (await request.get('/robots.txt')).text();
    for (const line of [
      'Disallow: /api/',
      'Disallow: /checkout',
      'Disallow: /my-account',
      'Disallow: /products',
    ])
      expect(robots).toContain(line);
    expect(robots).toContain('Disallow: /fi/products');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
