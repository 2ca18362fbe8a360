import type { FastifyInstance } from 'fastify';
import type { CatalogContext } from '../catalog/index.ts';
import { cartService } from '../cart/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { maksekeskusRoutes, maksekeskusVerifier } from '../maksekeskus/index.ts';
import { findParcelMachine, parcelMachineRoutes } from '../parcel-machines/index.ts';
import { paymentRoutes, type PaymentSetup } from '../payment/index.ts';
import { paytrailRoutes, paytrailVerifier } from '../paytrail/index.ts';
import { scheduleExpiry } from './order-expiry.ts';
import { paymentOrders } from './order-payments.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { orderService } from './order-service.ts';

export { expireUnpaidOrders } from './order-expiry.ts';

/**
 * Checkout on the server (spec 000 §7, spec 001 §4 and §7): orders, the parcel machines and payment
 * providers they use, and the Maksekeskus and Paytrail calls.
 */
export async function orderRoutes(
  app: FastifyInstance,
  {
    catalog,
    mailer,
    setup,
    unpaidOrderTtlMinutes: ttlMinutes = 60,
  }: {
    catalog: CatalogContext;
    mailer: Mailer;
    setup: PaymentSetup;
    /** Config.unpaidOrderTtlMinutes (UNPAID_ORDER_TTL_MINUTES, default 60). */
    unpaidOrderTtlMinutes?: number;
  },
): Promise<void> {
  const orders = orderService({
    db: app.db,
    carts: cartService(catalog),
    users: app.users,
    mailer,
    log: app.log,
    findParcelMachine: (id) => findParcelMachine(app.db, id),
  });
  const payable = paymentOrders(app.db, orders);
  // Unpaid provider orders give their stock back after the configured time (see order-expiry.ts).
  const expiry = scheduleExpiry(app.db, { ttlMinutes, log: app.log });
  app.addHook('onClose', () => expiry.stop());
  await app.register(parcelMachineRoutes);
  await app.register(paymentRoutes, { setup });
  await app.register(maksekeskusRoutes, { setup, orders: payable });
  await app.register(paytrailRoutes, { setup, orders: payable });
  await registerOrderRoutes(app, {
    db: app.db,
    orders,
    verifiers: { maksekeskus: maksekeskusVerifier(setup), paytrail: paytrailVerifier(setup) },
  });
}
