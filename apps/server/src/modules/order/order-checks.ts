import { and, asc, eq, exists, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError, type CheckReason, type OrderStatus, type OrderToCheckView } from '@apteek/domain';
import type { Mailer } from '../mail/index.ts';
import { orderCheckMail } from './order-check-mail.ts';
import { markStage } from './order-life-store.ts';
import type { OrderLifeSteps } from './order-life-steps.ts';
import { findOrder, listLines, lockOrder, reservationsOf, type OrderRow } from './order-queries.ts';
import { releaseAll, reserveAll } from './order-stock.ts';

const { salesOrder, salesOrderLine } = schema;

/**
 * An order as the pharmacist's list shows it, the staff contract's OrderToCheck: what the check needs
 * and no more. No name, address, e-mail, phone or patient code; the prescription number is what the
 * pharmacy dispenses against.
 */
export type { CheckReason };
export type OrderToCheck = OrderToCheckView;

/** What a decision changed, for the audit log. */
export interface CheckDecision {
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
}

const LIST_LIMIT = 200;

const hasPrescriptionLine = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(salesOrderLine)
      .where(and(eq(salesOrderLine.orderId, salesOrder.id), isNotNull(salesOrderLine.prescriptionNumber))),
  );

/** ManualCheck, or a prescription order no pharmacist has checked that is not cancelled. */
const waitsForCheck = (db: Db) =>
  or(
    eq(salesOrder.status, 'ManualCheck'),
    and(isNull(salesOrder.checkedAt), ne(salesOrder.status, 'Cancelled'), hasPrescriptionLine(db)),
  );

/** The orders a pharmacist has to look at, oldest first. */
export async function ordersToCheck(db: Db): Promise<OrderToCheck[]> {
  const rows = await db
    .select()
    .from(salesOrder)
    .where(waitsForCheck(db))
    .orderBy(asc(salesOrder.createdAt), asc(salesOrder.orderNumber))
    .limit(LIST_LIMIT);
  const lines = await listLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    const isPrescription = own.some((line) => line.prescriptionNumber !== null) && row.checkedAt === null;
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      storeCode: row.storeCode,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      reasons: [
        ...(row.status === 'ManualCheck' ? (['manualCheck'] as const) : []),
        ...(isPrescription ? (['prescription'] as const) : []),
      ],
      note: row.status === 'ManualCheck' ? row.note : null,
      lines: own.map((line) => ({
        sku: line.sku,
        name: line.name,
        qty: line.qty,
        prescriptionNumber: line.prescriptionNumber,
      })),
    };
  });
}

/**
 * The status a ManualCheck order goes to once a pharmacist approves it, by its payment: paid orders
 * are Paid, cash on delivery is Processing, anything else still waits for its payment.
 */
export function approvedStatus(
  order: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod'>,
): OrderStatus {
  if (order.status !== 'ManualCheck') return order.status;
  if (order.paymentStatus === 'paid') return 'Paid';
  if (order.paymentMethod === 'cashondelivery') return 'Processing';
  return 'PendingPayment';
}

/** 409 unless the order still waits for a pharmacist's check. */
async function requireWaiting(tx: Db, orderId: string): Promise<void> {
  const [waiting] = await tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.id, orderId), waitsForCheck(tx)));
  if (!waiting) throw new DomainError('order_not_to_check');
}

/** The check's mail to the customer, with the link to the order's page. */
const checkMail = (life: OrderLifeSteps, order: OrderRow, decision: Parameters<typeof orderCheckMail>[1]) =>
  orderCheckMail(order, decision, life.pageLink(order));

/** What a cancelling check itself keeps, and the pharmacist's own mail with the reason. */
const checkedCancel =
  (deps: { mailer: Mailer; now: () => Date; life: OrderLifeSteps }, staffId: number, reason: string) =>
  async (order: OrderRow, tx: Db) => {
    await tx
      .update(salesOrder)
      .set({ checkedAt: deps.now(), checkedBy: staffId, updatedAt: sql`now()` })
      .where(eq(salesOrder.id, order.id));
    await deps.mailer.send(checkMail(deps.life, order, { approved: false, reason }), { db: tx });
  };

