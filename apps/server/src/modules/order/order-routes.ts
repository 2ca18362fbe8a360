import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@apteek/db';
import { DomainError, creditNoteNumber, ipLimitKey, type OrderLifeAnswer } from '@apteek/domain';
import { invalidField, parseInput } from '../../plugins/validation.ts';
import type { PaymentResult } from '../payment/index.ts';
import { requireCustomer } from '../user/index.ts';
import { applyPayment, referenceMatches } from './order-payments.ts';
import type { OrderLifeSteps } from './order-life-steps.ts';
import {
  AddPaymentBodySchema,
  CancelOrderBodySchema,
  CreditNoteParamsSchema,
  HistoryQuerySchema,
  IdempotencyKeySchema,
  OrderCodeQuerySchema,
  OrderLookupBodySchema,
  OrderParamsSchema,
  OrderViewQuerySchema,
  PlaceOrderBodySchema,
  PlaceOrderQuerySchema,
} from './order-schemas.ts';
import { paymentStatusOf, sameSecret, type OrderService } from './order-service.ts';
import type { OrderRow } from './order-queries.ts';
import { orderPlaces, orderView, ownedOrder } from './order-view.ts';
import { documentOf } from './order-documents.ts';
import { orderLookups } from './order-lookup.ts';
import { creditNotePdf, salesDocumentPdf } from './order-receipt.ts';
import { creditNoteOf } from './order-credit-notes.ts';
import { listLines } from './order-queries.ts';

/** Reads what a return page handed the storefront; null when its signature does not verify. */
export interface PaymentVerifiers {
  maksekeskus(info: { json: string; mac: string }): PaymentResult | null;
  paytrail(params: Record<string, string>): PaymentResult | null;
}

function callerOf(request: FastifyRequest): number | null {
  if (request.headers.authorization && request.customerId === null) {
    throw new DomainError('invalid_token');
  }
  return request.customerId;
}

/** The order calls, in the shapes of packages/domain order-api.ts. */
export async function registerOrderRoutes(
  app: FastifyInstance,
  {
    db,
    orders,
    life,
    verifiers,
  }: { db: Db; orders: OrderService; life: OrderLifeSteps; verifiers: PaymentVerifiers },
): Promise<void> {
  const ok = <T>(result: T) => ({ code: 200, result });

  app.post('/order', async (request) => {
    const { cartId } = parseInput(PlaceOrderQuerySchema, request.query);
    const idempotencyKey = parseInput(
      IdempotencyKeySchema,
      request.headers['idempotency-key'],
      'Idempotency-Key',
    );
    const body = parseInput(PlaceOrderBodySchema, request.body ?? {});
    await app.limits.perIp(request, 'orderPlace');
    // Creating an account answers whether the address has one, as a registration does.
    if (body.personalDetails.createAccount && request.customerId === null) {
      await app.limits.perIp(request, 'accountCreate');
    }
    const clientAddress = ipLimitKey(request.ip);
    return ok(
      await orders.place({ cartId, customerId: callerOf(request), idempotencyKey, body, clientAddress }),
    );
  });

  app.get('/order/history', async (request) => {
    const customerId = requireCustomer(request);
    const query = parseInput(HistoryQuerySchema, request.query);
    return ok(await orders.history(customerId, { size: query.pageSize, current: query.currentPage }));
  });

  app.post('/order/:orderId/payment', async (request) => {
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const { orderCode, paymentInfo } = parseInput(AddPaymentBodySchema, request.body ?? {});
    const order = await orders.require(orderId, orderCode);
    const result =
      paymentInfo.provider === 'maksekeskus'
        ? verifiers.maksekeskus(paymentInfo)
        : verifiers.paytrail(paymentInfo.params);
    if (!result) {
      request.log.warn(
        { orderNumber: order.orderNumber, provider: paymentInfo.provider },
        'payment message signature rejected',
      );
      throw invalidField('paymentInfo', 'The payment message is not signed correctly');
    }
    if (!referenceMatches(order, result, request.log)) return ok(paymentStatusOf(order));
    return ok(paymentStatusOf(await applyPayment(db, order.id, result)));
  });

  // The customer's cancel of an order not yet packed: refunded, its stock released, mailed.
  app.post('/order/:orderId/cancel', async (request) => {
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const { orderCode } = parseInput(CancelOrderBodySchema, request.body ?? {});
    const caller = callerOf(request);
    const order = await life.take(
      orderId,
      { type: 'cancel' },
      { actor: 'customer', staffId: null },
      { check: (found) => requireOwner(found, caller, orderCode) },
    );
    return ok(lifeAnswerOf(order));
  });

  // The customer's order page: lines, delivery, payment, timeline; its owner's alone.
  app.get('/order/:orderId', async (request) => {
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const { orderCode } = parseInput(OrderViewQuerySchema, request.query);
    const order = await ownedOrder(db, orderId, { customerId: callerOf(request), orderCode });
    return ok(await orderView(db, order, life.trackingUrl));
  });

  registerDocumentRoutes(app, db);

  // A guest finds an order by its number and e-mail; limited and recorded, one answer for any miss.
  const lookups = orderLookups({ db, limiter: app.limits.limiter });
  app.post('/order/lookup', async (request) => {
    const { orderNumber, email } = parseInput(OrderLookupBodySchema, request.body ?? {});
    return ok(await lookups.lookUp({ ip: request.ip, orderNumber, email }));
  });

  app.get('/order/:orderId/paymentStatus', async (request) => {
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const { orderCode } = parseInput(OrderCodeQuerySchema, request.query);
    return ok(paymentStatusOf(await orders.require(orderId, orderCode)));
  });
}

