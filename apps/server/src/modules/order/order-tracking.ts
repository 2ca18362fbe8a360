import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  STORE_VIEWS,
  carrierForShipping,
  type CarrierCode,
  type CountryCode,
  type StoreCode,
} from '@apteek/domain';
import type { OrderLifeSteps } from './order-life-steps.ts';
import type { OrderRow } from './order-queries.ts';
import type { ShipmentPort } from './order-shipments.ts';
import { orderPlaces } from './order-view.ts';

const { salesOrder } = schema;

/** How often the server asks the carriers about the parcels it handed over. */
export const TRACKING_INTERVAL_MS = 10 * 60_000;
const BATCH = 200;

/** The carrier that carries the order's parcel, by its shipping method and the delivery's country. */
export async function carrierOfOrder(db: Db, order: OrderRow): Promise<CarrierCode | null> {
  const places = await orderPlaces(db, order);
  const country = (places.machine?.country ??
    places.shipping?.country ??
    STORE_VIEWS[order.storeCode as StoreCode].tax.defaultCountry) as CountryCode;
  return carrierForShipping(
    { carrierCode: order.shippingCarrierCode ?? '', type: order.shippingType as 'Courier' },
    country,
  );
}

/**
 * Asks each handed-over parcel's carrier where it is (Omniva `GET shipments/{barcode}`, DPD
 * `GET /status/tracking`, SmartPosti `GET orders/{barcode}`, Posti `get-shipment-status`: every
 * carrier answers a poll, while only some push) and moves the orders the carrier delivered to
 * `delivered`, as the system, through the life machine; nobody on the staff has to. No carrier
 * message is trusted by itself, so there is nothing for a forged or replayed call to move. A carrier
 * that cannot answer is skipped until the next run; two runs at once deliver an order once (the
 * second step is refused on the locked row). Answers the order numbers delivered.
 */
export async function followShipments(deps: {
  db: Db;
  shipments: ShipmentPort;
  life: Pick<OrderLifeSteps, 'take'>;
  log?: FastifyBaseLogger | undefined;
}): Promise<string[]> {
  if (!deps.shipments.track) return [];
  const handedOver = await deps.db
    .select()
    .from(salesOrder)
    .where(and(eq(salesOrder.lifeStage, 'handedToCarrier'), isNotNull(salesOrder.trackingNumber)))
    .orderBy(asc(salesOrder.updatedAt))
    .limit(BATCH);
  const delivered: string[] = [];
  for (const order of handedOver) {
    try {
      const carrier = await carrierOfOrder(deps.db, order);
      if (!carrier) continue;
      const tracking = await deps.shipments.track(carrier, order.trackingNumber!);
      if (tracking.state !== 'delivered') continue;
      await deps.life.take(order.id, { type: 'deliver' }, { actor: 'system', staffId: null });
      delivered.push(order.orderNumber);
    } catch (error) {
      // Delivered meanwhile by another run, or a carrier that did not answer: the next run sees.
      if (!(error instanceof DomainError && error.code === 'order_step_refused'))
        deps.log?.warn({ err: error, orderNumber: order.orderNumber }, 'parcel tracking failed');
    }
  }
  return delivered;
}

/** Follows the parcels every TRACKING_INTERVAL_MS while the app is up (unref'd; one run at a time). */
export function scheduleTracking(
  deps: Parameters<typeof followShipments>[0] & { log: FastifyBaseLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = followShipments(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'parcel tracking failed'))
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs ?? TRACKING_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