/** The pharmacist's approve and cancel: one transaction each, the customer's mail with it. */
export function orderChecks(deps: { db: Db; mailer: Mailer; now: () => Date; life: OrderLifeSteps }) {
  /** Locks the order and answers it while it still waits for a check; 404 or 409 otherwise. */
  async function lockToCheck(tx: Db, orderId: string): Promise<OrderRow> {
    const order = UUID.test(orderId) ? await lockOrder(tx, orderId) : undefined;
    if (!order) throw new DomainError('order_not_found');
    await requireWaiting(tx, orderId);
    return order;
  }

  return {
    /**
     * Approves: a ManualCheck order goes to the status its payment gives (an order whose stock was
     * released by expiry takes it again, all or nothing, else 409), a prescription order is marked
     * checked, and a cash-on-delivery order counts as confirmed by the pharmacy.
     */
    async approve(orderId: string, staffId: number): Promise<CheckDecision> {
      const decision = await deps.db.transaction(async (tx) => {
        const order = await lockToCheck(tx, orderId);
        const to = approvedStatus(order);
        if (order.expiredAt && !(await reserveAll(tx, await reservationsOf(tx, order))))
          throw new DomainError('out_of_stock');
        const at = deps.now();
        const confirmed = order.paymentMethod === 'cashondelivery' && to === 'Processing';
        await tx
          .update(salesOrder)
          .set({
            status: to,
            checkedAt: at,
            checkedBy: staffId,
            expiredAt: null,
            ...(confirmed && !order.confirmedAt ? { confirmedAt: at } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(salesOrder.id, order.id));
        // Accepted by the check (a payment to look at, cash on delivery): the pharmacy may fulfil it.
        if (to !== 'PendingPayment' && order.lifeStage !== 'paid')
          await markStage(tx, order.id, 'paid', { actor: 'pharmacist', staffId, at });
        await deps.mailer.send(checkMail(deps.life, order, { approved: true }), { db: tx });
        return { orderNumber: order.orderNumber, from: order.status, to };
      });
      deps.mailer.kick();
      return decision;
    },

    /**
     * Cancels with the reason the customer is told, as the order's life cancels: the stock the
     * order holds is released once, what was paid is refunded through its provider, a pending
     * payment is cancelled. An order the expiry cancelled before its late payment came (ManualCheck)
     * holds no stock and is only marked cancelled.
     */
    async cancel(orderId: string, staffId: number, reason: string): Promise<CheckDecision> {
      let from: OrderStatus = 'ManualCheck';
      const order = UUID.test(orderId) ? await findOrder(deps.db, orderId) : undefined;
      if (order && order.lifeStage !== 'cancelled') {
        const cancelled = await deps.life.take(
          orderId,
          { type: 'cancel', reason },
          { actor: 'pharmacist', staffId },
          {
            check: async (locked, tx) => {
              await requireWaiting(tx, locked.id);
              from = locked.status;
            },
            after: checkedCancel(deps, staffId, reason),
            mail: false,
          },
        );
        return { orderNumber: cancelled.orderNumber, from, to: 'Cancelled' };
      }
      const decision = await deps.db.transaction(async (tx) => {
        const order = await lockToCheck(tx, orderId);
        if (!order.expiredAt) await releaseAll(tx, await reservationsOf(tx, order));
        const at = deps.now();
        await tx
          .update(salesOrder)
          .set({
            status: 'Cancelled',
            paymentStatus: order.paymentStatus === 'pending' ? 'cancelled' : order.paymentStatus,
            cancelReason: reason,
            checkedAt: at,
            checkedBy: staffId,
            updatedAt: sql`now()`,
          })
          .where(eq(salesOrder.id, order.id));
        await deps.mailer.send(checkMail(deps.life, order, { approved: false, reason }), { db: tx });
        return { orderNumber: order.orderNumber, from: order.status, to: 'Cancelled' as const };
      });
      deps.mailer.kick();
      return decision;
    },
  };
}

export type OrderChecks = ReturnType<typeof orderChecks>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
