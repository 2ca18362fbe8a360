import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';
import {
  checkoutCalls,
  finnishOrder,
  maksekeskusTransaction as transactionBody,
  PAYMENT_OUTCOMES,
  type PlacedOrder,
} from '../order/order-test-helpers.ts';
import { sandboxSecrets } from '../payment/index.ts';
import { maksekeskusMac } from '../../providers/maksekeskus/index.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);

const RETURN = 'http://localhost/maksekeskus-status/ok';
const CANCEL = 'http://localhost/maksekeskus-status/cancel';

async function placedOrder(locale = 'et') {
  const placed = await calls.placeOrder(await calls.cartWith({ 'PARA-500-20': 1 }));
  const order = placed.body.result as PlacedOrder;
  const transaction = await calls.call(
    'POST',
    '/api/maksekeskus/transaction',
    transactionBody(order, { locale, paymentMethod: 'nordea' }),
  );
  return { order, transaction };
}

/** The shopper's choice on the sandbox's bank page; answers the redirect's json and mac. */
async function endPayment(url: string, result: string) {
  const page = new URL(url);
  const response = await calls.postForm('/sandbox/maksekeskus/pay', {
    t: page.searchParams.get('t')!,
    channel: page.searchParams.get('channel')!,
    result,
  });
  expect(response.statusCode).toBe(303);
  const location = new URL(response.headers.location as string);
  return { location, json: location.searchParams.get('json')!, mac: location.searchParams.get('mac')! };
}

const statusOf = calls.paymentStatus;

const notify = (json: string, mac: string) => calls.postForm('/api/maksekeskus/notification', { json, mac });

