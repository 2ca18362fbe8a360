import { logInAsNewCustomer, newEmail } from './account-actions.ts';
import { addAndOpenCart } from './cart-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { logInPharmacist } from './pharmacist-actions.ts';

const SKU = 'STRIPS-50';
/** 16.90 € from one unit for wholesale, as the story's price feed sends it (the shelf price is 17.90 €). */
const TIER = /16[.,]90/;

test.describe('customer groups', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a customer whom staff put in a tiered group sees the tier price in the list, on the product page and in the cart', async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    const email = newEmail('wholesale', project);
    await logInAsNewCustomer(page, email);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logInPharmacist(staff, project, 'groups');
    const section = staff.getByRole('region', { name: 'Kliendigrupid' });
    await section.getByLabel('Kliendi e-post').fill(email);
    await section.getByLabel('Grupp').selectOption({ label: 'Hulgimüük (ettevõtte kontod)' });
    await section.getByRole('button', { name: 'Lisa gruppi' }).click();
    await expect(section.getByText(`${email} on nüüd grupis Hulgimüük (ettevõtte kontod).`)).toBeVisible();
    await saveScreenshot(staff, 'customer-groups-staff', project);

    // The pharmacy's price system sends wholesale its price from one unit and from ten.
    const made = await staff.request.post('/api/staff/integrations', {
      data: { name: 'ERP prices', scopes: ['prices'] },
    });
    const key = ((await made.json()) as { result: { key: string } }).result.key;
    const feed = await staff.request.post(`/api/feeds/prices?batch=story-${Date.now()}`, {
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      data: JSON.stringify({
        sku: SKU,
        group: 'wholesale',
        price: '16.90',
        tiers: [{ qty: 10, price: '15.90' }],
      }),
    });
    expect(((await feed.json()) as { result: { rows: { applied: number } } }).result.rows.applied).toBe(1);
    await staffContext.close();

    await page.goto('/en/products?term=GlucoLine');
    const card = page.locator('li', { has: page.locator(`a[href*="/p/${SKU}/"]`) }).first();
    await expect(card.locator('[data-price-current="true"]')).toContainText(TIER);
    await saveScreenshot(page, 'customer-groups-list', project);

    await page.goto(`/en/p/${SKU}/-`);
    await expect(page.getByTestId('product-price')).toContainText(TIER);
    await expect(page.getByTestId('product-price')).toHaveAttribute('data-price-current', 'true');
    await saveScreenshot(page, 'customer-groups-product', project, { fullPage: false });
    const drawer = await addAndOpenCart(page);
    const line = drawer.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem').first();
    await expect(line).toContainText(TIER);
    await saveScreenshot(page, 'customer-groups-cart', project, { fullPage: false });
  });
});
