import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '@apteek/db';
import type { CatalogContext } from '../catalog/index.ts';
import { cartService } from '../cart/index.ts';
import type { Mailer } from '../mail/index.ts';
import { findParcelMachine } from '../parcel-machines/index.ts';
import type { PaymentOrders, Refunder } from '../payment/index.ts';
import type { UserService } from '../user/index.ts';
import { scheduleExpiry } from './order-expiry.ts';
import { scheduleTracking } from './order-tracking.ts';
import { orderLifeSteps, type OrderLifeSteps } from './order-life-steps.ts';
import { noCarriers, type ShipmentPort } from './order-shipments.ts';
import { paymentOrders } from './order-payments.ts';
import { registerOrderRoutes, type PaymentVerifiers } from './order-routes.ts';
import { registerReturnRoutes } from './order-return-routes.ts';
import { orderReturns, type OrderReturnsService } from './order-returns.ts';
import { orderPaths as placementPaths } from './order-openapi.ts';
import { returnPaths } from './order-returns-openapi.ts';
import { orderService, type OrderService } from './order-service.ts';

export { expireUnpaidOrders } from './order-expiry.ts';
export { followShipments } from './order-tracking.ts';
export { deleteLookupLogBefore } from './order-lookup.ts';
export {
  orderChecks,
  ordersToCheck,
  type CheckDecision,
  type CheckReason,
  type OrderChecks,
  type OrderToCheck,
} from './order-checks.ts';
export { fulfilmentQueue, pickList, shippingLabel } from './order-fulfilment.ts';
export { type AskedStep, type LifeWho, type OrderLifeSteps } from './order-life-steps.ts';
export { lifeAnswerOf } from './order-routes.ts';
export { noCarriers, type RegisteredShipment, type ShipmentPort } from './order-shipments.ts';
export { carrierShipments, type RegisterWithCarrier } from './carrier-shipments.ts';
export { type OrderReturnsService } from './order-returns.ts';
export { ReturnReasonSchema } from './order-return-routes.ts';
export { orderRows } from './order-payments.ts';

export const orderPaths = { ...placementPaths, ...returnPaths };

export interface Orders {
  service: OrderService;
  /** What the payment provider modules may do with an order. */
  payable: PaymentOrders;
  /** The steps of an order's life after placement: fulfilment, cancels, returns. */
  life: OrderLifeSteps;
  /** Customers' returns within the withdrawal period and staff's decisions on them. */
  returns: OrderReturnsService;
}

/** The checkout's orders: one service shared by the order and provider routes. */
export function createOrders(deps: {
  db: Db;
  catalog: CatalogContext;
  users: UserService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  cashOnDeliveryHoldsPerAddress: boolean;
  /** Sends money back through the provider that took it. */
  refunds: Refunder;
  /** Registers a packed order's parcel with its carrier; none configured refuses hand-overs. */
  shipments?: ShipmentPort | undefined;
  /** The shop's public address (PUBLIC_URL), for the order page's link in the mails. */
  publicUrl?: string | null;
}): Orders {
  const service = orderService({
    db: deps.db,
    carts: cartService(deps.catalog, deps.now),
    users: deps.users,
    mailer: deps.mailer,
    log: deps.log,
    findParcelMachine: (id) => findParcelMachine(deps.db, id),
    now: deps.now,
    cashOnDeliveryHoldsPerAddress: deps.cashOnDeliveryHoldsPerAddress,
    publicUrl: deps.publicUrl ?? null,
  });
  const life = orderLifeSteps({
    db: deps.db,
    mailer: deps.mailer,
    refunds: deps.refunds,
    shipments: deps.shipments ?? noCarriers,
    now: deps.now,
    publicUrl: deps.publicUrl ?? null,
  });
  const returns = orderReturns({ db: deps.db, life, mailer: deps.mailer, now: deps.now });
  return { service, payable: paymentOrders(deps.db, service), life, returns };
}

/** /api/order: placing, reading and paying orders. */
export async function orderRoutes(
  app: FastifyInstance,
  {
    orders,
    verifiers,
    unpaidOrderTtlMinutes: ttlMinutes = 30,
  }: {
    orders: Orders;
    verifiers: PaymentVerifiers;
    /** Config.unpaidOrderTtlMinutes (UNPAID_ORDER_TTL_MINUTES, default 30). */
    unpaidOrderTtlMinutes?: number;
  },
): Promise<void> {
  // Unpaid provider orders and unconfirmed cash-on-delivery orders give their stock back after a
  // bounded time (see order-expiry.ts).
  const expiry = scheduleExpiry(app.db, { ttlMinutes, log: app.log, aftermath: orders.life.expired });
  app.addHook('onClose', () => expiry.stop());
  // Handed-over parcels are delivered when their carrier says so (see order-tracking.ts).
  const tracking = scheduleTracking({
    db: app.db,
    shipments: orders.life.shipments,
    life: orders.life,
    log: app.log,
  });
  app.addHook('onClose', () => tracking.stop());
  await registerOrderRoutes(app, { db: app.db, orders: orders.service, life: orders.life, verifiers });
  registerReturnRoutes(app, orders.returns);
}