describe(`Maksekeskus payments against the sandbox on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('starts a transaction whose url opens the chosen bank on a test bank page in the shopper language', async () => {
    const { transaction } = await placedOrder('ru');
    expect(transaction.status).toBe(200);
    const { url, transactionId } = transaction.body.result;
    expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/maksekeskus\/pay\?t=.+&channel=luminor$/);
    const page = await testApp.app.inject({
      method: 'GET',
      url: new URL(url).pathname + new URL(url).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Тестовый банк');
    expect(page.body).toContain('Luminor');
    for (const choice of ['pay', 'cancel', 'fail', 'unprocessable'])
      expect(page.body).toContain(`value="${choice}"`);
  });

  it('pays: the notification pays the order, the return page hands back a verified json and mac', async () => {
    const { order, transaction } = await placedOrder();
    const { location, json, mac } = await endPayment(transaction.body.result.url, 'pay');
    expect(location.origin + location.pathname).toBe(RETURN);
    expect(mac).toBe(maksekeskusMac(json, (await sandboxSecrets(testApp.app.db)).maksekeskus));
    expect(JSON.parse(json)).toMatchObject({
      status: 'COMPLETED',
      reference: order.orderNumber,
      transaction: transaction.body.result.transactionId,
    });
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.paid);

    const added = await calls.addPayment(order, { provider: 'maksekeskus', json, mac });
    expect(added.body).toEqual({ code: 200, result: PAYMENT_OUTCOMES.paid });

    const replay = await notify(json, mac);
    expect(replay.statusCode).toBe(409);
  });

  it('rejects a tampered MAC or message and ignores a message about another order', async () => {
    const { order, transaction } = await placedOrder();
    const { json, mac } = await endPayment(transaction.body.result.url, 'cancel');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    expect((await notify(json, flipped)).statusCode).toBe(400);
    const forged = json.replace('"CANCELLED"', '"COMPLETED"');
    expect((await notify(forged, mac)).statusCode).toBe(400);
    const tampered = await calls.addPayment(order, { provider: 'maksekeskus', json: forged, mac });
    expect(tampered.status).toBe(400);
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.cancelled);

    const other = await placedOrder();
    const paidElsewhere = await endPayment(other.transaction.body.result.url, 'pay');
    const misdirected = await calls.addPayment(order, {
      provider: 'maksekeskus',
      json: paidElsewhere.json,
      mac: paidElsewhere.mac,
    });
    expect(misdirected.body.result).toEqual(PAYMENT_OUTCOMES.cancelled);
  });

  it('keeps a cancelled order payable, marks failures, and sends a payment it cannot accept to manual check', async () => {
    const cancelled = await placedOrder();
    const cancel = await endPayment(cancelled.transaction.body.result.url, 'cancel');
    expect(cancel.location.origin + cancel.location.pathname).toBe(CANCEL);
    expect(await statusOf(cancelled.order)).toEqual(PAYMENT_OUTCOMES.cancelled);
    const retry = await calls.call('POST', '/api/maksekeskus/transaction', {
      reference: cancelled.order.orderNumber,
      orderCode: cancelled.order.orderCode,
      locale: 'et',
      countryCode: 'EE',
      amount: cancelled.order.grandTotal,
      currencyCode: 'EUR',
      paymentMethod: 'visa',
      email: 'mari.tamm@example.ee',
      returnUrl: RETURN,
      cancelUrl: CANCEL,
    });
    await endPayment(retry.body.result.url, 'pay');
    expect(await statusOf(cancelled.order)).toEqual(PAYMENT_OUTCOMES.paid);

    const failed = await placedOrder();
    await endPayment(failed.transaction.body.result.url, 'fail');
    expect(await statusOf(failed.order)).toEqual(PAYMENT_OUTCOMES.failed);

    const unprocessable = await placedOrder();
    await endPayment(unprocessable.transaction.body.result.url, 'unprocessable');
    expect(await statusOf(unprocessable.order)).toEqual(PAYMENT_OUTCOMES.toCheck);
  });

  it('starts transactions only for the listed methods, the order total and orders waiting for payment', async () => {
    const { order } = await placedOrder();
    const body = transactionBody(order);
    const cases: [object, number, string][] = [
      [{ paymentMethod: 'luminor' }, 400, 'paymentMethod'],
      [{ amount: order.grandTotal + 1 }, 400, 'amount'],
      [{ reference: '999999999' }, 404, ''],
      [{ returnUrl: 'javascript:alert(1)' }, 400, 'returnUrl'],
    ];
    for (const [override, status, field] of cases) {
      const answer = await calls.call('POST', '/api/maksekeskus/transaction', { ...body, ...override });
      expect(answer.status, JSON.stringify(override)).toBe(status);
      if (field) expect(answer.body.errors?.[0]?.field).toBe(field);
    }
    const denied = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/maksekeskus/v1/transactions',
      payload: {},
    });
    expect(denied.statusCode).toBe(401);
  });
});

/** The sandbox shop's credentials as they once stood in the source: anyone could sign with them. */
const PUBLISHED_SHOP = { shopId: 'apteek-sandbox-shop', secretKey: 'apteek-sandbox-secret-key' };

describe(`Maksekeskus messages and transactions cannot be forged on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('refuses a COMPLETED notification signed with a key anyone could read, and the order stays unpaid', async () => {
    const { order } = await placedOrder();
    const json = JSON.stringify({
      amount: order.grandTotal.toFixed(2),
      currency: 'EUR',
      merchant_data: '',
      message_time: new Date().toISOString(),
      message_type: 'payment_return',
      reference: order.orderNumber,
      shop: PUBLISHED_SHOP.shopId,
      status: 'COMPLETED',
      transaction: crypto.randomUUID(),
      channel: 'swedbank',
    });
    const forged = await notify(json, maksekeskusMac(json, PUBLISHED_SHOP.secretKey));
    expect(forged.statusCode).toBe(400);
    const returned = await calls.addPayment(order, {
      provider: 'maksekeskus',
      json,
      mac: maksekeskusMac(json, PUBLISHED_SHOP.secretKey),
    });
    expect(returned.status).toBe(400);
    expect(await statusOf(order)).toEqual(PAYMENT_OUTCOMES.pending);
  });

  it('answers an unknown order number and another shopper’s order alike, and starts nothing without the code', async () => {
    const { order: mine } = await placedOrder();
    const { order: theirs } = await placedOrder();
    const paytrail = (
      await calls.placeOrder(
        await calls.cartWith({ 'PARA-500-20': 1 }, { storeCode: 'fi' }),
        calls.orderBody(finnishOrder()),
      )
    ).body.result as PlacedOrder;
    const body = (order: PlacedOrder, orderCode?: string) => {
      const { orderCode: _theirs, ...request } = transactionBody(order);
      return orderCode === undefined ? request : { ...request, orderCode };
    };
    const unknown = { ...theirs, orderNumber: String(Number(theirs.orderNumber) + 1000) };
    const probes = [
      body(unknown, mine.orderCode),
      body(theirs, mine.orderCode),
      body(paytrail, mine.orderCode),
      body(theirs, `${theirs.orderCode.slice(0, -1)}${theirs.orderCode.endsWith('x') ? 'y' : 'x'}`),
    ];
    const answers = [];
    for (const probe of probes) {
      const answer = await calls.call('POST', '/api/maksekeskus/transaction', probe);
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers[0]?.status).toBe(404);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Without a code at all, a known order and an unknown one answer alike too.
    const codeless = [];
    for (const probe of [body(unknown), body(theirs)]) {
      const answer = await calls.call('POST', '/api/maksekeskus/transaction', probe);
      codeless.push({ status: answer.status, body: answer.body });
    }
    expect(codeless[0]?.status).toBeLessThan(500);
    expect(codeless[1]).toEqual(codeless[0]);
    const own = await calls.call('POST', '/api/maksekeskus/transaction', body(theirs, theirs.orderCode));
    expect(own.status).toBe(200);
  });
});
