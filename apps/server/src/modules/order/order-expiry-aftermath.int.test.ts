// @postgres: the refund and the mail are written in the cancelling transaction on the locked row.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import type { RefundRequest } from '../payment/index.ts';
import { expireUnpaidOrders } from './order-expiry.ts';
import { noCarriers } from './order-shipments.ts';
import { checkoutCalls, testLifeSteps } from './order-test-helpers.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);

const TTL = 60;
/** A moment the orders placed by these tests are past the 60-minute window. */
const later = (minutes = TTL + 1) => new Date(Date.now() + minutes * 60_000);

async function setStock(sku: string, qty: number) {
  await testApp.app.db.execute(
    sql`update stock_item set qty = ${qty}, reserved_qty = 0, is_in_stock = true
        where product_id = (select id from product where sku = ${sku})`,
  );
}

async function place(lines: Record<string, number>, body?: object) {
  const placed = await calls.placeOrder(await calls.cartWith(lines), body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return calls.orderRow(placed.body.result.orderId as string);
}

describe(`what follows an expiry on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  /** The life steps the app hands the sweep, with a provider that records what it is asked to refund. */
  function aftermath() {
    const refunds: RefundRequest[] = [];
    const life = testLifeSteps(testApp.app, {
      refunds: (request) => {
        refunds.push(request);
        return Promise.resolve({ status: 'settled', providerRefundId: `R-${refunds.length}` });
      },
      shipments: noCarriers,
      publicUrl: 'https://apteek.example',
    });
    return { refunds, expired: life.expired };
  }
  /** The cancel mails to the address (the order's confirmation is there too). */
  const mailsTo = async (email: string) =>
    (
      await testApp.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.recipient, email))
    ).filter((mail) => mail.subject.includes('tühistatud'));

  it('mails the customer of an unpaid order it cancels, in the store’s language, and refunds nothing unpaid', async () => {
    await setStock('CETI-10-30', 30);
    const email = `expired.${randomUUID()}@example.ee`;
    const body = calls.orderBody();
    const order = await place(
      { 'CETI-10-30': 1 },
      { ...body, personalDetails: { ...body.personalDetails, emailAddress: email } },
    );
    const { refunds, expired } = aftermath();
    expect(
      await expireUnpaidOrders(testApp.app.db, { ttlMinutes: TTL, now: later(), aftermath: expired }),
    ).toContain(order.orderNumber);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.orderNumber);
    expect(mails[0]!.textBody).toContain(`https://apteek.example/order/${order.id}`);
    expect(refunds).toEqual([]);
    // A second sweep neither mails again nor refunds.
    await expireUnpaidOrders(testApp.app.db, { ttlMinutes: TTL, now: later(24 * 60), aftermath: expired });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refunds what was paid for an order it cancels, through the transaction that paid it, and says so', async () => {
    await setStock('LORA-10-30', 30);
    const email = `expired.paid.${randomUUID()}@example.ee`;
    const body = calls.orderBody();
    const order = await place(
      { 'LORA-10-30': 1 },
      { ...body, personalDetails: { ...body.personalDetails, emailAddress: email } },
    );
    // Part of the total came through a provider while the order still waited for the rest.
    await testApp.app.db.insert(schema.salesOrderPayment).values({
      orderId: order.id,
      provider: 'maksekeskus',
      transactionId: 'T-PART',
      status: 'COMPLETED',
      amount: 150,
      message: {},
    });
    const { refunds, expired } = aftermath();
    expect(
      await expireUnpaidOrders(testApp.app.db, { ttlMinutes: TTL, now: later(), aftermath: expired }),
    ).toContain(order.orderNumber);
    expect(refunds).toEqual([
      expect.objectContaining({ provider: 'maksekeskus', transactionId: 'T-PART', amount: 150 }),
    ]);
    const kept = await testApp.app.db
      .select()
      .from(schema.salesOrderRefund)
      .where(eq(schema.salesOrderRefund.orderId, order.id));
    expect(kept).toEqual([expect.objectContaining({ amount: 150, status: 'settled' })]);
    const [mail] = await mailsTo(email);
    expect(mail!.textBody).toContain('1,50');
    await expireUnpaidOrders(testApp.app.db, { ttlMinutes: TTL, now: later(24 * 60), aftermath: expired });
    expect(refunds).toHaveLength(1);
  });
});
