import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Mailer } from './modules/mail/index.ts';
import { maksekeskusRefunder } from './modules/maksekeskus/index.ts';
import { createOrders, type Orders, type ShipmentPort } from './modules/order/index.ts';
import type { PaymentSetup } from './modules/payment/index.ts';
import { paytrailRefunds } from './modules/paytrail/index.ts';

/**
 * The checkout's orders with what they need of modules that import the order module themselves:
 * refunds go back through the provider that took the payment, and parcels to the carriers.
 */
export function shopOrders(
  app: FastifyInstance,
  deps: { config: Config; mailer: Mailer; payments: PaymentSetup; shipments: ShipmentPort | undefined },
): Orders {
  const refunders = {
    maksekeskus: maksekeskusRefunder(app, deps.payments),
    paytrail: paytrailRefunds(app, deps.payments),
  };
  return createOrders({
    db: app.db,
    catalog: app.catalog,
    users: app.users,
    log: app.log,
    now: app.now,
    mailer: deps.mailer,
    cashOnDeliveryHoldsPerAddress: deps.config.cashOnDeliveryHoldsPerAddress ?? true,
    refunds: (refund) => refunders[refund.provider](refund),
    shipments: deps.shipments,
  });
}
