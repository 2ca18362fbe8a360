import { newEmail } from './account-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { paidOrder } from './order-actions.ts';
import { logInPharmacist, pharmacistPage } from './pharmacist-actions.ts';

const PICKUP = { type: 'Pickup', carrierCode: 'pickup', methodCode: 'pharmacy' };

test.describe('returns', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a customer returns a non-medicine item from the order page, staff accept it, the goods arrive and the customer sees the refund and its credit note', async ({
    page,
    browser,
  }, info) => {
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
    await expect(returns.getByText('Ootame tagastuse kinnitamist')).toBeVisible();

    // Staff accept: the customer is told where to send the goods; nothing is refunded yet.
    await staff.goto('/staff/fulfilment');
    const request = staff.getByRole('article', { name: `Tellimuse ${order.orderNumber} tagastamise soov` });
    await expect(request).toContainText('Ei sobinud maitse.');
    await saveScreenshot(staff, 'returns-staff', project);
    await request.getByRole('button', { name: 'Kinnita tagastus' }).click();
    await expect(staff.getByText(`Tellimuse ${order.orderNumber} tagastus on kinnitatud`)).toBeVisible();
    await expect(request.getByText(/ootame kaupa\.$/)).toBeVisible();

    await page.reload();
    await expect(
      returns.getByText(/^Kinnitatud: saatke tooted aadressile Apteek OÜ, Tartu mnt 10/),
    ).toBeVisible();
    await expect(page.getByRole('term').getByText('Tagastatud', { exact: true })).toHaveCount(0);
    await returns.evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, 'returns-accepted', project, { fullPage: false });

    // The goods arrive: the refund follows once.
    await saveScreenshot(staff, 'returns-staff-waiting', project);
    await request.getByRole('button', { name: 'Kaup kohal: tagasta raha' }).click();
    await expect(
      staff.getByText(
        new RegExp(`Tellimuse ${order.orderNumber} kaup on kohal ja \\d+,\\d\\d\\s€ tagastatud`),
      ),
    ).toBeVisible();
    await expect(request).toHaveCount(0);
    expect(problems).toEqual([]);

    await page.reload();
    await expect(returns.getByText(/Tooted kohal: tagastatud \d+,\d\d\s€/)).toBeVisible();
    await expect(page.getByRole('term').getByText('Tagastatud', { exact: true })).toBeVisible();
    const creditNote = page.getByRole('link', { name: /^Kreeditarve KR-\d{6} \(PDF\)$/ });
    await expect(creditNote).toBeVisible();
    const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe('no-store');
    await saveScreenshot(page, 'returns-customer', project);
  });
});
