import type { FastifyInstance } from 'fastify';
import {
  CARRIERS,
  CARRIER_NAMES,
  carrierTrackingUrl,
  shipmentAllowsColdChain,
  type CarrierCode,
  type Language,
  type Shipment,
} from '@apteek/domain';
import type { CarriersConfig } from '../../config.ts';
import { dpdClient } from '../dpd/index.ts';
import { omnivaClient } from '../omniva/index.ts';
import { postiClient } from '../posti/index.ts';
import { smartpostiClient } from '../smartposti/index.ts';
import {
  PHARMACY_SENDER,
  type Carrier,
  type RegisteredShipment,
  type Sender,
  fetchCarrierHttp,
  loopbackCarrierHttp,
  type CarrierHttp,
  carrierSetup,
  type CarrierSetup,
  shipmentRefused,
  sandboxTrackingPath,
} from '../carrier-kit/index.ts';

/** Every carrier's client, each against the real carrier or its sandbox as configured. */
export interface CarrierRegistry {
  carrier(code: CarrierCode): Carrier;
  /**
   * Registers the parcel with its carrier and returns the tracking number and the PDF label. A cold
   * parcel to a parcel machine is refused here, before any carrier is asked.
   */
  registerShipment(code: CarrierCode, shipment: Shipment): Promise<RegisteredShipment>;
  /** Which carriers run against their sandboxes on this server. */
  sandboxed: readonly CarrierCode[];
  /** The parcel's public tracking page: the carrier's own, or its sandbox's on this server. */
  trackingUrl(code: CarrierCode, trackingNumber: string, language: Language): string;
}

/** The registry over a setup: the real carriers through `http`, the sandboxes through `sandboxHttp`. */
export function carrierRegistryWith(
  setup: CarrierSetup,
  {
    http,
    sandboxHttp,
    sender = PHARMACY_SENDER,
  }: { http: CarrierHttp; sandboxHttp: CarrierHttp; sender?: Sender },
): CarrierRegistry {
  const via = (sandbox: boolean) => (sandbox ? sandboxHttp : http);
  const carriers: Record<CarrierCode, Carrier> = {
    omniva: omnivaClient(setup.omniva, via(setup.omniva.sandbox), sender),
    dpd: dpdClient(setup.dpd, via(setup.dpd.sandbox), sender),
    smartposti: smartpostiClient(setup.smartposti, via(setup.smartposti.sandbox), sender),
    posti: postiClient(setup.posti, via(setup.posti.sandbox), sender),
  };
  return {
    carrier: (code) => carriers[code],
    async registerShipment(code, shipment) {
      if (shipment.coldChain && !shipmentAllowsColdChain(shipment.delivery))
        throw shipmentRefused(CARRIER_NAMES[code], [
          { field: 'coldChain', message: 'a cold-chain parcel goes by courier, never to a parcel machine' },
        ]);
      return carriers[code].register(shipment);
    },
    sandboxed: CARRIERS.filter((code) => setup[code].sandbox),
    trackingUrl: (code, trackingNumber, language) =>
      setup[code].sandbox
        ? sandboxTrackingPath(code, trackingNumber, language)
        : carrierTrackingUrl(code, trackingNumber, language),
  };
}

/**
 * The registry this server runs with: configured carriers over the network, the others against
 * their sandboxes on this server, called in-process.
 */
export async function carrierRegistry(
  app: FastifyInstance,
  config: CarriersConfig | null | undefined,
): Promise<CarrierRegistry> {
  return carrierRegistryWith(await carrierSetup(config, app.db), {
    http: fetchCarrierHttp,
    sandboxHttp: loopbackCarrierHttp(app),
  });
}
