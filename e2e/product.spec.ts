import { seedSource } from '@apteek/db/seed';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';

const nameOf = (sku: string, language: 'et' | 'fi' | 'en' | 'ru') =>
  seedSource.products.find((product) => product.sku === sku)!.name[language];

/** Opens a product by its SKU; the wrong slug answers 301 to the canonical one. */
async function openProduct(page: Page, prefix: '' | '/fi', sku: string) {
  await page.goto(`${prefix}/p/${sku}/-`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/p/${sku}/[a-z0-9-]+$`));
  await page.waitForLoadState('networkidle');
}

/** Pickers answer once the page is hydrated; a click that came earlier is repeated. */
async function until(act: () => Promise<void>, check: () => Promise<void>) {
  await expect(async () => {
    await act();
    await check();
  }).toPass({ timeout: 15_000 });
}

const sku = (page: Page) => page.getByTestId('product-sku');
const price = (page: Page) => page.getByTestId('product-price');

test.describe('a shopper reads product pages', () => {
  // First visits render the gallery images through the image proxy on a shared machine.
  test.describe.configure({ timeout: 60_000 });

  // A returning shopper: the cookie notice is accepted, so it does not cover the page in screenshots.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
  });

  test('sees an OTC medicine with its sale price, VAT, medicine information and SEO data', async ({
    page,
    consoleErrors,
  }, info) => {
    await openProduct(page, '', 'PARA-500-20');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(nameOf('PARA-500-20', 'et'));
    await expect(main.getByRole('navigation', { name: 'Navigeerimisrada' })).toBeVisible();
    await expect(price(page)).toHaveText(/^1,99\s€$/);
    await expect(main.getByText(/^-\d+%$/)).toBeVisible();
    await expect(main.getByText('Hind sisaldab käibemaksu 9%')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Ravimi teave' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Pakendi infoleht' })).toHaveAttribute(
      'href',
      '/media/leaflets/para-500.pdf',
    );
    await expect(main.getByRole('heading', { name: 'Seotud tooted' })).toBeVisible();
    // The product pages' banners, under the product: the pharmacist's advice leads to its page.
    const banners = main.getByRole('region', { name: 'Hea teada' });
    await expect(banners.getByText('Küsi proviisorilt')).toBeVisible();
    await expect(banners.getByRole('link', { name: 'Klienditeenindus' })).toHaveAttribute(
      'href',
      '/customer-service',
    );
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', new RegExp(`/p/PARA-500-20/[a-z0-9-]+$`));
    await expect(page.locator('link[hreflang="fi-FI"]')).toHaveAttribute('href', /\/fi\/p\/PARA-500-20\//);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', sku: 'PARA-500-20' });
    expect(jsonLd.offers).toMatchObject({ price: '1.99', priceCurrency: 'EUR' });

    const quantity = main.getByLabel('Kogus', { exact: true });
    await until(
      async () => {
        await quantity.fill('0');
        await main.getByRole('button', { name: 'Lisa ostukorvi' }).click();
      },
      () => expect(main.getByRole('alert')).toHaveText('Kogus peab olema suurem kui 0', { timeout: 1000 }),
    );
    await main.getByRole('button', { name: 'Suurenda kogust' }).click();
    await expect(quantity).toHaveValue('1');
    await expect(main.getByRole('alert')).toHaveCount(0);

    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'product-simple-ee', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('chooses a configurable variant: the child, its URL and price follow, an impossible choice warns', async ({
    page,
    consoleErrors,
  }, info) => {
    await openProduct(page, '/fi', 'COMP-STOCK');
    const main = page.getByRole('main');
    const sizes = main.getByRole('group', { name: /^Koko/ });
    await expect(sku(page)).toHaveText('COMP-STOCK-S');
    const historyLength = await page.evaluate(() => history.length);
    await until(
      () => sizes.getByText('L', { exact: true }).click(),
      () => expect(sku(page)).toHaveText('COMP-STOCK-L', { timeout: 1000 }),
    );
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/\/fi\/p\/COMP-STOCK\/[a-z0-9-]+\/COMP-STOCK-L$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await sizes.getByText(/^XL/).click();
    await expect(
      main.getByText(
        'Tuotteesta ei ole tällaista vaihtoehtoa. Valitse jokin toinen ominaisuuksien yhdistelmä.',
      ),
    ).toBeVisible();
    await expect(sku(page)).toHaveText('COMP-STOCK-L');
    await expect(page).toHaveURL(/\/COMP-STOCK-L$/);

    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'product-configurable-fi', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('sees the price change with a pack size of a configurable product', async ({
    page,
    consoleErrors,
  }) => {
    await openProduct(page, '', 'VITC-CHEW');
    await expect(price(page)).toHaveText(/^3,90\s€$/);
    await until(
      () => page.getByRole('main').getByText('100 tk', { exact: true }).click(),
      () => expect(price(page)).toHaveText(/^9,50\s€$/, { timeout: 1000 }),
    );
    await expect(sku(page)).toHaveText('VITC-CHEW-100');
    await expect(page).toHaveURL(/\/p\/VITC-CHEW\/[a-z0-9-]+\/VITC-CHEW-100$/);
    expect(consoleErrors).toEqual([]);
  });

  test('sees what a grouped product includes', async ({ page, consoleErrors }, info) => {
    await openProduct(page, '', 'FIRSTAID-KIT');
    const set = page.getByRole('region', { name: 'Komplekti kuuluvad' });
    await expect(set.getByRole('listitem')).toHaveCount(6);
    await expect(set.getByRole('link', { name: nameOf('PLAST-20', 'et') })).toBeVisible();
    await expect(set.getByText('Kogus: 2')).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'product-grouped-ee', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('builds a bundle and sees its price follow the chosen products', async ({
    page,
    consoleErrors,
  }, info) => {
    await openProduct(page, '/fi', 'ALLERGY-BUNDLE');
    const main = page.getByRole('main');
    const drops = main.getByRole('group', { name: 'Silmätipat' });
    await expect(drops.getByRole('radio', { name: new RegExp(nameOf('TEARS-10', 'fi')) })).toBeChecked();
    const before = await price(page).textContent();
    await until(
      () => drops.getByRole('radio', { name: new RegExp(nameOf('TEARS-SD-20', 'fi')) }).check(),
      () => expect(price(page)).not.toHaveText(before!, { timeout: 1000 }),
    );
    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'product-bundle-fi', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('sees a service and a downloadable guide with its files', async ({ page, consoleErrors }, info) => {
    await openProduct(page, '', 'CONSULT-30');
    const main = page.getByRole('main');
    await expect(main.getByText('Teenus: midagi ei saadeta kohale.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Lisa ostukorvi' })).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'product-virtual-ee', info.project.name);

    await openProduct(page, '/fi', 'GUIDE-ALLERGY');
    const files = main.getByRole('region', { name: 'Oston jälkeen ladattavat tiedostot' });
    await expect(files.getByRole('listitem')).toHaveText(['Allergiakauden opas']);
    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'product-downloadable-fi', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('is sent to the prescription centre for a prescription medicine in Estonia', async ({
    page,
    consoleErrors,
  }, info) => {
    await openProduct(page, '', 'INSG-PEN');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Lisa ostukorvi' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Mine retseptikeskusesse' })).toHaveAttribute(
      'href',
      '/prescriptions',
    );
    await expect(main.getByText('Külmas hoidmine')).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    await saveScreenshot(page, 'product-prescription-ee', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test('learns that prescription medicines are not sold in the Finnish store', async ({
    page,
    consoleErrors,
  }) => {
    await openProduct(page, '/fi', 'INSG-PEN');
    const main = page.getByRole('main');
    await expect(
      main.getByText('Reseptilääkkeitä ei voi ostaa tästä kaupasta.', { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Lisää ostoskoriin' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Siirry reseptikeskukseen' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('follows a 301 from a configurable child URL to its parent with the child selected', async ({
    page,
    consoleErrors,
  }) => {
    for (const prefix of ['', '/fi'] as const) {
      const response = await page.request.get(`${prefix}/p/COMP-STOCK-M/vana-link`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toMatch(
        new RegExp(`^${prefix}/p/COMP-STOCK/[a-z0-9-]+/COMP-STOCK-M$`),
      );
      await page.goto(`${prefix}/p/COMP-STOCK-M/vana-link`);
      await expect(sku(page)).toHaveText('COMP-STOCK-M');
    }
    expect(consoleErrors).toEqual([]);
  });
});
