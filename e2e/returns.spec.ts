import { newEmail } from './account-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { paidOrder } from './order-actions.ts';
import { logInPharmacist, pharmacistPage } from './pharmacist-actions.ts';

const PICKUP = { type: 'Pickup', carrierCode: 'pickup', methodCode: 'pharmacy' };

test.describe('returns', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a customer returns a non-medicine item from the order page, staff accept it and the customer sees the refund',
    { tag: '@phone' },
    async ({ page, browser }, info) => {
      const project = info.project.name;
      const order = await paidOrder(page.request, newEmail('returns', project), {
        store: 'ee',
        lines: { 'VITC-1000-20': 1, 'PARA-500-20': 1 },
        shipping: PICKUP,
      });

      // The pharmacy hands the order over at its counter.
      const { staff, problems } = await pharmacistPage(browser, info);
      await logInPharmacist(staff, project, 'returns');
      for (const step of ['pick', 'pack', 'ready-for-pickup', 'collected']) {
        const done = await staff.request.post(`/api/staff/fulfilment/${order.orderId}/${step}`, { data: {} });
        expect(done.status(), await done.text()).toBe(200);
      }

      await page.goto(`/ee/order/${order.orderId}?orderCode=${order.orderCode}`);
      const returns = page.getByRole('region', { name: 'Tagastamine' });
      await returns.getByRole('button', { name: 'Taganen lepingust siin' }).click();
      await expect(returns.getByText('Ravimeid tagasi ei võeta.')).toBeVisible();
      await expect(returns.getByLabel(/Paracetamol.*tagastatav kogus/)).toHaveCount(0);
      await returns.getByLabel(/tagastatav kogus/).selectOption('1');
      await returns.getByLabel('Tagastamise põhjus').fill('Ei sobinud maitse.');
      await returns.evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await saveScreenshot(page, 'returns-form', project, { fullPage: false });
      await returns.getByRole('button', { name: 'Kinnitan taganemise' }).click();
      await expect(returns.getByText('Saime teie tagastamise soovi kätte')).toBeVisible();
      await expect(returns.getByText('Ootame toodete saabumist')).toBeVisible();

      await staff.goto('/staff/fulfilment');
      const request = staff.getByRole('article', { name: `Tellimuse ${order.orderNumber} tagastamise soov` });
      await expect(request).toContainText('Ei sobinud maitse.');
      await saveScreenshot(staff, 'returns-staff', project);
      await request.getByRole('button', { name: 'Kaup kohal: võta vastu ja tagasta raha' }).click();
      await expect(staff.getByText(`Tellimuse ${order.orderNumber} tagastus on vastu võetud`)).toBeVisible();
      expect(problems).toEqual([]);

      await page.reload();
      await expect(returns.getByText(/Vastu võetud: tagastatud \d+,\d\d\s€/)).toBeVisible();
      await expect(page.getByRole('term').getByText('Tagastatud', { exact: true })).toBeVisible();
      await saveScreenshot(page, 'returns-customer', project);
    },
  );
});
