// @postgres: order transactions and raw SQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { CHECKOUT_MESSAGES, FORM_MESSAGES, ORDER_MESSAGES } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls } from './order-test-helpers.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);
const available = calls.stock;

const base = calls.orderBody();
/** Order body changes the checkout refuses, with the field and message it names. */
const INVALID_ORDERS: [Record<string, unknown>, string, string][] = [
  [
    { shipping: { ...base.shipping, address: { ...base.shipping.address, zipCode: '1011' } } },
    'shipping.address.zipCode',
    FORM_MESSAGES.zipCode,
  ],
  [
    {
      shipping: {
        ...base.shipping,
        address: { ...base.shipping.address, streetAddress: 'x'.repeat(101) },
      },
    },
    'shipping.address.streetAddress',
    'Maximum length of 100 characters',
  ],
  [
    { shipping: { ...base.shipping, address: { ...base.shipping.address, state: '' } } },
    'shipping.address.state',
    FORM_MESSAGES.required,
  ],
  [
    { shipping: { type: 'ParcelMachine', carrierCode: 'omniva', methodCode: 'parcelmachine' } },
    'shipping.parcelMachineId',
    CHECKOUT_MESSAGES.parcelMachine,
  ],
  [{ termsAccepted: false }, 'termsAccepted', FORM_MESSAGES.terms],
  [
    { personalDetails: { ...base.personalDetails, emailAddress: 'mari@' } },
    'personalDetails.emailAddress',
    FORM_MESSAGES.email,
  ],
  [
    { personalDetails: { ...base.personalDetails, phoneNumber: '12' } },
    'personalDetails.phoneNumber',
    FORM_MESSAGES.phone,
  ],
  [
    { personalDetails: { ...base.personalDetails, firstName: 'M' } },
    'personalDetails.firstName',
    FORM_MESSAGES.nameTooShort,
  ],
  [
    { personalDetails: { ...base.personalDetails, createAccount: true, password: 'short' } },
    'personalDetails.password',
    FORM_MESSAGES.passwordTooShort,
  ],
  [{ payment: { method: 'maksekeskus', bank: 'op' } }, 'payment.bank', CHECKOUT_MESSAGES.bank],
  [
    { payment: { method: 'maksekeskus', bank: 'seb', company: 'Apteek OÜ', taxId: 'EE' } },
    'payment.taxId',
    FORM_MESSAGES.taxIdTooShort,
  ],
  [{ payment: { method: 'paytrail' } }, 'payment.method', CHECKOUT_MESSAGES.paymentMethod],
  [
    { shipping: { ...base.shipping, methodCode: 'express' } },
    'shipping.methodCode',
    CHECKOUT_MESSAGES.shippingMethod,
  ],
  [
    {
      shipping: {
        type: 'ParcelMachine',
        carrierCode: 'omniva',
        methodCode: 'parcelmachine',
        parcelMachineId: 'smartposti-ee-101',
      },
    },
    'shipping.parcelMachineId',
    CHECKOUT_MESSAGES.parcelMachine,
  ],
];