/** The receipt of a paid order and the invoice a company asked for, PDFs in the store's language. */
function registerDocumentRoutes(app: FastifyInstance, db: Db): void {
  for (const kind of ['receipt', 'invoice'] as const) {
    app.get(`/order/:orderId/${kind}`, async (request, reply) => {
      const { orderId } = parseInput(OrderParamsSchema, request.params);
      const { orderCode } = parseInput(OrderViewQuerySchema, request.query);
      const order = await ownedOrder(db, orderId, { customerId: callerOf(request), orderCode });
      if (order.anonymisedAt) throw new DomainError('order_not_found');
      const document = await documentOf(db, order.id, kind, app.now());
      const [lines, places] = await Promise.all([listLines(db, [order.id]), orderPlaces(db, order)]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${kind}-${order.orderNumber}.pdf"`)
        .send(salesDocumentPdf(document, order, lines, places));
    });
  }
  // A credit note of the order's, by its serial: the same owner and the same answer for any miss.
  app.get('/order/:orderId/credit-note/:number', async (request, reply) => {
    const { orderId, number } = parseInput(CreditNoteParamsSchema, request.params);
    const { orderCode } = parseInput(OrderViewQuerySchema, request.query);
    const order = await ownedOrder(db, orderId, { customerId: callerOf(request), orderCode });
    if (order.anonymisedAt) throw new DomainError('order_not_found');
    const { note, original } = await creditNoteOf(db, order.id, number);
    const [lines, places] = await Promise.all([listLines(db, [order.id]), orderPlaces(db, order)]);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="credit-note-${creditNoteNumber(note.number)}.pdf"`)
      .send(creditNotePdf(note, original, order, lines, places));
  });
}

/** The order's customer by the session, or anyone with the order's secret code; 404 otherwise. */
function requireOwner(order: OrderRow, customerId: number | null, orderCode: string | undefined): void {
  if (customerId !== null && order.customerId === customerId) return;
  if (orderCode !== undefined && sameSecret(order.orderCode, orderCode)) return;
  throw new DomainError('order_not_found');
}

export function lifeAnswerOf(order: OrderRow): OrderLifeAnswer {
  return {
    orderNumber: order.orderNumber,
    stage: order.lifeStage,
    trackingNumber: order.trackingNumber,
    pickupCode: order.pickupCode,
  };
}
