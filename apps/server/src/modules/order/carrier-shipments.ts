import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  STORE_VIEWS,
  shipmentForOrder,
  streetLine,
  townOf,
  type CarrierCode,
  type CountryCode,
  type Shipment,
  type StoreCode,
} from '@apteek/domain';
import { coldProducts } from './order-fulfilment.ts';
import { listLines, receiverOf, type OrderRow } from './order-queries.ts';
import type { RegisteredShipment, ShipmentPort } from './order-shipments.ts';

const { salesOrderAddress, parcelMachine } = schema;

/** How a parcel reaches its carrier: the registry of carrier clients, real or sandboxed. */
export type RegisterWithCarrier = (
  carrier: CarrierCode,
  shipment: Shipment,
) => Promise<{ trackingNumber: string; label: Buffer }>;

/** The country the parcel goes to: its machine's, its address's, or the store's own. */
async function deliveryCountry(db: Db, order: OrderRow, addressCountry: string | null): Promise<CountryCode> {
  if (order.parcelMachineId) {
    const [machine] = await db
      .select({ country: parcelMachine.country })
      .from(parcelMachine)
      .where(eq(parcelMachine.id, order.parcelMachineId));
    if (machine) return machine.country as CountryCode;
  }
  return (
    (addressCountry as CountryCode | null) ?? STORE_VIEWS[order.storeCode as StoreCode].tax.defaultCountry
  );
}

/**
 * The hand-over's port onto the carriers: the packed order read as a shipment (its machine or
 * shipping address, whether a line must be kept cold) and registered with the carrier its shipping
 * method goes with. A pickup order has no carrier and is refused; so is an order missing what its
 * delivery needs, naming the field.
 */
export function carrierShipments(
  db: Db,
  register: RegisterWithCarrier,
  follow: Pick<ShipmentPort, 'track' | 'trackingUrl'> = {},
): ShipmentPort {
  return {
    ...follow,
    async register(order: OrderRow): Promise<RegisteredShipment> {
      const [address] = await db
        .select()
        .from(salesOrderAddress)
        .where(and(eq(salesOrderAddress.orderId, order.id), eq(salesOrderAddress.type, 'shipping')));
      const lines = await listLines(db, [order.id]);
      const cold = await coldProducts(
        db,
        lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
      );
      const planned = shipmentForOrder({
        orderNumber: order.orderNumber,
        country: await deliveryCountry(db, order, address?.country ?? null),
        shippingType: order.shippingType,
        shippingCarrierCode: order.shippingCarrierCode,
        parcelMachineId: order.parcelMachineId,
        ...receiverOf(order),
        email: order.email,
        address: address
          ? {
              street: streetLine(address),
              city: townOf(address),
              postcode: address.zipCode,
            }
          : null,
        isColdChain: lines.some((line) => line.productId !== null && cold.has(line.productId)),
      });
      if (!planned) throw new DomainError('order_step_refused');
      const { trackingNumber, label } = await register(planned.carrier, planned.shipment);
      return { trackingNumber, labelPdf: label };
    },
  };
}