describe(`orders on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('places a guest order from the cart: priced by the server, stock reserved, cart closed, e-mail sent', async () => {
    const { call, cartWith, placeOrder } = calls;
    const cartId = await cartWith({ 'PARA-500-20': 2 });
    const before = await available('PARA-500-20');
    const { status, body } = await placeOrder(cartId);
    expect(status).toBe(200);
    const order = body.result;
    expect(order).toMatchObject({
      status: 'PendingPayment',
      currencyCode: 'EUR',
      paymentMethod: 'maksekeskus',
    });
    expect(order.orderNumber).toMatch(/^\d{9}$/);
    expect(order.orderCode).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const row = await calls.orderRow(order.orderId as string);
    const lines = await testApp.app.db
      .select()
      .from(schema.salesOrderLine)
      .where(eq(schema.salesOrderLine.orderId, order.orderId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sku: 'PARA-500-20', qty: 2 });
    expect(row.grandTotal).toBe(lines[0]!.rowTotalInclTax - lines[0]!.discount + 500);
    expect(order.grandTotal).toBe(row.grandTotal / 100);
    expect((await available('PARA-500-20')).reserved).toBe(before.reserved + 2);

    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
    const outbox = (await call('GET', '/api/mail/outbox')).body.result as {
      to: string;
      subject: string;
      text: string;
    }[];
    const mail = outbox.find((m) => m.subject.includes(order.orderNumber))!;
    expect(mail).toMatchObject({
      to: 'mari.tamm@example.ee',
      subject: `Tellimus ${order.orderNumber} on vastu võetud – Apteek`,
    });
    expect(mail.text).toContain('Kuller');
  });

  it('keeps the coupon discount and counts the coupon once', async () => {
    const { call, cartWith, placeOrder } = calls;
    await testApp.app.db
      .insert(schema.salesRule)
      .values({ code: 'ORDERTEST10', type: 'percent', scope: 'cart', amount: 10, skus: null })
      .onConflictDoNothing();
    const cartId = await cartWith({ 'PARA-500-20': 2 });
    expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=ordertest10`)).status).toBe(
      200,
    );
    const timesUsed = async () =>
      (
        await testApp.app.db.select().from(schema.salesRule).where(eq(schema.salesRule.code, 'ORDERTEST10'))
      )[0]!.timesUsed;
    const before = await timesUsed();
    const placed = await placeOrder(cartId);
    expect(placed.status).toBe(200);
    const row = await calls.orderRow(placed.body.result.orderId as string);
    expect(row).toMatchObject({ couponCode: 'ORDERTEST10' });
    expect(row.discount).toBeGreaterThan(0);
    expect(row.grandTotal).toBe(row.subtotalInclTax - row.discount + row.shippingInclTax);
    expect(await timesUsed()).toBe(before + 1);
  });

  it('answers the same order for the same idempotency key and writes one row', async () => {
    const { cartWith, placeOrder } = calls;
    const cartId = await cartWith({ 'PARA-500-20': 1 });
    const key = 'checkout-key-0001';
    const [first, second] = await Promise.all([
      placeOrder(cartId, undefined, { key }),
      placeOrder(cartId, undefined, { key }),
    ]);
    const third = await placeOrder(cartId, undefined, { key });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.body.result.orderId).toBe(first.body.result.orderId);
    expect(third.body.result).toEqual(first.body.result);
    const rows = await testApp.app.db
      .select()
      .from(schema.salesOrder)
      .where(eq(schema.salesOrder.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('needs an idempotency key', async () => {
    const { call, cartWith, orderBody } = calls;
    const cartId = await cartWith({ 'PARA-500-20': 1 });
    const noKey = await call('POST', `/api/order?cartId=${cartId}`, orderBody());
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toEqual([{ field: 'Idempotency-Key', message: FORM_MESSAGES.required }]);
  });

  it('names each field the checkout checks, with their messages', async () => {
    const { call, cartWith, orderBody, placeOrder } = calls;
    const cartId = await cartWith({ 'PARA-500-20': 1 });
    for (const [override, field, message] of INVALID_ORDERS) {
      const { status, body } = await placeOrder(cartId, orderBody(override));
      expect(status, field).toBe(400);
      expect(body.errors, field).toContainEqual({ field, message });
    }
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });

  it('sends cold-chain goods only by methods that keep the chain', async () => {
    const { cartWith, orderBody, placeOrder } = calls;
    const cartId = await cartWith({ 'PROB-CAPS-10': 1 });
    const locker = {
      type: 'ParcelMachine',
      carrierCode: 'omniva',
      methodCode: 'parcelmachine',
      parcelMachineId: 'omniva-ee-96071',
    };
    const refused = await placeOrder(cartId, orderBody({ shipping: locker }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'shipping.methodCode', message: CHECKOUT_MESSAGES.shippingMethod },
    ]);
    const pickup = { type: 'Pickup', carrierCode: 'pickup', methodCode: 'pharmacy' };
    expect((await placeOrder(cartId, orderBody({ shipping: pickup }))).status).toBe(200);
  });

  it('sends ordinary goods to a parcel machine and refuses cash on delivery for a virtual cart', async () => {
    const { cartWith, orderBody, placeOrder } = calls;
    const locker = {
      type: 'ParcelMachine',
      carrierCode: 'smartposti',
      methodCode: 'parcelmachine',
      parcelMachineId: 'smartposti-ee-101',
    };
    const placed = await placeOrder(
      await cartWith({ 'PARA-500-20': 1 }),
      orderBody({ shipping: locker, payment: { method: 'cashondelivery' } }),
    );
    expect(placed.status).toBe(200);
    expect(placed.body.result.status).toBe('Processing');
    const row = await calls.orderRow(placed.body.result.orderId as string);
    expect(row).toMatchObject({
      parcelMachineId: 'smartposti-ee-101',
      shippingCarrierCode: 'smartposti',
      shippingInclTax: 295,
    });

    const virtual = await cartWith({ 'CONSULT-30': 1 });
    const cash = await placeOrder(virtual, orderBody({ payment: { method: 'cashondelivery' } }));
    expect(cash.status).toBe(400);
    expect(cash.body.errors).toEqual([{ field: 'payment.method', message: CHECKOUT_MESSAGES.paymentMethod }]);
    expect((await placeOrder(virtual)).status).toBe(200);
  });

  it('refuses an order when stock is short, reserving nothing and keeping the cart', async () => {
    const { call, cartWith, placeOrder } = calls;
    const cartId = await cartWith({ 'IBU-400-20': 3, 'PARA-500-20': 1 });
    const ibuprofen = await available('IBU-400-20');
    const paracetamol = await available('PARA-500-20');
    await testApp.app.db.execute(
      sql`update stock_item set reserved_qty = qty - 2 where product_id = (select id from product where sku = 'IBU-400-20')`,
    );
    const { status, body } = await placeOrder(cartId);
    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, result: ORDER_MESSAGES.outOfStock, reason: 'out_of_stock' });
    expect((await available('PARA-500-20')).reserved).toBe(paracetamol.reserved);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
    await testApp.app.db.execute(
      sql`update stock_item set reserved_qty = ${ibuprofen.reserved} where product_id = (select id from product where sku = 'IBU-400-20')`,
    );
  });

  it('refuses an order whose totals moved since the shopper saw them', async () => {
    const { cartWith, orderBody, placeOrder } = calls;
    const { status, body } = await placeOrder(
      await cartWith({ 'PARA-500-20': 1 }),
      orderBody({ expectedGrandTotal: 0.5 }),
    );
    expect(status).toBe(409);
    expect(body.result).toBe(ORDER_MESSAGES.pricesChanged);
  });

  it('creates an account for a guest who asks, binds orders to customers and lists only their own', async () => {
    const { call, cartWith, orderBody, placeOrder } = calls;
    const person = {
      firstName: 'Jaan',
      lastName: 'Kask',
      emailAddress: 'jaan.kask@example.ee',
      phoneNumber: '+37255512345',
      createAccount: true,
      password: 'Parool-123',
    };
    const guest = await placeOrder(
      await cartWith({ 'PARA-500-20': 1 }),
      orderBody({ personalDetails: person }),
    );
    expect(guest.status).toBe(200);
    const login = await call('POST', '/api/user/login', {
      username: person.emailAddress,
      password: person.password,
    });
    expect(login.status).toBe(200);
    const token = login.body.result as string;

    const own = await placeOrder(await cartWith({ 'IBU-400-20': 1 }, { token }), orderBody(), { token });
    expect(own.status).toBe(200);
    await placeOrder(await cartWith({ 'PARA-500-20': 1 }));

    const history = await call('GET', '/api/order/history', undefined, { authorization: `Bearer ${token}` });
    expect(history.status).toBe(200);
    expect(history.body.result).toMatchObject({ totalCount: 2, pageSize: 20, currentPage: 1 });
    expect(history.body.result.items.map((o: { orderId: string }) => o.orderId)).toEqual([
      own.body.result.orderId,
      guest.body.result.orderId,
    ]);
    expect(history.body.result.items[0]).toMatchObject({
      status: 'PendingPayment',
      shippingType: 'Courier',
      items: [{ sku: 'IBU-400-20', qty: 1 }],
    });
    const paged = await call('GET', '/api/order/history?pageSize=1&currentPage=2', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(paged.body.result.items.map((o: { orderId: string }) => o.orderId)).toEqual([
      guest.body.result.orderId,
    ]);

    expect((await call('GET', '/api/order/history')).status).toBe(401);
    const taken = await placeOrder(
      await cartWith({ 'PARA-500-20': 1 }),
      orderBody({ personalDetails: person }),
    );
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.[0]?.field).toBe('personalDetails.emailAddress');
  });

  it('answers the payment status only to whoever holds the order code', async () => {
    const { call, cartWith, placeOrder } = calls;
    const { orderId, orderCode } = (await placeOrder(await cartWith({ 'PARA-500-20': 1 }))).body.result;
    const status = await call('GET', `/api/order/${orderId}/paymentStatus?orderCode=${orderCode}`);
    expect(status.body).toEqual({
      code: 200,
      result: { paymentStatus: 'pending', orderStatus: 'PendingPayment' },
    });
    expect((await call('GET', `/api/order/${orderId}/paymentStatus?orderCode=wrong`)).status).toBe(404);
    expect((await call('GET', `/api/order/not-an-id/paymentStatus?orderCode=${orderCode}`)).status).toBe(404);
    const payment = await call('POST', `/api/order/${orderId}/payment`, {
      orderCode: 'wrong',
      paymentInfo: { provider: 'maksekeskus', json: '{}', mac: 'X' },
    });
    expect(payment.status).toBe(404);
  });

  it('lists parcel machines per carrier and country and the providers with current bank names', async () => {
    const { call } = calls;
    const omniva = (await call('GET', '/api/parcel-machines?carrier=omniva&country=EE')).body.result as {
      carrierCode: string;
      country: string;
    }[];
    expect(omniva.length).toBeGreaterThanOrEqual(24);
    expect(omniva.every((m) => m.carrierCode === 'omniva' && m.country === 'EE')).toBe(true);
    const finnish = (await call('GET', '/api/parcel-machines?carrier=smartposti&country=FI')).body.result;
    expect(finnish.length).toBeGreaterThanOrEqual(24);
    expect(finnish[0]).toMatchObject({
      id: expect.stringMatching(/^smartposti-fi-/),
      zipCode: expect.stringMatching(/^\d{5}$/),
    });
    expect((await call('GET', '/api/parcel-machines?country=SE')).status).toBe(400);

    const providers = (await call('GET', '/api/payment/providers')).body.result;
    expect(providers.sandbox).toBe(true);
    expect(providers.maksekeskus.banks).toContainEqual({ id: 'nordea', name: 'Luminor' });
    expect(providers.maksekeskus.banks).toContainEqual({ id: 'krediidipank', name: 'Coop Pank' });
    const spec = ['swedbank', 'seb', 'lhv', 'nordea', 'krediidipank', 'pocopay', 'mastercard', 'visa'];
    expect(providers.maksekeskus.banks.map((b: { id: string }) => b.id)).toEqual(spec);
    expect(providers.paytrail.banks.length).toBeGreaterThan(5);
  });
});
