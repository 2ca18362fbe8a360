// @postgres: stock reservations changed in raw SQL.
import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { documentedAnswer, schemaErrors } from '../../testing/openapi-answers.ts';
import { checkoutCalls, maksekeskusTransaction } from '../order/order-test-helpers.ts';
import { addStaffUser } from './index.ts';

const clock = Date.parse('2026-11-24T10:00:00Z');
const testApp = useTestApp({}, { today: () => '2026-11-24', now: () => new Date(clock) });
const { call, cartWith, orderBody, placeOrder, orderRow, postForm } = checkoutCalls(testApp);

const JSON_HEADERS = { 'content-type': 'application/json' };
const SKU = 'XYLO-01-10';
const PRESCRIPTION = '2611000012';

async function staffCall(method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { cookie, ...(body !== undefined ? JSON_HEADERS : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

let serial = 0;
/** A pharmacist who passed both login steps; answers the staff id and the session cookie. */
async function pharmacist() {
  serial += 1;
  const staff = await addStaffUser(testApp.app.db, {
    email: `orders${serial}@apteek.ee`,
    name: `Checker ${serial}`,
    role: 'pharmacist',
  });
  const first = await call('POST', '/api/staff/login', { email: staff.email, password: staff.password });
  const code = TOTP.generate({ secret: Secret.fromBase32(staff.totpSecret), timestamp: clock });
  const second = await testApp.app.inject({
    method: 'POST',
    url: '/api/staff/login/totp',
    headers: JSON_HEADERS,
    payload: { challenge: first.body.result.challenge, code },
  });
  return { id: staff.id, cookie: String(second.headers['set-cookie']).split(';', 1)[0]!, challenge: first };
}

/** A registered customer's order; with `prescription`, its line is dispensed against a prescription. */
async function customerOrder(options: { storeCode?: string; payment?: object; prescription?: boolean }) {
  serial += 1;
  const email = `rx.customer${serial}@example.ee`;
  const token = await registeredCustomerToken(testApp, email);
  const storeCode = options.storeCode ?? 'ee';
  const cartId = await cartWith({ [SKU]: 2 }, { storeCode, token });
  const base = orderBody();
  const placed = await placeOrder(
    cartId,
    {
      ...base,
      storeCode,
      personalDetails: { ...base.personalDetails, emailAddress: email },
      payment: options.payment ?? { method: 'cashondelivery' },
    },
    { token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = placed.body.result as { orderId: string; orderNumber: string };
  if (options.prescription) {
    await testApp.app.db
      .update(schema.salesOrderLine)
      .set({ prescriptionNumber: PRESCRIPTION, patientCode: '38001010008' })
      .where(eq(schema.salesOrderLine.orderId, order.orderId));
  }
  return { ...order, email, token };
}

/** Starts the order's Maksekeskus transaction: the sandbox's payment page and the total it pays. */
async function startPayment(order: { orderId: string }) {
  const row = await orderRow(order.orderId);
  const placed = {
    orderId: row.id,
    orderCode: row.orderCode,
    orderNumber: row.orderNumber,
    grandTotal: row.grandTotal / 100, // the API's total is in euros
  };
  const transaction = await call('POST', '/api/maksekeskus/transaction', maksekeskusTransaction(placed));
  expect(transaction.status, JSON.stringify(transaction.body)).toBe(200);
  return { paymentUrl: new URL(transaction.body.result.url as string), grandTotal: row.grandTotal };
}

async function payInSandbox(page: URL) {
  const paid = await postForm('/sandbox/maksekeskus/pay', {
    t: page.searchParams.get('t')!,
    channel: page.searchParams.get('channel')!,
    result: 'pay',
  });
  expect(paid.statusCode).toBe(303);
}

const setOrder = (orderId: string, values: Partial<typeof schema.salesOrder.$inferInsert>) =>
  testApp.app.db.update(schema.salesOrder).set(values).where(eq(schema.salesOrder.id, orderId));

async function available() {
  const [row] = await testApp.app.db
    .select({ free: sql<number>`${schema.stockItem.qty} - ${schema.stockItem.reservedQty}` })
    .from(schema.stockItem)
    .innerJoin(schema.product, eq(schema.product.id, schema.stockItem.productId))
    .where(eq(schema.product.sku, SKU));
  return Number(row!.free);
}

async function mailsTo(email: string) {
  return testApp.app.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.recipient, email))
    .orderBy(schema.mailOutbox.createdAt);
}

async function auditOf(staffId: number, action: string) {
  return testApp.app.db
    .select()
    .from(schema.staffAuditLog)
    .where(and(eq(schema.staffAuditLog.staffId, staffId), eq(schema.staffAuditLog.action, action)));
}

async function history(token: string) {
  const answer = await call('GET', '/api/order/history', undefined, { authorization: `Bearer ${token}` });
  return answer.body.result.items as { orderNumber: string; status: string }[];
}

describe('orders to check', () => {
  it('lists unchecked prescription orders and ManualCheck orders with only what the check needs', async () => {
    const { cookie } = await pharmacist();
    const rx = await customerOrder({ prescription: true });
    const plain = await customerOrder({});
    const manual = await customerOrder({ payment: { method: 'maksekeskus', bank: 'swedbank' } });
    // The sandbox pays the total its transaction was started with, a cent short of the order's by then.
    const { paymentUrl, grandTotal } = await startPayment(manual);
    await setOrder(manual.orderId, { grandTotal: grandTotal + 1 });
    await payInSandbox(paymentUrl);

    const listed = await staffCall('GET', '/api/staff/orders', cookie);
    expect(listed.status).toBe(200);
    const orders = listed.body.result as { orderNumber: string }[];
    const numbers = orders.map((order) => order.orderNumber);
    expect(numbers).toEqual(expect.arrayContaining([rx.orderNumber, manual.orderNumber]));
    expect(numbers).not.toContain(plain.orderNumber);
    expect(orders.find((order) => order.orderNumber === rx.orderNumber)).toMatchObject({
      status: 'Processing',
      reasons: ['prescription'],
      note: null,
      lines: [{ sku: SKU, qty: 2, prescriptionNumber: PRESCRIPTION }],
    });
    expect(orders.find((order) => order.orderNumber === manual.orderNumber)).toMatchObject({
      status: 'ManualCheck',
      paymentStatus: 'paid',
      reasons: ['manualCheck'],
      // A reason with its figures, not an English sentence: the staff pages word it in their language.
      note: {
        code: 'amountMismatch',
        provider: 'maksekeskus',
        transactionId: expect.any(String),
        amount: grandTotal,
        orderTotal: grandTotal + 1,
      },
    });
    // The answer is what /api/docs says it is, the structured note with it.
    const docs = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(schemaErrors(documentedAnswer(docs, '/api/staff/orders', 'get'), listed.body)).toEqual([]);
    // No personal data beyond the order itself: no name, e-mail, phone, address or patient code.
    const text = JSON.stringify(listed.body);
    for (const personal of ['Kati', 'Karu', rx.email, '5123', 'Narva', '38001010008']) {
      expect(text).not.toContain(personal);
    }
  });

  it('approves a prescription order: checked by whom, confirmed, the customer told; gone from the list', async () => {
    const staff = await pharmacist();
    const rx = await customerOrder({ prescription: true, storeCode: 'en' });

    const approved = await staffCall('POST', `/api/staff/orders/${rx.orderId}/approve`, staff.cookie, {});
    expect(approved.status).toBe(200);
    expect(approved.body.result).toEqual({ orderNumber: rx.orderNumber, status: 'Processing' });
    const row = await orderRow(rx.orderId);
    expect(row).toMatchObject({ status: 'Processing', checkedBy: staff.id, cancelReason: null });
    expect(row.checkedAt).toEqual(new Date(clock));
    expect(row.confirmedAt).toEqual(new Date(clock));

    const listed = await staffCall('GET', '/api/staff/orders', staff.cookie);
    expect(listed.body.result.map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(
      rx.orderNumber,
    );
    const mails = await mailsTo(rx.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      `The pharmacist has checked your order ${rx.orderNumber} – Apteek`,
    );
    expect(await auditOf(staff.id, 'order_approved')).toMatchObject([
      { target: `order ${rx.orderNumber}`, details: { from: 'Processing', to: 'Processing' } },
    ]);
    expect(await history(rx.token)).toMatchObject([{ orderNumber: rx.orderNumber, status: 'Processing' }]);

    const again = await staffCall('POST', `/api/staff/orders/${rx.orderId}/approve`, staff.cookie, {});
    expect(again).toMatchObject({ status: 409, body: { result: 'The order is not waiting for a check.' } });
  });

  it('approves a paid ManualCheck order to Paid and an unpaid cash-on-delivery one to Processing', async () => {
    const staff = await pharmacist();
    const paid = await customerOrder({ payment: { method: 'maksekeskus', bank: 'swedbank' } });
    await setOrder(paid.orderId, {
      status: 'ManualCheck',
      paymentStatus: 'paid',
      note: {
        code: 'amountMismatch',
        provider: 'maksekeskus',
        transactionId: 'T1',
        amount: 1,
        orderTotal: 2,
      },
    });
    const cod = await customerOrder({});
    await setOrder(cod.orderId, { status: 'ManualCheck', note: { code: 'text', text: 'looked odd' } });

    for (const [order, status] of [
      [paid, 'Paid'],
      [cod, 'Processing'],
    ] as const) {
      const approved = await staffCall(
        'POST',
        `/api/staff/orders/${order.orderId}/approve`,
        staff.cookie,
        {},
      );
      expect(approved.body.result).toEqual({ orderNumber: order.orderNumber, status });
      expect((await history(order.token))[0]).toMatchObject({ status });
    }
    expect((await auditOf(staff.id, 'order_approved')).map((entry) => entry.details)).toEqual([
      { from: 'ManualCheck', to: 'Paid' },
      { from: 'ManualCheck', to: 'Processing' },
    ]);
  });

  it('takes the stock again when approving an order whose stock expiry released', async () => {
    const staff = await pharmacist();
    const late = await customerOrder({ payment: { method: 'maksekeskus', bank: 'swedbank' } });
    const before = await available();
    await testApp.app.db.execute(
      sql`update stock_item set reserved_qty = reserved_qty - 2 where product_id = (select id from product where sku = ${SKU})`,
    );
    await setOrder(late.orderId, {
      status: 'ManualCheck',
      paymentStatus: 'paid',
      expiredAt: new Date(clock),
    });
    const approved = await staffCall('POST', `/api/staff/orders/${late.orderId}/approve`, staff.cookie, {});
    expect(approved.body.result.status).toBe('Paid');
    expect(await available()).toBe(before);
    expect((await orderRow(late.orderId)).expiredAt).toBeNull();
  });

  it('cancels with a reason: stock released once, pending payment cancelled, reason mailed and kept', async () => {
    const staff = await pharmacist();
    const before = await available();
    const rx = await customerOrder({ prescription: true });
    expect(await available()).toBe(before - 2);

    const missing = await staffCall('POST', `/api/staff/orders/${rx.orderId}/cancel`, staff.cookie, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'reason', message: 'A reason is required.' }]);
    const blank = await staffCall('POST', `/api/staff/orders/${rx.orderId}/cancel`, staff.cookie, {
      reason: '   ',
    });
    expect(blank.body.errors).toEqual([{ field: 'reason', message: 'A reason is required.' }]);

    const reason = 'The prescription has already been dispensed.';
    const cancelled = await staffCall('POST', `/api/staff/orders/${rx.orderId}/cancel`, staff.cookie, {
      reason,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result).toEqual({ orderNumber: rx.orderNumber, status: 'Cancelled' });
    expect(await available()).toBe(before);
    expect(await orderRow(rx.orderId)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'cancelled',
      cancelReason: reason,
      checkedBy: staff.id,
    });
    const mail = (await mailsTo(rx.email)).find((m) => m.subject.includes('tühistatud'));
    expect(mail?.subject).toBe(`Tellimus ${rx.orderNumber} on tühistatud – Apteek`);
    expect(mail?.textBody).toContain(`Põhjus: ${reason}`);
    expect(await history(rx.token)).toMatchObject([{ orderNumber: rx.orderNumber, status: 'Cancelled' }]);
    const [entry] = await auditOf(staff.id, 'order_cancelled');
    expect(entry).toMatchObject({ details: { from: 'Processing', to: 'Cancelled' } });
    expect(JSON.stringify(entry)).not.toContain(reason);

    const again = await staffCall('POST', `/api/staff/orders/${rx.orderId}/cancel`, staff.cookie, { reason });
    expect(again.status).toBe(409);
    expect(await available()).toBe(before);
  });

  it('does not release again the stock of an order that expiry released', async () => {
    const staff = await pharmacist();
    const late = await customerOrder({ payment: { method: 'maksekeskus', bank: 'swedbank' } });
    await testApp.app.db.execute(
      sql`update stock_item set reserved_qty = reserved_qty - 2 where product_id = (select id from product where sku = ${SKU})`,
    );
    const before = await available();
    await setOrder(late.orderId, {
      status: 'ManualCheck',
      paymentStatus: 'paid',
      expiredAt: new Date(clock),
    });
    const cancelled = await staffCall('POST', `/api/staff/orders/${late.orderId}/cancel`, staff.cookie, {
      reason: 'Out of stock since',
    });
    expect(cancelled.status).toBe(200);
    expect(await available()).toBe(before);
    expect((await orderRow(late.orderId)).paymentStatus).toBe('paid');
    const mail = (await mailsTo(late.email)).find((m) => m.subject.includes('tühistatud'));
    expect(mail?.textBody).toContain('Tasutud summa makstakse teile tagasi.');
  });

  it('answers 404 for an unknown order and 409 for one that needs no check', async () => {
    const staff = await pharmacist();
    const plain = await customerOrder({});
    const unknown = await staffCall(
      'POST',
      '/api/staff/orders/00000000-0000-4000-8000-000000000000/approve',
      staff.cookie,
      {},
    );
    expect(unknown.status).toBe(404);
    expect((await staffCall('POST', '/api/staff/orders/nonsense/approve', staff.cookie, {})).status).toBe(
      404,
    );
    const needless = await staffCall('POST', `/api/staff/orders/${plain.orderId}/approve`, staff.cookie, {});
    expect(needless.status).toBe(409);
  });

  it('refuse a customer token, a guest and a pharmacist without the second factor', async () => {
    const staff = await pharmacist();
    const rx = await customerOrder({ prescription: true });
    const challenge = staff.challenge.body.result.challenge as string;
    const halfway = { cookie: `apteek_staff=${challenge}`, authorization: `Bearer ${challenge}` };
    const customer = { authorization: `Bearer ${rx.token}` };
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/staff/orders'],
      ['POST', `/api/staff/orders/${rx.orderId}/approve`, {}],
      ['POST', `/api/staff/orders/${rx.orderId}/cancel`, { reason: 'x' }],
    ];
    for (const [method, url, body] of routes) {
      for (const headers of [{}, customer, halfway]) {
        const answer = await testApp.app.inject({
          method,
          url,
          headers: { ...(body !== undefined ? JSON_HEADERS : {}), ...headers },
          ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect((await orderRow(rx.orderId)).checkedAt).toBeNull();
  });
});
