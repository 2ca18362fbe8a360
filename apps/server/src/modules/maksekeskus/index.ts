import type { FastifyInstance } from 'fastify';
import type { PaymentOrders, PaymentSetup } from '../payment/index.ts';
import { registerMaksekeskusRoutes } from './maksekeskus-routes.ts';
import { readMaksekeskusMessage } from '../../providers/maksekeskus/index.ts';

export { maksekeskusRefunder } from './maksekeskus-refunds.ts';

/** Reads a return page's `json` + `mac` with the shop's secret key; null when they do not verify. */
export function maksekeskusVerifier(setup: PaymentSetup) {
  return (info: { json: string; mac: string }) =>
    readMaksekeskusMessage(info.json, info.mac, setup.maksekeskus.secretKey);
}

/** /api/maksekeskus: starting a payment and the provider's notifications. */
export async function maksekeskusRoutes(
  app: FastifyInstance,
  options: { setup: PaymentSetup; orders: PaymentOrders },
): Promise<void> {
  await registerMaksekeskusRoutes(app, options);
}
