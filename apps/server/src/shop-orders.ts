import type { CarrierCode, Language } from '@apteek/domain';
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
import type { PaymentSetup, Refunder } from './modules/payment/index.ts';
import { paytrailRefunds } from './modules/paytrail/index.ts';
import { carrierRegistry, type CarrierRegistry } from './providers/carriers/index.ts';

/**
 * The checkout's orders with what they need of modules that import the order module themselves:
 * refunds go back through the provider that took the payment, and parcels to the carriers.
 */
export function shopOrders(
  app: FastifyInstance,
  deps: { config: Config; mailer: Mailer; payments: PaymentSetup },
  /** Tests' stand-ins: carriers, and a wrapper of the providers' refunds. */
  seams: { shipments?: ShipmentPort; refunds?: (providers: Refunder) => Refunder } = {},
): Orders {
  const refunders = {
    maksekeskus: maksekeskusRefunder(app, deps.payments),
    paytrail: paytrailRefunds(app, deps.payments),
  };
  const providers: Refunder = (refund) => refunders[refund.provider](refund);
  // The registry reads the sandboxes' credentials from the database, so it is made at the first
  // hand-over rather than while the app is still being built.
  let registry: Promise<CarrierRegistry> | undefined;
  const carriers = () => (registry ??= carrierRegistry(app, deps.config.carriers));
  const register: RegisterWithCarrier = async (carrier, shipment) =>
    (await carriers()).registerShipment(carrier, shipment);
  // Handed-over parcels are followed through each carrier's tracking API, as every one offers it.
  const follow = {
    track: async (carrier: CarrierCode, trackingNumber: string) =>
      (await carriers()).carrier(carrier).track(trackingNumber),
    trackingUrl: async (carrier: CarrierCode, trackingNumber: string, language: Language) =>
      (await carriers()).trackingUrl(carrier, trackingNumber, language),
  };
  return createOrders({
    db: app.db,
    catalog: app.catalog,
    users: app.users,
    log: app.log,
    now: app.now,
    mailer: deps.mailer,
    cashOnDeliveryHoldsPerAddress: deps.config.cashOnDeliveryHoldsPerAddress ?? true,
    refunds: seams.refunds ? seams.refunds(providers) : providers,
    shipments: seams.shipments ?? carrierShipments(app.db, register, follow),
    publicUrl: deps.payments.publicUrl,
  });
}
