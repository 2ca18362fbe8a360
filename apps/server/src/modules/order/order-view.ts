import { eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  STORE_VIEWS,
  carrierForShipping,
  carrierTrackingUrl,
  centsToAmount,
  creditNoteNumber,
  customerTimeline,
  streetLine,
  townOf,
  type CarrierCode,
  type CountryCode,
  type Language,
  type OrderViewAnswer,
  type StoreCode,
} from '@apteek/domain';
import { findOrder, listLines, receiverOf, type OrderLineRow, type OrderRow } from './order-queries.ts';
import { creditNotesOf } from './order-credit-notes.ts';
import { lifeOf, timelineOf } from './order-life-store.ts';
import { sameSecret } from './order-service.ts';

const { salesOrderAddress, parcelMachine } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order its customer may read: the caller's own by the session, or any order by its secret
 * code (the link in its mails). Another customer's order, a wrong code and an unknown id all
 * answer the same 404, so nobody learns that an order exists.
 */
export async function ownedOrder(
  db: Db,
  orderId: string,
  caller: { customerId: number | null; orderCode?: string | undefined },
): Promise<OrderRow> {
  const order = UUID.test(orderId) ? await findOrder(db, orderId) : undefined;
  if (order && isOwner(order, caller)) return order;
  throw new DomainError('order_not_found');
}

export function isOwner(
  order: OrderRow,
  { customerId, orderCode }: { customerId: number | null; orderCode?: string | undefined },
): boolean {
  if (customerId !== null && order.customerId === customerId) return true;
  return orderCode !== undefined && sameSecret(order.orderCode, orderCode);
}

/** The order's addresses and its parcel machine, as its page and its documents show them. */
export async function orderPlaces(db: Db, order: OrderRow) {
  const [addresses, machines] = await Promise.all([
    db.select().from(salesOrderAddress).where(eq(salesOrderAddress.orderId, order.id)),
    order.parcelMachineId
      ? db.select().from(parcelMachine).where(eq(parcelMachine.id, order.parcelMachineId))
      : Promise.resolve([]),
  ]);
  return {
    shipping: addresses.find((address) => address.type === 'shipping') ?? null,
    billing: addresses.find((address) => address.type === 'billing') ?? null,
    machine: machines[0] ?? null,
  };
}

type AddressRow = typeof salesOrderAddress.$inferSelect;

/** A courier's or a billing address as the order page shows it: the name, one street line, the city. */
function addressView(address: AddressRow) {
  return {
    name: `${address.firstname} ${address.lastname}`,
    streetAddress: streetLine(address),
    city: townOf(address),
    zipCode: address.zipCode,
    country: address.country,
  };
}

/** The order, readable as long as its personal data are kept; an anonymised one is gone for its page. */
/** A parcel's public tracking page; the carriers' own unless the app says otherwise (its sandboxes). */
type TrackingUrlOf = (carrier: CarrierCode, trackingNumber: string, language: Language) => Promise<string>;
const carrierPages: TrackingUrlOf = (...args) => Promise.resolve(carrierTrackingUrl(...args));

export async function orderView(
  db: Db,
  order: OrderRow,
  trackingUrl: TrackingUrlOf = carrierPages,
): Promise<OrderViewAnswer> {
  if (order.anonymisedAt) throw new DomainError('order_not_found');
  const [lines, places, events, life, credits] = await Promise.all([
    listLines(db, [order.id]),
    orderPlaces(db, order),
    timelineOf(db, order.id),
    lifeOf(db, order),
    creditNotesOf(db, [order.id]),
  ]);
  const view = STORE_VIEWS[order.storeCode as StoreCode];
  const country = (places.machine?.country ??
    places.shipping?.country ??
    view.tax.defaultCountry) as CountryCode;
  const type = order.shippingType as OrderViewAnswer['delivery']['type'];
  const carrier = carrierForShipping({ carrierCode: order.shippingCarrierCode ?? '', type }, country);
  const paid = order.paymentStatus === 'paid';
  const number = order.trackingNumber;
  const tracking = carrier && number ? await trackingUrl(carrier, number, view.i18n.language) : null;
  const receiver = receiverOf(order);
  const { billing } = places;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderCode: order.orderCode,
    createdAt: order.createdAt.toISOString(),
    storeCode: order.storeCode,
    status: order.status,
    lifeStage: order.lifeStage,
    lines: lines.map(lineOf),
    delivery: {
      type,
      carrierCode: carrier,
      parcelMachine: places.machine
        ? {
            name: places.machine.name,
            address: places.machine.address,
            city: places.machine.city,
            zipCode: places.machine.zipCode,
          }
        : null,
      address: type === 'Courier' && places.shipping ? addressView(places.shipping) : null,
      recipient: { name: `${receiver.firstname} ${receiver.lastname}`, phoneNumber: receiver.phoneNumber },
      trackingNumber: order.trackingNumber,
      trackingUrl: tracking,
      pickupCode: order.pickupCode,
    },
    payment: {
      method: order.paymentMethod,
      bank: order.paymentBank,
      status: order.paymentStatus,
      company: order.company,
      billingAddress: billing ? { ...addressView(billing), phoneNumber: billing.phoneNumber } : null,
    },
    totals: {
      subtotalInclTax: centsToAmount(order.subtotalInclTax),
      discount: centsToAmount(order.discount),
      shippingInclTax: centsToAmount(order.shippingInclTax),
      taxTotal: centsToAmount(order.taxTotal),
      fundTotal: centsToAmount(lines.reduce((sum, line) => sum + line.fundAmount, 0)),
      grandTotal: centsToAmount(order.grandTotal),
      refunded: centsToAmount(life.refundedTotal),
    },
    timeline: customerTimeline(events, type === 'Pickup' ? 'pickup' : 'carrier', order.lifeStage).map(
      (step) => ({ stage: step.stage, at: step.at?.toISOString() ?? null }),
    ),
    hasReceipt: paid,
    hasInvoice: paid && order.company !== null,
    creditNotes: credits.map(({ note }) => ({
      number: note.number,
      label: creditNoteNumber(note.number),
      issuedAt: note.issuedAt.toISOString(),
      amount: centsToAmount(note.amount),
    })),
  };
}

function lineOf(line: OrderLineRow): OrderViewAnswer['lines'][number] {
  return {
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    rowTotalInclTax: centsToAmount(line.rowTotalInclTax - line.discount),
    taxPercent: line.taxPercent,
    prescriptionNumber: line.prescriptionNumber,
    fundAmount: centsToAmount(line.fundAmount),
  };
}
