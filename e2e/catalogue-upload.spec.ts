import { expect, saveScreenshot, test } from './fixtures.ts';
import { logInPharmacist } from './pharmacist-actions.ts';

/** A new product in four languages, as the pharmacy's catalogue export writes it. */
function productRow(sku: string, price: string) {
  return {
    sku,
    kind: 'nonmed',
    name: {
      et: `Meresoola ninasprei ${sku}`,
      fi: `Merisuola-nenäsuihke ${sku}`,
      en: `Sea salt nasal spray ${sku}`,
      ru: `Назальный спрей с морской солью ${sku}`,
    },
    categories: ['nasal-sprays'],
    vatClass: 'standard',
    price,
  };
}

test.describe('staff catalogue', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a catalogue manager uploads a feed, follows its job, reads its refused row, and the new product is in the shop in four languages', async ({
    page,
  }, info) => {
    const project = info.project.name;
    const sku = `SPRAY-${Date.now().toString(36).toUpperCase()}`;
    const feed = [
      JSON.stringify(productRow(sku, '6.90')),
      JSON.stringify(productRow(`${sku}-B`, '6.999')),
      JSON.stringify(productRow(`${sku}-C`, '7.90')),
    ].join('\n');

    await logInPharmacist(page, project, 'catalogue');
    await page.getByRole('link', { name: /Kataloog/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kataloog' })).toBeVisible();
    await page.getByLabel('Voofail').setInputFiles({
      name: 'products.jsonl',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(feed),
    });
    await page.getByRole('button', { name: 'Laadi üles' }).click();

    const job = page.getByRole('region', { name: /^Import / });
    await expect(job.getByRole('status')).toContainText('Lõpetatud', { timeout: 30_000 });
    await expect(job.getByRole('status')).toContainText('3 rida loetud, 2 rakendatud, 1 tagasi lükatud');
    const refused = job.getByRole('table', { name: 'Tagasi lükatud read' });
    const row = refused.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(0)).toHaveText('2');
    await expect(row.getByRole('cell').nth(1)).toHaveText(`${sku}-B`);
    await expect(row.getByRole('cell').nth(2)).toHaveText('price');
    await expect(page.getByRole('region', { name: 'Viimased impordid' })).toContainText('2 rakendatud');
    await saveScreenshot(page, 'catalogue-upload-job', project);

    const names = {
      '': `Meresoola ninasprei ${sku}`,
      '/fi': `Merisuola-nenäsuihke ${sku}`,
      '/en': `Sea salt nasal spray ${sku}`,
      '/ru': `Назальный спрей с морской солью ${sku}`,
    };
    for (const [prefix, name] of Object.entries(names)) {
      await page.goto(`${prefix}/p/${sku}/-`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      // 6.90 € with Estonia's VAT; each store shows the price with its own country's.
      await expect(page.getByTestId('product-price')).toContainText(prefix === '' ? /6,90/ : /\d[.,]\d\d/);
      if (prefix === '/ru')
        await saveScreenshot(page, 'catalogue-upload-product-ru', project, { fullPage: false });
    }

    // Found by its Finnish name and taken off sale on the same page: its page, kept since a
    // shopper saw it, is gone at once.
    await page.goto(`/en/p/${sku}-C/-`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sea salt nasal spray ${sku}-C`);
    await page.goto('/staff/catalogue');
    const products = page.getByRole('region', { name: 'Tooted' });
    await products.getByLabel('Tootekood või nimi mis tahes keeles').fill(`nenäsuihke ${sku}-C`);
    await products.getByRole('button', { name: 'Otsi' }).click();
    await products.getByRole('button', { name: `Ava ${sku}-C` }).click();
    const card = products.getByRole('article', { name: new RegExp(`${sku}-C`) });
    await expect(card.getByRole('table', { name: 'Tekstid' })).toContainText('Назальный спрей');
    await card.getByLabel('Põhjus').fill('Tootja tagasikutse');
    await card.getByRole('button', { name: 'Eemalda müügilt' }).click();
    await expect(card).toContainText('Toode on müügilt eemaldatud.');
    await saveScreenshot(page, 'catalogue-product-off-sale', project);
    expect((await page.goto(`/en/p/${sku}-C/-`))?.status()).toBe(404);
  });
});
