// @postgres: batched deletes and updates with FOR UPDATE SKIP LOCKED, partial indexes and cascades, by timestamps with time zone.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { DEFAULT_RETENTION } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';
import { recordAccess } from '../prescription/index.ts';
import { retentionRules, runRetention } from './index.ts';

/**
 * The retention job over every kind of record, run with the clock moved: each kind goes (or is
 * anonymised) one day past its period and stays one day short of it, and the periods are data.
 */
const testApp = useTestApp();
const call = apiCall(testApp);
const { cartWith, orderBody, placeOrder, orderRow } = checkoutCalls(testApp);
const db = () => testApp.app.db;

const DAY = 24 * 3600 * 1000;
/** `months` calendar months and `days` days after `from`. */
function later(from: Date, months: number, days = 0): Date {
  const at = new Date(from.getTime());
  at.setUTCMonth(at.getUTCMonth() + months);
  return new Date(at.getTime() + days * DAY);
}

async function placedOrder(prescription?: string) {
  const cartId = await cartWith({ 'PARA-500-20': 1 });
  const placed = await placeOrder(cartId, orderBody());
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.result.orderId as string;
  if (prescription)
    await db()
      .update(schema.salesOrderLine)
      .set({ prescriptionNumber: prescription, patientCode: '38001010015' })
      .where(eq(schema.salesOrderLine.orderId, orderId));
  return orderId;
}

/** Sets a record's time, as if it had been written `at`. */
const ageOrder = (id: string, at: Date) =>
  db().update(schema.salesOrder).set({ createdAt: at }).where(eq(schema.salesOrder.id, id));

