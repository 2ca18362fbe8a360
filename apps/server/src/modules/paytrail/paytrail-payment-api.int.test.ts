import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls, PAYMENT_OUTCOMES } from '../order/order-test-helpers.ts';
import { orderRows } from '../order/index.ts';
import { SANDBOX_IDS, sandboxSecrets } from '../payment/index.ts';
import {
  isPaytrailSignatureValid,
  itemsTotal,
  paytrailHmac,
  paytrailItems,
} from '../../providers/paytrail/index.ts';
import {
  paytrailCallback,
  payThroughPaymentApi,
  placePaytrailOrder,
  type PaytrailForm,
} from './paytrail-test-helpers.ts';

const testApp = useTestApp({
  payments: { publicUrl: null, maksekeskus: null, paytrail: null, paytrailInterface: 'payment-api' },
});
const calls = checkoutCalls(testApp);

// Three of one product: a line whose price needs whole units, plus shipping, in the items.
const placedOrder = (bank = 'op') => placePaytrailOrder(calls, { 'PARA-500-20': 3 }, bank);
const { postForm } = calls;

const pay = (form: PaytrailForm, result: string) => payThroughPaymentApi(calls, form, result);

const statusOf = calls.paymentStatus;

const callback = (params: Record<string, string>) => paytrailCallback(testApp, params);

const returnPage = (order: { orderId: string; orderCode: string }, params: Record<string, string>) =>
  calls.addPayment(order, { provider: 'paytrail', params });

/** This installation's sandbox secret, which the shop signs with. */
const sandboxSecret = async () => (await sandboxSecrets(testApp.app.db)).paytrailApi;

/** A create-payment request to the sandbox, signed as the shop signs it (or with `secret`). */
async function createPayment(body: object, secret?: string) {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = {
    'checkout-account': SANDBOX_IDS.paytrailApiMerchantId,
    'checkout-algorithm': 'sha256',
    'checkout-method': 'POST',
    'checkout-nonce': crypto.randomUUID(),
    'checkout-timestamp': new Date().toISOString(),
    'content-type': 'application/json; charset=utf-8',
  };
  headers.signature = paytrailHmac(secret ?? (await sandboxSecret()), headers, text);
  return testApp.app.inject({ method: 'POST', url: '/sandbox/paytrail/payments', headers, payload: text });
}

const payment = {
  stamp: 'stamp-1',
  reference: '100000001',
  amount: 1525,
  currency: 'EUR',
  language: 'EN',
  items: [{ unitPrice: 1525, units: 1, vatPercentage: 25.5, productCode: 'X' }],
  customer: { email: 'aino@example.fi' },
  redirectUrls: {
    success: 'http://localhost/fi/paytrail/success',
    cancel: 'http://localhost/fi/paytrail/cancel',
  },
};

