import { DomainError } from '@apteek/domain';
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
 * answers the tracking number and the label. Throws provider_unavailable when the carrier refuses
 * or cannot be reached, so the order stays packed.
 */
export interface ShipmentPort {
  register(order: OrderRow): Promise<RegisteredShipment>;
}

/** Until carriers are configured: every hand-over is refused and the order stays packed. */
export const noCarriers: ShipmentPort = {
  register(order) {
    return Promise.reject(
      new DomainError('provider_unavailable', {
        reason: `No carrier for ${order.shippingCarrierCode ?? 'the order'}`,
      }),
    );
  },
};
