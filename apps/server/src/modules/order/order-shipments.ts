import { DomainError, type CarrierCode, type Language, type ShipmentTracking } from '@apteek/domain';
import type { OrderRow } from './order-queries.ts';

/** What a carrier answers for a registered parcel. */
export interface RegisteredShipment {
  trackingNumber: string;
  /** The parcel's label, a PDF. */
  labelPdf: Buffer;
}

/**
 * The hand-over's way to a carrier: registers the packed order's parcel with the carrier its
 * shipping method names (the order's carrier and method codes, its parcel machine or address) and
 * answers the tracking number and the label. Throws shipment_refused (naming the fields) when the
 * carrier refuses the parcel and provider_unavailable when it cannot be reached, so the order stays
 * packed. `carrierShipments` is the one the app runs with; tests may give a fake.
 */
export interface ShipmentPort {
  register(order: OrderRow): Promise<RegisteredShipment>;
  /** Where a handed-over parcel stands, asked of its carrier's tracking API; absent: nobody asks. */
  track?(carrier: CarrierCode, trackingNumber: string): Promise<ShipmentTracking>;
  /** The parcel's public tracking page: the carrier's own, or its sandbox's on this server. */
  trackingUrl?(carrier: CarrierCode, trackingNumber: string, language: Language): Promise<string>;
}

/** No carriers at all: every hand-over is refused and the order stays packed. */
export const noCarriers: ShipmentPort = {
  register(order) {
    return Promise.reject(
      new DomainError('provider_unavailable', {
        reason: `No carrier for ${order.shippingCarrierCode ?? 'the order'}`,
      }),
    );
  },
};
