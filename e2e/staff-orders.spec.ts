import { apiToken, logIn, newEmail, registerByApi, saveViewport } from './account-actions.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { paidOrder } from './order-actions.ts';
import { logInPharmacist, pharmacistPage } from './pharmacist-actions.ts';

test.describe('orders to check', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a pharmacist approves one ManualCheck order and cancels another with a reason; the customer sees both', async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    // The customer's two courier orders of one ibuprofen, paid with an amount the order cannot take:
    // the money came, so each waits in ManualCheck for a pharmacist. Placed through the API: the
    // checkout's own story (checkout.spec.ts) pays so in the browser and reads the thank-you page.
    const email = newEmail('staff-orders', project);
    await registerByApi(page.request, email);
    const token = await apiToken(page.request, email);
    const manualCheck = { store: 'en', token, lines: { 'IBU-400-20': 1 }, payment: 'unprocessable' } as const;
    const approved = (await paidOrder(page.request, email, manualCheck)).orderNumber;
    const cancelled = (await paidOrder(page.request, email, manualCheck)).orderNumber;
    expect(approved).toMatch(/^\d{9}$/);
    expect(cancelled).toMatch(/^\d{9}$/);

    // Both device projects run at once: each pharmacist works on the orders of their own customer.
    const { staff, problems } = await pharmacistPage(browser, info);
    await logInPharmacist(staff, project, 'orders');
    await staff.getByRole('link', { name: /Kontrollitavad tellimused/ }).click();
    const approvedCard = staff.getByRole('article', { name: `Tellimus ${approved}` });
    const cancelledCard = staff.getByRole('article', { name: `Tellimus ${cancelled}` });
    await expect(approvedCard).toBeVisible();
    await expect(approvedCard.getByText('Käsitsi kontroll')).toBeVisible();
    await expect(approvedCard).toContainText('Ibuprofen');
    await expect(approvedCard).not.toContainText('Karu');
    await approvedCard.scrollIntoViewIfNeeded();
    await saveViewport(staff, 'staff-orders-list-ee', project);

    await approvedCard.getByRole('button', { name: 'Kinnita' }).click();
    await expect(staff.getByRole('status')).toHaveText(
      `Tellimus ${approved} on kinnitatud. Klient saab e-kirja.`,
    );
    await expect(approvedCard).toHaveCount(0);

    await cancelledCard.getByRole('button', { name: 'Tühista tellimus' }).click();
    await expect(cancelledCard.getByText('Põhjus on kohustuslik.')).toBeVisible();
    await cancelledCard.scrollIntoViewIfNeeded();
    await saveViewport(staff, 'staff-orders-reason-required-ee', project);
    const reason = 'The payment does not match the order; we return it.';
    await cancelledCard.getByLabel('Tühistamise põhjus (klient näeb seda)').fill(reason);
    await cancelledCard.getByRole('button', { name: 'Tühista tellimus' }).click();
    await expect(staff.getByRole('status')).toHaveText(
      `Tellimus ${cancelled} on tühistatud. Klient saab e-kirja koos põhjusega.`,
    );
    await expect(cancelledCard).toHaveCount(0);

    await staff.getByRole('link', { name: 'In English' }).click();
    await expect(staff.getByRole('heading', { name: 'Orders to check' })).toBeVisible();
    await expect(staff.getByRole('status')).toHaveText(
      `Order ${cancelled} is cancelled. The customer gets an e-mail with the reason.`,
    );
    await expect(staff.getByRole('article', { name: `Order ${approved}` })).toHaveCount(0);
    await saveScreenshot(staff, 'staff-orders-en', project);
    expect(problems, 'staff console errors and warnings').toEqual([]);
    await staff.context().close();

    // The customer's order history follows, and the mail tells the reason in the store's language.
    await page.goto('/en');
    await logIn(page, email);
    await page.goto('/en/my-account?page=order-history');
    const history = page.getByRole('table', { name: 'Order history' });
    await expect(history.getByRole('row', { name: new RegExp(approved) })).toContainText('Paid');
    await expect(history.getByRole('row', { name: new RegExp(cancelled) })).toContainText('Cancelled');
    await saveScreenshot(page, 'staff-orders-customer-history-en', project);
    const outbox = (await (await page.request.get('/api/mail/outbox')).json()) as {
      result: { subject: string; text: string }[];
    };
    const mail = outbox.result.find(
      (each) => each.subject === `Your order ${cancelled} has been cancelled – Apteek`,
    );
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(
      outbox.result.some(
        (each) => each.subject === `The pharmacist has checked your order ${approved} – Apteek`,
      ),
    ).toBe(true);
  });
});
