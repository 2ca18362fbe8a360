import { seedSource } from '@apteek/db/seed';
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';

const namesIn = (language: 'et' | 'fi' | 'en' | 'ru') =>
  new Set(seedSource.products.map((p) => p.name[language]));

test.describe('a shopper opens the storefront', () => {
  test(
    'sees Estonian product names, tagline and both home lists at /',
    { tag: '@phone' },
    async ({ page, consoleErrors }, info) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'et');
      await expect(page.getByText('Tegevusloa omanik').first()).toBeVisible();
      await expectHomeListsIn(page, 'et', 'an Estonian');
      await page.waitForLoadState('networkidle');
      await expectThumbnailShown(page);
      await saveScreenshot(page, 'home-ee', info.project.name);
      expect(consoleErrors).toEqual([]);
    },
  );

  test('sees Finnish product names at /fi', async ({ page, consoleErrors }, info) => {
    await page.goto('/fi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expectHomeListsIn(page, 'fi', 'a Finnish');
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'home-fi', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('switches language with the header buttons', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'RU Русский' }).first().click();
    await page
      .getByRole('dialog', { name: 'Kas vahetada keelt?' })
      .getByRole('button', { name: /Русский/ })
      .click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const russian = namesIn('ru');
    for (const name of await productNames(page)) expect(russian.has(name)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * The first new product's picture arrived as the image proxy's raster thumbnail
 * (310x300) rather than as its SVG source, which the browser would build as a document of its own.
 */
async function expectThumbnailShown(page: Page) {
  const image = page.locator('section[aria-labelledby="new-products"] img').first();
  const shown = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    complete: img.complete,
    size: `${img.naturalWidth}x${img.naturalHeight}`,
  }));
  expect(shown.src).toMatch(/\/api\/catalog\/product\/[^/]+\/image\?size=310x300$/);
  expect(shown.complete).toBe(true);
  expect(shown.size).toBe('310x300');
}

/** The two home lists hold 16 products, each named in the store's language. */
async function expectHomeListsIn(page: Page, language: 'et' | 'fi', aLanguage: string) {
  const names = await productNames(page);
  expect(names.length).toBe(16);
  const inLanguage = namesIn(language);
  for (const name of names) expect(inLanguage.has(name), `${name} is ${aLanguage} product name`).toBe(true);
}

/** Names in the new-products and bestsellers sections (campaign lists come on top of those). */
async function productNames(page: Page): Promise<string[]> {
  const sections = page.locator(
    'section[aria-labelledby="new-products"], section[aria-labelledby="bestsellers"]',
  );
  // Text content, not innerText: the bestsellers are below the fold, where the browser leaves their
  // rendering (which innerText reads) until they come near the viewport (content-visibility).
  const names = await sections.getByRole('article').getByRole('heading').allTextContents();
  return names.map((name) => name.trim());
}
