import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@apteek/db';
import type { CheckNote, StoreCode } from '@apteek/domain';
import type { OrderRows, PayableOrder, PaymentOrders, PaymentResult } from '../payment/index.ts';
import {
  findOrder,
  findOrderByReference,
  insertPayment,
  listLines,
  lockOrder,
  reservationsOf,
  rememberNotification,
  updateOrder,
  type OrderRow,
} from './order-queries.ts';
import { markStage, settleRefund } from './order-life-store.ts';
import { issueDocuments } from './order-documents.ts';
import { paymentStatusOf, type OrderService } from './order-service.ts';
import { reserveAll } from './order-stock.ts';

/**
 * Takes a verified provider message into account: a paid transaction is recorded
 * once and pays the order, or sends it to ManualCheck when the order cannot accept it (another
 * amount, or an order no longer waiting for payment): the money came, a person has to look.
 * A failure or cancel only marks the payment, so a later payment still counts (a
 * success may arrive after a cancel). A payment for an order cancelled by expiry (its stock
 * released) takes the stock again when it still can and pays the order; otherwise the order goes
 * to ManualCheck: the money was taken either way, it is never lost.
 */
export async function applyPayment(db: Db, orderId: string, result: PaymentResult): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = (await lockOrder(tx, orderId))!;
    if (result.outcome === 'paid') {
      const recorded = await insertPayment(tx, {
        orderId,
        provider: result.provider,
        transactionId: result.transactionId,
        status: result.status,
        amount: result.amount,
        message: result.message,
      });
      if (!recorded) return order;
      // The money came: its receipt (and the invoice asked for) takes the next number of its series.
      await issueDocuments(tx, { ...order, paymentStatus: 'paid' }, new Date());
      if (order.status === 'Cancelled' && order.expiredAt) {
        const changes = await payExpired(tx, order, result);
        await updateOrder(tx, orderId, changes);
        if (changes.status === 'Paid')
          await markStage(tx, orderId, 'paid', { actor: 'system', at: new Date() });
        return { ...order, ...changes };
      }
      const problem = paymentProblem(order, result);
      const changes = {
        paymentStatus: 'paid' as const,
        status: problem ? ('ManualCheck' as const) : ('Paid' as const),
        note: problem,
      };
      await updateOrder(tx, orderId, changes);
      // A payment the order can take moves it on; any other waits for a pharmacist in ManualCheck.
      if (!problem && order.lifeStage === 'placed')
        await markStage(tx, orderId, 'paid', { actor: 'system', at: new Date() });
      return { ...order, ...changes };
    }
    if (result.outcome === 'pending' || order.paymentStatus === 'paid' || order.status !== 'PendingPayment')
      return order;
    await updateOrder(tx, orderId, { paymentStatus: result.outcome });
    return { ...order, paymentStatus: result.outcome };
  });
}

/** A payment after expiry: reserve the order's stock again (all or nothing) and pay it, or ManualCheck. */
async function payExpired(tx: Db, order: OrderRow, result: PaymentResult) {
  const payment = { provider: result.provider, transactionId: result.transactionId };
  if (result.amount !== order.grandTotal) {
    return {
      paymentStatus: 'paid' as const,
      status: 'ManualCheck' as const,
      note: {
        code: 'lateAmountMismatch',
        ...payment,
        amount: result.amount,
        orderTotal: order.grandTotal,
      } satisfies CheckNote,
    };
  }
  if (await reserveAll(tx, await reservationsOf(tx, order))) {
    // Holding its stock again, the order is no longer one whose stock expiry released.
    return {
      paymentStatus: 'paid' as const,
      status: 'Paid' as const,
      note: { code: 'lateRestocked', ...payment } satisfies CheckNote,
      expiredAt: null,
    };
  }
  return {
    paymentStatus: 'paid' as const,
    status: 'ManualCheck' as const,
    note: { code: 'lateOutOfStock', ...payment } satisfies CheckNote,
  };
}

/** Why a payment cannot simply pay the order, as a reason the staff pages word; null when it can. */
function paymentProblem(order: OrderRow, result: PaymentResult): CheckNote | null {
  const payment = { provider: result.provider, transactionId: result.transactionId };
  if (order.status !== 'PendingPayment')
    return { code: 'unexpectedStatus', ...payment, status: order.status };
  if (result.amount !== order.grandTotal) {
    return { code: 'amountMismatch', ...payment, amount: result.amount, orderTotal: order.grandTotal };
  }
  return null;
}

/**
 * A message whose reference is neither the order number nor the cart token of the
 * order is ignored and only logged.
 */
export function referenceMatches(order: OrderRow, result: PaymentResult, log: FastifyBaseLogger): boolean {
  if (result.reference === order.orderNumber || result.reference === order.cartId) return true;
  log.warn(
    { provider: result.provider, reference: result.reference, orderNumber: order.orderNumber },
    'payment reference does not match the order; ignored',
  );
  return false;
}

/** The order operations the provider modules call (PaymentOrders of the payment module). */
export function paymentOrders(db: Db, orders: Pick<OrderService, 'require'>): PaymentOrders {
  return {
    async byReference(reference) {
      const order = await findOrderByReference(db, reference);
      return order && toPayable(order);
    },
    async require(orderId, orderCode) {
      return toPayable(await orders.require(orderId, orderCode));
    },
    rows: (orderId) => orderRows(db, orderId),
    refundResult(provider, digest, stamp, status) {
      return db.transaction(async (tx) => {
        if (!(await rememberNotification(tx, refundChannel(provider), digest, null))) return 'replayed';
        return (await settleRefund(tx, stamp, status)) ? 'applied' : 'ignored';
      });
    },
    async notify(provider, digest, result, log) {
      const order = await findOrderByReference(db, result.reference);
      return db.transaction(async (tx) => {
        if (!(await rememberNotification(tx, provider, digest, order?.id ?? null)))
          return { outcome: 'replayed' as const };
        if (!order) {
          log.warn(
            { provider, reference: result.reference },
            'payment notification for no known order; ignored',
          );
          return { outcome: 'ignored' as const };
        }
        return {
          outcome: 'applied' as const,
          status: paymentStatusOf(await applyPayment(tx, order.id, result)),
        };
      });
    },
  };
}

/** Provider messages about refunds are remembered apart from payment messages. */
const refundChannel = (provider: string) => `${provider}-refund`;

/** A placed order's lines and shipping, as a provider that itemises the payment needs them. */
export async function orderRows(db: Db, orderId: string): Promise<OrderRows> {
  const [order, lines] = await Promise.all([findOrder(db, orderId), listLines(db, [orderId])]);
  const code =
    [order?.shippingCarrierCode, order?.shippingMethodCode].filter(Boolean).join('_') || 'shipping';
  return { lines, shipping: { code, inclTax: order?.shippingInclTax ?? 0, tax: order?.shippingTax ?? 0 } };
}

function toPayable(order: OrderRow): PayableOrder {
  return { ...order, storeCode: order.storeCode as StoreCode };
}
