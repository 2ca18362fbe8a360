// @postgres: payment events through NOTIFY.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls, PAYMENT_OUTCOMES } from '../order/order-test-helpers.ts';
import { payE2, paytrailCallback, placePaytrailOrder, type PaytrailForm } from './paytrail-test-helpers.ts';
import { SANDBOX_IDS, sandboxSecrets } from '../payment/index.ts';
import { e2Authcode, e2ReturnAuthcode } from '../../providers/paytrail/index.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);

const placedOrder = () => placePaytrailOrder(calls, { 'PARA-500-20': 1 });
const { postForm } = calls;

const pay = (form: PaytrailForm, result: string) => payE2(calls, form, result);

const statusOf = calls.paymentStatus;

const callback = (params: Record<string, string>) => paytrailCallback(testApp, params);

describe(`Paytrail E2 payments against the sandbox on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('builds the signed E2 form: one row of the grand total, VAT and discount 0, algorithm 1, the chosen bank', async () => {
    const { order, form } = await placedOrder();
    expect(form.action).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/paytrail\/e2$/);
    expect(form.fields).toMatchObject({
      MERCHANT_ID: SANDBOX_IDS.paytrailE2MerchantId,
      ORDER_NUMBER: order.orderNumber,
      'ITEM_UNIT_PRICE[0]': order.grandTotal.toFixed(2),
      'ITEM_VAT_PERCENT[0]': '0',
      'ITEM_DISCOUNT_PERCENT[0]': '0',
      ALG: '1',
      LOCALE: 'fi_FI',
      PAYMENT_METHODS: '2',
      PARAMS_OUT: 'ORDER_NUMBER,PAYMENT_ID,AMOUNT,CURRENCY,PAYMENT_METHOD,TIMESTAMP,STATUS',
    });
    expect(form.fields.URL_SUCCESS).toMatch(/\/fi\/paytrail\/success$/);
    expect(form.fields.URL_CANCEL).toMatch(/\/fi\/paytrail\/cancel$/);
    expect(form.fields.URL_NOTIFY).toMatch(/\/api\/paytrail\/transaction\/result$/);
    const { AUTHCODE, ...signed } = form.fields;
    expect(AUTHCODE).toBe(e2Authcode(signed, (await sandboxSecrets(testApp.app.db)).paytrailE2));

    const page = await postForm('/sandbox/paytrail/e2', form.fields);
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain('Testipankki');
    expect(page.body).toContain('OP');
    const forged = await postForm('/sandbox/paytrail/e2', { ...form.fields, 'ITEM_UNIT_PRICE[0]': '0.65' });
    expect(forged.statusCode).toBe(400);
  });

  it('pays: the callback pays the order, the success page gets verified return parameters', async () => {
    const { order, form } = await placedOrder();
    const { location, params } = await pay(form, 'pay');
    expect(location.pathname).toBe('/fi/paytrail/success');
    expect(params).toMatchObject({
      ORDER_NUMBER: order.orderNumber,
      STATUS: 'PAID',
      AMOUNT: order.grandTotal.toFixed(2),
    });
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.paid);

    const added = await calls.addPayment(order, { provider: 'paytrail', params });
    expect(added.body).toEqual({ code: 200, result: PAYMENT_OUTCOMES.paid });
    expect((await callback(params)).statusCode).toBe(409);
  });

  it('rejects tampered return parameters and sends cancels and unprocessable payments where they belong', async () => {
    const cancelled = await placedOrder();
    const cancel = await pay(cancelled.form, 'cancel');
    expect(cancel.location.pathname).toBe('/fi/paytrail/cancel');
    const forged = { ...cancel.params, STATUS: 'PAID' };
    expect((await callback(forged)).statusCode).toBe(400);
    const tampered = await calls.addPayment(cancelled.order, { provider: 'paytrail', params: forged });
    expect(tampered.status).toBe(400);
    const returned = await calls.addPayment(cancelled.order, { provider: 'paytrail', params: cancel.params });
    expect(returned.body.result).toEqual(PAYMENT_OUTCOMES.cancelled);

    const unprocessable = await placedOrder();
    await pay(unprocessable.form, 'unprocessable');
    expect(await statusOf(unprocessable.order)).toEqual(PAYMENT_OUTCOMES.toCheck);
  });

  it('builds forms only for the order code and for orders paid through Paytrail', async () => {
    const { order } = await placedOrder();
    expect(
      (
        await calls.call('POST', '/api/paytrail/form', {
          orderId: order.orderId,
          orderCode: 'nope',
          locale: 'fi',
        })
      ).status,
    ).toBe(404);
    const estonian = (await calls.placeOrder(await calls.cartWith({ 'PARA-500-20': 1 }))).body.result;
    const refused = await calls.call('POST', '/api/paytrail/form', {
      orderId: estonian.orderId,
      orderCode: estonian.orderCode,
      locale: 'et',
    });
    expect(refused.status).toBe(400);
  });
});

describe(`Paytrail E2 callbacks cannot be forged or replayed on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("refuses a PAID callback signed with Paytrail's published test secret, and the order stays unpaid", async () => {
    const { order } = await placedOrder();
    const published = '6pKF4jkv97zmqBJ3ZL8gUw5DfT2NMQ';
    const values = {
      ORDER_NUMBER: order.orderNumber,
      PAYMENT_ID: '123456789012',
      AMOUNT: order.grandTotal.toFixed(2),
      CURRENCY: 'EUR',
      PAYMENT_METHOD: '2',
      TIMESTAMP: String(Math.floor(Date.now() / 1000)),
      STATUS: 'PAID',
    };
    const forged = { ...values, RETURN_AUTHCODE: e2ReturnAuthcode(Object.values(values), published) };
    expect((await callback(forged)).statusCode).toBe(400);
    const returned = await calls.addPayment(order, { provider: 'paytrail', params: forged });
    expect(returned.status).toBe(400);
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.pending);
  });

  it('refuses a replayed callback as a replay, also with an unsigned parameter added or the code in lower case', async () => {
    const { form } = await placedOrder();
    const { params } = await pay(form, 'pay');
    expect((await callback(params)).statusCode).toBe(409);
    const padded = await callback({ ...params, utm_source: 'replay' });
    expect(padded.statusCode).toBe(409);
    expect(padded.json()).toMatchObject({ result: 'This notification was already processed' });
    const lower = await callback({ ...params, RETURN_AUTHCODE: params.RETURN_AUTHCODE!.toLowerCase() });
    expect(lower.statusCode).toBe(409);
  });
});
