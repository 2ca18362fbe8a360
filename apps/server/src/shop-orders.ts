import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Mailer } from './modules/mail/index.ts';
import { maksekeskusRefunder } from './modules/maksekeskus/index.ts';
import {
  carrierShipments,
  createOrders,
  type Orders,
  type RegisterWithCarrier,
  type ShipmentPort,
} from './modules/order/index.ts';
import type { PaymentSetup } from './modules/payment/index.ts';
import { paytrailRefunds } from './modules/paytrail/index.ts';
import { carrierRegistry, type CarrierRegistry } from './providers/carriers/index.ts';

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
  // The registry reads the sandboxes' credentials from the database, so it is made at the first
  // hand-over rather than while the app is still being built.
  let registry: Promise<CarrierRegistry> | undefined;
  const register: RegisterWithCarrier = async (carrier, shipment) => {
    registry ??= carrierRegistry(app, deps.config.carriers);
    return (await registry).registerShipment(carrier, shipment);
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
    shipments: deps.shipments ?? carrierShipments(app.db, register),
    publicUrl: deps.payments.publicUrl,
  });
}
