import { and, eq, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { LifeActor, LifeStage, OrderLife } from '@apteek/domain';
import type { OrderRow, Reservation } from './order-queries.ts';

const { salesOrder, salesOrderEvent, salesOrderPayment, salesOrderRefund, stockItem } = schema;

/** Stages in which the order's units are still reserved on the shelf. */
const HOLDING: readonly LifeStage[] = ['placed', 'paid', 'picking', 'packed', 'readyForPickup'];

/** The order as the life machine sees it: its stage, what was paid and refunded, its stock. */
export async function lifeOf(db: Db, order: OrderRow): Promise<OrderLife> {
  const [[paid], [refunded]] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${salesOrderPayment.amount}), 0)::int` })
      .from(salesOrderPayment)
      .where(eq(salesOrderPayment.orderId, order.id)),
    db
      .select({ total: sql<number>`coalesce(sum(${salesOrderRefund.amount}), 0)::int` })
      .from(salesOrderRefund)
      .where(and(eq(salesOrderRefund.orderId, order.id), ne(salesOrderRefund.status, 'failed'))),
  ]);
  return {
    stage: order.lifeStage,
    delivery: order.shippingType === 'Pickup' ? 'pickup' : 'carrier',
    paidTotal: paid?.total ?? 0,
    refundedTotal: refunded?.total ?? 0,
    // Expiry released the stock of the orders it cancelled.
    holdsStock: HOLDING.includes(order.lifeStage) && order.expiredAt === null,
  };
}

/** One step of the order's timeline. */
export async function recordEvent(
  db: Db,
  event: {
    orderId: string;
    stage: LifeStage;
    actor: LifeActor;
    staffId?: number | null;
    at: Date;
    details?: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(salesOrderEvent).values({ ...event, staffId: event.staffId ?? null });
}

/** Moves the order to a stage and writes the step into its timeline, in the caller's transaction. */
export async function markStage(
  db: Db,
  orderId: string,
  stage: LifeStage,
  who: { actor: LifeActor; staffId?: number | null; at: Date },
): Promise<void> {
  await db
    .update(salesOrder)
    .set({ lifeStage: stage, updatedAt: sql`now()` })
    .where(eq(salesOrder.id, orderId));
  await recordEvent(db, { orderId, stage, ...who });
}

/** The order's timeline, oldest first. */
export function timelineOf(db: Db, orderId: string) {
  return db
    .select({
      stage: salesOrderEvent.stage,
      actor: salesOrderEvent.actor,
      at: salesOrderEvent.at,
      details: salesOrderEvent.details,
    })
    .from(salesOrderEvent)
    .where(eq(salesOrderEvent.orderId, orderId))
    .orderBy(salesOrderEvent.at, salesOrderEvent.id);
}

/** The provider transactions that paid the order, each with what is still refundable of it. */
export async function refundablePayments(
  db: Db,
  orderId: string,
): Promise<{ provider: string; transactionId: string; refundable: number }[]> {
  const [payments, refunds] = await Promise.all([
    db
      .select({
        provider: salesOrderPayment.provider,
        transactionId: salesOrderPayment.transactionId,
        amount: salesOrderPayment.amount,
      })
      .from(salesOrderPayment)
      .where(eq(salesOrderPayment.orderId, orderId))
      .orderBy(salesOrderPayment.id),
    db
      .select({ transactionId: salesOrderRefund.transactionId, amount: salesOrderRefund.amount })
      .from(salesOrderRefund)
      .where(and(eq(salesOrderRefund.orderId, orderId), ne(salesOrderRefund.status, 'failed'))),
  ]);
  return payments.map((payment) => ({
    provider: payment.provider,
    transactionId: payment.transactionId,
    refundable:
      payment.amount -
      refunds
        .filter((refund) => refund.transactionId === payment.transactionId)
        .reduce((sum, refund) => sum + refund.amount, 0),
  }));
}

export async function insertRefund(db: Db, refund: typeof salesOrderRefund.$inferInsert): Promise<void> {
  await db.insert(salesOrderRefund).values(refund);
}

/** A provider's word on a pending refund; false when no pending refund has this stamp. */
export async function settleRefund(db: Db, stamp: string, status: 'settled' | 'failed'): Promise<boolean> {
  const rows = await db
    .update(salesOrderRefund)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(salesOrderRefund.stamp, stamp), eq(salesOrderRefund.status, 'pending')))
    .returning({ id: salesOrderRefund.id });
  return rows.length === 1;
}

/** The goods left the pharmacy: their reserved units leave the stock (never below zero). */
export async function consumeAll(db: Db, reservations: Reservation[]): Promise<void> {
  for (const { productId, qty } of reservations) {
    await db
      .update(stockItem)
      .set({
        qty: sql`greatest(${stockItem.qty} - ${qty}, 0)`,
        reservedQty: sql`greatest(${stockItem.reservedQty} - ${qty}, 0)`,
        updatedAt: sql`now()`,
      })
      .where(eq(stockItem.productId, productId));
  }
}
