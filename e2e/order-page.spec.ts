import { pdfTexts } from '../apps/server/src/testing/pdf-text.ts';
import { apiToken, logIn, newEmail, registerByApi, saveViewport } from './account-actions.ts';
import { addToCart, fillPersonalDetails, openCheckout, placeAndPay } from './checkout-actions.ts';
import { expect, test } from './fixtures.ts';
import { paidOrder } from './order-actions.ts';
import { logInPharmacist, pharmacistPage } from './pharmacist-actions.ts';

test.describe('after the order', () => {
  test('a customer opens an order from the history: timeline, lines and the receipt PDF', async ({
    page,
  }, info) => {
    const email = newEmail('order-page', info.project.name);
    await registerByApi(page.request, email);
    const token = await apiToken(page.request, email);
    const order = await paidOrder(page.request, email, { store: 'en', token });

    await page.goto('/en');
    await logIn(page, email);
    await page.goto('/en/my-account?page=order-history');
    await page.getByRole('link', { name: order.orderNumber }).click();
    await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Order status' });
    await expect(timeline.getByText('Order placed')).toBeVisible();
    await expect(timeline.getByText('Paid', { exact: true })).toBeVisible();
    await expect(timeline.getByText('Handed to the carrier')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy again' })).toBeVisible();
    await saveViewport(page, 'order-page', info.project.name);

    const receipt = page.getByRole('link', { name: 'Receipt (PDF)' });
    const pdf = await page.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const texts = pdfTexts(await pdf.body());
    expect(texts[0]).toMatch(/^Receipt K-\d{6}$/);
    expect(texts).toEqual(expect.arrayContaining(['VAT number: EE102345678', 'VAT by rate']));

    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect(page.getByRole('dialog').getByText('Paracetamol', { exact: false }).first()).toBeVisible();
  });

  test('a guest looks an order up by its number and e-mail', async ({ page }, info) => {
    const email = newEmail('order-lookup', info.project.name);
    const order = await paidOrder(page.request, email, { store: 'ee' });

    await page.goto('/ee/order-lookup');
    const main = page.getByRole('main');
    await main.getByLabel('Tellimuse number').fill(order.orderNumber);
    await main.getByLabel('E-post').fill('someone.else@example.ee');
    await page.getByRole('button', { name: 'Otsi tellimust' }).click();
    await expect(page.getByText('Selle numbri ja e-posti aadressiga tellimust ei leitud.')).toBeVisible();
    await saveViewport(page, 'order-lookup-miss', info.project.name);

    await main.getByLabel('E-post').fill(email);
    await page.getByRole('button', { name: 'Otsi tellimust' }).click();
    await expect(page.getByRole('heading', { name: `Tellimus ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kviitung (PDF)' })).toBeVisible();
    await saveViewport(page, 'order-lookup-found', info.project.name);
  });

  test('a customer buys to an Omniva parcel machine, a warehouse user hands the parcel over; the customer follows it, reads the receipt and cancels another order', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const email = newEmail('tracking', info.project.name);
    // The customer buys through the checkout: an Omniva parcel machine and a bank link.
    await addToCart(page, 'en', 'PARA-500-20');
    await openCheckout(page, 'en');
    await fillPersonalDetails(page, '5123 4567', email);
    await page.getByRole('radio', { name: /Omniva parcel machine/ }).check();
    await page.locator('#checkout-parcelMachineId').fill('haapsalu');
    await page
      .getByRole('radio', { name: /Haapsalu/ })
      .first()
      .check();
    await page.getByRole('radio', { name: 'Swedbank' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await saveViewport(page, 'order-checkout-omniva', info.project.name);
    const order = await placeAndPay(page, 'Place order and pay');
    const other = await paidOrder(page.request, email, { store: 'en' });

    const { staff } = await pharmacistPage(browser, info);
    await logInPharmacist(staff, info.project.name, 'fulfilment');
    await staff.goto('/staff/fulfilment?lang=en');
    const card = staff.getByRole('article', { name: `Order ${order.orderNumber}` });
    for (const step of ['Start picking', 'Packed', 'Hand to carrier']) {
      await card.getByRole('button', { name: step }).click();
      await expect(staff.getByText(`Order ${order.orderNumber}`, { exact: false }).first()).toBeVisible();
    }
    const handed = staff.getByText(`Order ${order.orderNumber} is with the carrier`, { exact: false });
    const trackingNumber = /: ([A-Z]{2}\d{9}EE)\./.exec((await handed.textContent()) ?? '')?.[1];
    expect(trackingNumber).toBeTruthy();
    const label = await staff.getByRole('link', { name: 'Open the label' }).getAttribute('href');
    const labelPdf = await staff.request.get(label!);
    expect(labelPdf.headers()['content-type']).toBe('application/pdf');
    const labelBytes = (await labelPdf.body()).toString('latin1');
    expect(labelBytes.startsWith('%PDF-')).toBe(true);
    expect(labelBytes).toContain(trackingNumber);
    await saveViewport(staff, 'staff-handed-to-omniva', info.project.name);

    await page.goto(`/en/order/${order.orderId}?orderCode=${order.orderCode}`);
    const timeline = page.getByRole('region', { name: 'Order status' });
    await expect(timeline.getByText('Handed to the carrier')).toBeVisible();
    const tracking = timeline.getByRole('link', { name: trackingNumber });
    await saveViewport(page, 'order-handed-to-carrier', info.project.name);
    const [carrierPage] = await Promise.all([page.waitForEvent('popup'), tracking.click()]);
    await expect(carrierPage.getByTestId('parcel-state')).toHaveText('Registered');
    await saveViewport(carrierPage, 'omniva-sandbox-tracking', info.project.name);

    const receipt = await page.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href');
    const texts = pdfTexts(await (await page.request.get(receipt!)).body());
    expect(texts[0]).toMatch(/^Receipt K-\d{6}$/);
    expect(texts).toEqual(expect.arrayContaining(['VAT number: EE102345678', 'VAT by rate']));
    expect(texts.join(' ')).toContain(order.orderNumber);

    await page.goto(`/en/order/${other.orderId}?orderCode=${other.orderCode}`);
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByText(/^The order is cancelled\. .+ is refunded to you\.$/)).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    await saveViewport(page, 'order-cancelled-refunded', info.project.name);
    // The refund corrects the receipt with a credit note.
    const creditNote = page.getByRole('link', { name: /^Credit note KR-\d{6} \(PDF\)$/ });
    const credit = pdfTexts(await (await page.request.get((await creditNote.getAttribute('href'))!)).body());
    expect(credit[0]).toMatch(/^Credit note KR-\d{6}$/);
    expect(credit).toEqual(expect.arrayContaining(['VAT number: EE102345678', 'VAT by rate', 'Refunded']));
    expect(credit.join(' ')).toMatch(/Corrects: Receipt K-\d{6}/);
  });
});