describe(`the retention job on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('holds a row per kind with the default periods (3 years, 1 year, 1 year, 30 days, 1 year), which the job reads', async () => {
    const policy = schema.retentionPolicy;
    const rows = await db()
      .select({ kind: policy.kind, months: policy.months, days: policy.days, action: policy.action })
      .from(policy);
    expect(rows).toEqual(expect.arrayContaining([...DEFAULT_RETENTION]));
    expect(rows).toHaveLength(DEFAULT_RETENTION.length);
    expect(await retentionRules(db())).toEqual(DEFAULT_RETENTION);
  });

  it('anonymises an order 3 years after it was placed, and not a day before, dispensing lines included', async () => {
    const placedAt = new Date('2026-01-15T10:00:00Z');
    const dispensed = await placedOrder('7700000007');
    await ageOrder(dispensed, placedAt);

    await runRetention(db(), later(placedAt, 36, -1));
    expect(await orderRow(dispensed)).toMatchObject({ anonymisedAt: null, email: 'mari.tamm@example.ee' });

    const moved = later(placedAt, 36, 1);
    const handled = await runRetention(db(), moved);
    expect(handled.orders).toBeGreaterThanOrEqual(1);
    const row = await orderRow(dispensed);
    expect(row).toMatchObject({ customerId: null, firstname: '', lastname: '', email: '', phoneNumber: '' });
    expect(row.anonymisedAt?.getTime()).toBe(moved.getTime());
    expect(row.grandTotal).toBeGreaterThan(0);
    const lines = await db()
      .select()
      .from(schema.salesOrderLine)
      .where(eq(schema.salesOrderLine.orderId, dispensed));
    expect(lines).toEqual([
      expect.objectContaining({ sku: 'PARA-500-20', qty: 1, prescriptionNumber: null, patientCode: null }),
    ]);
    expect(
      await db()
        .select()
        .from(schema.salesOrderAddress)
        .where(eq(schema.salesOrderAddress.orderId, dispensed)),
    ).toEqual([]);
    // Another run (the next hour, another instance) finds nothing more of it.
    const again = await runRetention(db(), moved);
    expect(await orderRow(dispensed)).toMatchObject({ anonymisedAt: row.anonymisedAt });
    expect(again.orders).toBeLessThanOrEqual(handled.orders);
  });

  it('deletes chats and prescription reads a year after their time, keeping younger ones', async () => {
    const base = new Date('2026-03-01T08:00:00Z');
    const cartId = await cartWith({ 'PARA-500-20': 1 });
    const chatOf = async (id: string, at: Date) => {
      await db()
        .insert(schema.chat)
        .values({ id, cartId, storeCode: 'ee', status: 'closed', startedAt: at, lastActivityAt: at });
      await db().insert(schema.chatMessage).values({ chatId: id, author: 'customer', text: 'Küsimus', at });
    };
    await chatOf('retention-old-chat', base);
    await chatOf('retention-young-chat', later(base, 0, 2));
    await recordAccess(db(), { customerId: 1, patientHash: 'retention-old', action: 'list' });
    await recordAccess(db(), { customerId: 1, patientHash: 'retention-young', action: 'list' });
    const log = schema.prescriptionAccessLog;
    await db().update(log).set({ readAt: base }).where(eq(log.patientHash, 'retention-old'));
    await db()
      .update(log)
      .set({ readAt: later(base, 0, 2) })
      .where(eq(log.patientHash, 'retention-young'));

    const lookups = schema.orderLookupLog;
    await db()
      .insert(lookups)
      .values([
        { at: base, clientAddress: '192.0.2.1', orderNumber: 'RETENTION-OLD', outcome: 'not_found' },
        {
          at: later(base, 0, 2),
          clientAddress: '192.0.2.1',
          orderNumber: 'RETENTION-YOUNG',
          outcome: 'found',
        },
      ]);

    const moved = later(base, 12, 1);
    const handled = await runRetention(db(), moved);
    expect(handled.chats).toBeGreaterThanOrEqual(1);
    expect(handled.prescriptionAccessLog).toBeGreaterThanOrEqual(1);
    expect(handled.orderLookupLog).toBeGreaterThanOrEqual(1);
    const lookedUp = await db().select({ number: lookups.orderNumber }).from(lookups);
    expect(lookedUp.map((row) => row.number)).not.toContain('RETENTION-OLD');
    expect(lookedUp.map((row) => row.number)).toContain('RETENTION-YOUNG');
    const chats = await db().select({ id: schema.chat.id }).from(schema.chat);
    expect(chats.map((row) => row.id)).not.toContain('retention-old-chat');
    expect(chats.map((row) => row.id)).toContain('retention-young-chat');
    expect(
      await db().select().from(schema.chatMessage).where(eq(schema.chatMessage.chatId, 'retention-old-chat')),
    ).toEqual([]);
    const reads = await db().select({ patient: log.patientHash }).from(log);
    expect(reads.map((row) => row.patient)).not.toContain('retention-old');
    expect(reads.map((row) => row.patient)).toContain('retention-young');
  });

  it("deletes a guest's cart 30 days after its last change, never a customer's, nor one whose chat is kept", async () => {
    const base = new Date('2026-05-10T12:00:00Z');
    const idle = await cartWith({ 'PARA-500-20': 2 });
    const withChat = await cartWith({ 'PARA-500-20': 1 });
    await db()
      .insert(schema.chat)
      .values({
        id: 'retention-cart-chat',
        cartId: withChat,
        storeCode: 'ee',
        status: 'closed',
        startedAt: later(base, 0, 1),
        lastActivityAt: later(base, 0, 1),
      });
    const registered = await call('POST', '/api/user/create', {
      customer: {
        email: `keeper.${Date.now()}@example.ee`,
        firstname: 'Kati',
        lastname: 'Karu',
        consentTermsAccepted: true,
      },
      password: 'Customer-pass-2026',
    });
    const login = await call('POST', '/api/user/login', {
      username: registered.body.result.email,
      password: 'Customer-pass-2026',
    });
    const customers = await cartWith({ 'PARA-500-20': 1 }, { token: login.body.result as string });
    const { cart, cartItem } = schema;
    await db()
      .update(cart)
      .set({ updatedAt: base })
      .where(sql`${cart.id} in (${idle}, ${withChat}, ${customers})`);

    await runRetention(db(), later(base, 0, 29));
    expect(await db().select({ id: cart.id }).from(cart).where(eq(cart.id, idle))).toHaveLength(1);

    const handled = await runRetention(db(), later(base, 0, 31));
    expect(handled.guestCarts).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(cart).where(eq(cart.id, idle))).toEqual([]);
    expect(await db().select().from(cartItem).where(eq(cartItem.cartId, idle))).toEqual([]);
    expect(await db().select({ id: cart.id }).from(cart).where(eq(cart.id, withChat))).toHaveLength(1);
    expect(await db().select({ id: cart.id }).from(cart).where(eq(cart.id, customers))).toHaveLength(1);
  });

  it('takes a changed period from the table at the next run', async () => {
    const placedAt = new Date('2025-02-01T09:00:00Z');
    const orderId = await placedOrder();
    await ageOrder(orderId, placedAt);
    const policy = schema.retentionPolicy;
    // The pharmacy keeps orders 7 years instead.
    await db().update(policy).set({ months: 84 }).where(eq(policy.kind, 'orders'));
    try {
      await runRetention(db(), later(placedAt, 48));
      expect(await orderRow(orderId)).toMatchObject({ anonymisedAt: null });
      await runRetention(db(), later(placedAt, 84, 1));
      expect((await orderRow(orderId)).anonymisedAt).not.toBeNull();
    } finally {
      await db().update(policy).set({ months: 36 }).where(eq(policy.kind, 'orders'));
    }
  });
});