describe(`Paytrail Payment API payments against the sandbox on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("answers the chosen bank's provider form, which opens the test bank page in the shopper's language", async () => {
    const { order, form } = await placedOrder();
    expect(form.action).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/paytrail\/pay$/);
    expect(form.method).toBe('POST');
    expect(form.fields.provider).toBe('op');
    const page = await postForm('/sandbox/paytrail/pay', form.fields);
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain('Testipankki');
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).toContain(`${order.grandTotal.toFixed(2)} €`);
    expect(page.body).toContain('<dd>OP</dd>');
    expect(
      (await postForm('/sandbox/paytrail/pay', { ...form.fields, t: `${form.fields.t}x` })).statusCode,
    ).toBe(400);
    // The rows sent add up to the order's total (Paytrail would drop them otherwise), shipping included.
    const items = paytrailItems(await orderRows(testApp.app.db, order.orderId));
    expect(itemsTotal(items)).toBe(Math.round(order.grandTotal * 100));
    expect(items.map((item) => item.productCode)).toEqual(['PARA-500-20', 'smartposti_parcelmachine']);
  });

  it('pays end to end: the callback pays the order once, the success page gets verified parameters', async () => {
    const { order, form } = await placedOrder();
    const { location, params } = await pay(form, 'pay');
    expect(location.pathname).toBe('/fi/paytrail/success');
    expect(params).toMatchObject({
      'checkout-account': SANDBOX_IDS.paytrailApiMerchantId,
      'checkout-algorithm': 'sha256',
      'checkout-reference': order.orderNumber,
      'checkout-amount': String(Math.round(order.grandTotal * 100)),
      'checkout-status': 'ok',
      'checkout-provider': 'osuuspankki',
    });
    expect(isPaytrailSignatureValid(params, '', await sandboxSecret())).toBe(true);
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.paid);

    expect((await returnPage(order, params)).body).toEqual({
      code: 200,
      result: PAYMENT_OUTCOMES.paid,
    });
    // Paytrail repeats callbacks and wants a 2xx each time; the order is not touched again.
    const repeated = await callback(params);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ code: 200, result: 'already processed' });
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.paid);
  });

  it('cancels, refuses tampered parameters and sends an unprocessable payment to manual check', async () => {
    const cancelled = await placedOrder();
    const cancel = await pay(cancelled.form, 'cancel');
    expect(cancel.location.pathname).toBe('/fi/paytrail/cancel');
    expect(cancel.params['checkout-status']).toBe('fail');
    expect(await statusOf(cancelled.order)).toEqual(PAYMENT_OUTCOMES.cancelled);
    const forged = { ...cancel.params, 'checkout-status': 'ok' };
    const refused = await callback(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'signature', message: 'The payment message is not signed correctly' },
    ]);
    expect((await returnPage(cancelled.order, forged)).status).toBe(400);
    expect((await returnPage(cancelled.order, cancel.params)).body.result).toEqual(
      PAYMENT_OUTCOMES.cancelled,
    );

    const failed = await placedOrder('visa');
    expect((await pay(failed.form, 'fail')).params['checkout-provider']).toBe('creditcard');
    expect(await statusOf(failed.order)).toEqual(PAYMENT_OUTCOMES.cancelled);

    const unprocessable = await placedOrder();
    await pay(unprocessable.form, 'unprocessable');
    expect(await statusOf(unprocessable.order)).toEqual(PAYMENT_OUTCOMES.toCheck);
  });

  it("checks the request's signature and answers signed JSON with the hosted page and the providers", async () => {
    const wrong = await createPayment(payment, 'another secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 'error' });

    const notAddingUp = await createPayment({ ...payment, amount: 1526 });
    expect(notAddingUp.statusCode).toBe(400);

    const created = await createPayment(payment);
    expect(created.statusCode).toBe(201);
    const headers = Object.fromEntries(Object.entries(created.headers).map(([k, v]) => [k, String(v)]));
    expect(isPaytrailSignatureValid(headers, created.body, await sandboxSecret())).toBe(true);
    const answer = created.json<{ transactionId: string; href: string; providers: { id: string }[] }>();
    expect(answer.providers.map((p) => p.id)).toContain('osuuspankki');
    // The hosted page is opened with GET; without a chosen bank it shows the first one.
    const hosted = await testApp.app.inject({
      method: 'GET',
      url: answer.href.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain('<html lang="en">');
    expect(hosted.body).toContain('Test bank');
  });
});

describe(`Paytrail Payment API callbacks cannot be forged or replayed on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("refuses an ok callback signed with Paytrail's published test secret, and the order stays unpaid", async () => {
    const { order } = await placedOrder();
    const fields: Record<string, string> = {
      'checkout-account': '375917',
      'checkout-algorithm': 'sha256',
      'checkout-amount': String(Math.round(order.grandTotal * 100)),
      'checkout-stamp': crypto.randomUUID(),
      'checkout-reference': order.orderNumber,
      'checkout-transaction-id': crypto.randomUUID(),
      'checkout-status': 'ok',
      'checkout-provider': 'osuuspankki',
    };
    const forged = { ...fields, signature: paytrailHmac('SAIPPUAKAUPPIAS', fields, '') };
    expect((await callback(forged)).statusCode).toBe(400);
    expect((await returnPage(order, forged)).status).toBe(400);
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.pending);
  });

  it('answers a replayed callback as already processed, also with an unsigned parameter added', async () => {
    const { form } = await placedOrder();
    const { params } = await pay(form, 'pay');
    const padded = await callback({ ...params, utm_source: 'replay' });
    expect(padded.statusCode).toBe(200);
    expect(padded.json()).toEqual({ code: 200, result: 'already processed' });
    const upper = await callback({ ...params, signature: params.signature!.toUpperCase() });
    expect(upper.json()).toEqual({ code: 200, result: 'already processed' });
  });
});
