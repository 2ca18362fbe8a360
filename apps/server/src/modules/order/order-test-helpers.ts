import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '@apteek/db';
import { apiCall } from '../../test-app.ts';
import { ESTONIAN_COURIER_ORDER } from '../../testing/order-bodies.ts';
import { createMailer } from '../mail/index.ts';
import { orderLifeSteps, type LifeDeps } from './order-life-steps.ts';

/** What placing an order answers. */
export interface PlacedOrder {
  orderId: string;
  orderCode: string;
  orderNumber: string;
  grandTotal: number;
}

/** A Finnish shopper's order to a parcel machine, paid by Paytrail through the given bank. */
export const finnishOrder = (bank = 'op') => ({
  storeCode: 'fi',
  personalDetails: {
    firstName: 'Aino',
    lastName: 'Virtanen',
    emailAddress: 'aino@example.fi',
    phoneNumber: '040 123 4567',
  },
  shipping: {
    type: 'ParcelMachine',
    carrierCode: 'smartposti',
    methodCode: 'parcelmachine',
    parcelMachineId: 'smartposti-fi-2001',
  },
  payment: { method: 'paytrail', bank },
});

/** How an order stands after its payment, as the payment status call and the return page answer it. */
export const PAYMENT_OUTCOMES = {
  paid: { paymentStatus: 'paid', orderStatus: 'Paid' },
  cancelled: { paymentStatus: 'cancelled', orderStatus: 'PendingPayment' },
  failed: { paymentStatus: 'failed', orderStatus: 'PendingPayment' },
  pending: { paymentStatus: 'pending', orderStatus: 'PendingPayment' },
  /** Paid, but the shop could not process it: the order waits for a person's check. */
  toCheck: { paymentStatus: 'paid', orderStatus: 'ManualCheck' },
} as const;

/**
 * Calls for the checkout stories: a cart with lines, a valid order body, placing it. The app is
 * read at each call, so the calls may be made before useTestApp() has built it.
 */
/** A Maksekeskus transaction request for the order, as the shop's payment page sends it. */
export const maksekeskusTransaction = (order: PlacedOrder, overrides: Record<string, unknown> = {}) => ({
  reference: order.orderNumber,
  orderCode: order.orderCode,
  locale: 'et',
  countryCode: 'EE',
  amount: order.grandTotal,
  currencyCode: 'EUR',
  paymentMethod: 'swedbank',
  email: 'mari.tamm@example.ee',
  returnUrl: 'http://localhost/maksekeskus-status/ok',
  cancelUrl: 'http://localhost/maksekeskus-status/cancel',
  ...overrides,
});

export function checkoutCalls(testApp: { readonly app: FastifyInstance }) {
  const call = apiCall(testApp);

  async function cartWith(
    lines: Record<string, number>,
    options: { storeCode?: string; token?: string } = {},
  ) {
    const auth: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    const created = await call(
      'POST',
      `/api/cart/create?storeCode=${options.storeCode ?? 'ee'}`,
      undefined,
      auth,
    );
    const cartId = created.body.result as string;
    for (const [sku, qty] of Object.entries(lines)) {
      const added = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } }, auth);
      if (added.status !== 200) throw new Error(`adding ${sku}: ${JSON.stringify(added.body)}`);
    }
    return cartId;
  }

  function orderBody(overrides: Record<string, unknown> = {}) {
    return { ...structuredClone(ESTONIAN_COURIER_ORDER), ...overrides };
  }

  function placeOrder(
    cartId: string,
    body: object = orderBody(),
    options: { key?: string; token?: string } = {},
  ) {
    return call('POST', `/api/order?cartId=${cartId}`, body, {
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    });
  }

  /** Posts a form as the shopper's browser does, e.g. on a payment sandbox's page. */
  function postForm(url: string, fields: Record<string, string>) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** The order's payment status, as the shop's return page polls it. */
  async function paymentStatus(order: { orderId: string; orderCode: string }) {
    return (await call('GET', `/api/order/${order.orderId}/paymentStatus?orderCode=${order.orderCode}`)).body
      .result;
  }

  /** The shop's return page handing the order what the payment provider sent back with the shopper. */
  function addPayment(order: { orderId: string; orderCode: string }, paymentInfo: Record<string, unknown>) {
    return call('POST', `/api/order/${order.orderId}/payment`, { orderCode: order.orderCode, paymentInfo });
  }

  /** A product's stock as the database holds it: on hand, and reserved by orders not yet settled. */
  async function stock(sku: string) {
    const [row] = await testApp.app.db
      .select({ qty: schema.stockItem.qty, reserved: schema.stockItem.reservedQty })
      .from(schema.stockItem)
      .innerJoin(schema.product, eq(schema.product.id, schema.stockItem.productId))
      .where(eq(schema.product.sku, sku));
    return row!;
  }

  /** The order's row as the database holds it. */
  async function orderRow(orderId: string) {
    const [row] = await testApp.app.db
      .select()
      .from(schema.salesOrder)
      .where(eq(schema.salesOrder.id, orderId));
    return row!;
  }

  return { call, cartWith, orderBody, placeOrder, postForm, paymentStatus, addPayment, stock, orderRow };
}

/**
 * The order's life steps as the app wires them on the test app's database, its mails kept in the
 * database's outbox, with the refunds and shipments a test gives.
 */
export function testLifeSteps(
  app: FastifyInstance,
  deps: Pick<LifeDeps, 'refunds' | 'shipments'> & Partial<Pick<LifeDeps, 'publicUrl'>>,
) {
  const mailer = createMailer({
    db: app.db,
    smtpUrl: null,
    outboxDir: '/nonexistent',
    log: app.log,
    worker: false,
  });
  return orderLifeSteps({ db: app.db, mailer, now: () => new Date(), ...deps });
}
