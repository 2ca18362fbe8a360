import type { FastifyInstance } from 'fastify';
import type { CatalogContext } from '../catalog/index.ts';
import { cartService } from '../cart/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { maksekeskusRoutes, maksekeskusVerifier } from '../maksekeskus/index.ts';
import { findParcelMachine, parcelMachineRoutes } from '../parcel-machines/index.ts';
import { paymentRoutes, type PaymentSetup } from '../payment/index.ts';
import { paytrailRoutes, paytrailVerifier } from '../paytrail/index.ts';
import { paymentOrders } from './order-payments.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { orderService } from './order-service.ts';

/**
 * Checkout on the server (spec 000 §7, spec 001 §4 and §7): orders, the parcel machines and payment
 * providers they use, and the Maksekeskus and Paytrail calls.
 */
export async function orderRoutes(
  app: FastifyInstance,
  { catalog, mailer, setup }: { catalog: CatalogContext; mailer: Mailer; setup: PaymentSetup },
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
