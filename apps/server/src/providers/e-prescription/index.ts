import type { FastifyInstance } from 'fastify';
import { sandboxServiceKey } from './sandbox/api-key.ts';
import { httpTransport, sandboxTransport, serviceClient, type ServiceClient } from './service-client.ts';

/**
 * The e-prescription service: our client of its protocol (lists, offers and compensation, each an
 * init and a fetch, answered later by a callback) and the sandbox that plays the service locally
 * until PRESCRIPTION_SERVICE_URL is configured, with the pharmacist's desk that answers its offer
 * requests.
 */
export type { Answer, ServiceClient } from './service-client.ts';
export {
  PersonalCodeSchema,
  PrescriptionNumberSchema,
  type ServiceList,
  type ServiceOffer,
} from './service-protocol.ts';
export { OFFER_WAIT_MINUTES, offerDesk, type OfferDesk } from './sandbox/offer-desk.ts';
export { prescriptionSandbox, type PrescriptionSandboxOptions } from './sandbox/sandbox-routes.ts';

/** Where the sandbox plays the e-prescription service. */
export const PRESCRIPTION_SANDBOX_PREFIX = '/sandbox/prescriptions';

/** The e-prescription service at PRESCRIPTION_SERVICE_URL, or its sandbox while none is configured. */
export function ePrescriptionClient(
  app: FastifyInstance,
  service: { url: string; key: string } | null,
): ServiceClient {
  return serviceClient(
    service
      ? httpTransport(service.url, service.key)
      : sandboxTransport(app, PRESCRIPTION_SANDBOX_PREFIX, () => sandboxServiceKey(app.db)),
  );
}
