import * as z from 'zod/mini';
import { EurosAsCentsSchema } from '../pricing/money-schemas.ts';
import { LIFE_STAGES, type LifeStage } from './order-life.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-api.ts';

/** The lines an order keeps of a courier's or a billing address. */
interface KeptAddress {
  streetAddress: string;
  apartmentNumber?: string | null;
  city?: string | null;
  state: string;
}

/**
 * An address's street line as the order page, the documents and the carrier's label write it: the
 * street, then the apartment after a dash when there is one ("Narva mnt 5-12").
 */
export function streetLine(address: KeptAddress): string {
  return [address.streetAddress, address.apartmentNumber].filter(Boolean).join('-');
}

/** An address's town: its city, or its state (a county, a region) where it names no city. */
export function townOf(address: KeptAddress): string {
  return address.city ?? address.state;
}

/** A courier's or a billing address as the order page shows it. */
const OrderAddressSchema = z.object({
  name: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/**
 * The customer's own order page: GET /api/order/{orderId} (the customer's token, or `?orderCode=`
 * the order's secret code from its mails) → `{ code: 200, result: OrderView }`, `no-store`. Another
 * customer's order answers exactly as an unknown one (404 order_not_found). Amounts are euros on
 * the wire, Cents once read with the schema.
 */
export const OrderViewSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** The order's secret code: its owner's receipt and invoice links carry it, as its mails do. */
  orderCode: z.string(),
  createdAt: z.string(),
  storeCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  lifeStage: z.enum(LIFE_STAGES),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      qty: z.number(),
      /** What the row costs before the fund's share (its discount taken off). */
      rowTotalInclTax: EurosAsCentsSchema,
      taxPercent: z.number(),
      /** The prescription the line was dispensed against; none for goods sold without one. */
      prescriptionNumber: z.nullable(z.string()),
      /** What the Health Insurance Fund pays of the row. */
      fundAmount: EurosAsCentsSchema,
    }),
  ),
  delivery: z.object({
    type: z.enum(['Courier', 'ParcelMachine', 'Pickup']),
    carrierCode: z.nullable(z.string()),
    parcelMachine: z.nullable(
      z.object({ name: z.string(), address: z.string(), city: z.string(), zipCode: z.string() }),
    ),
    address: z.nullable(OrderAddressSchema),
    /** Who receives the parcel: the recipient named at checkout, or the buyer. */
    recipient: z.object({ name: z.string(), phoneNumber: z.string() }),
    trackingNumber: z.nullable(z.string()),
    /** The carrier's own page for the parcel, once it is handed over. */
    trackingUrl: z.nullable(z.string()),
    pickupCode: z.nullable(z.string()),
  }),
  payment: z.object({
    method: z.string(),
    bank: z.nullable(z.string()),
    status: z.enum(PAYMENT_STATUSES),
    /** A company invoice was asked for at checkout. */
    company: z.nullable(z.string()),
    /** The billing name and address the checkout gave, if any (the receipt and invoice are made out to it). */
    billingAddress: z.nullable(z.extend(OrderAddressSchema, { phoneNumber: z.nullable(z.string()) })),
  }),
  totals: z.object({
    subtotalInclTax: EurosAsCentsSchema,
    discount: EurosAsCentsSchema,
    shippingInclTax: EurosAsCentsSchema,
    taxTotal: EurosAsCentsSchema,
    fundTotal: EurosAsCentsSchema,
    grandTotal: EurosAsCentsSchema,
    refunded: EurosAsCentsSchema,
  }),
  /** Each stage the order reached with its time, then the ones still ahead of it (time null). */
  timeline: z.array(z.object({ stage: z.enum(LIFE_STAGES), at: z.nullable(z.string()) })),
  /** Receipt (and invoice) PDFs exist once the order is paid. */
  hasReceipt: z.boolean(),
  hasInvoice: z.boolean(),
  /** The credit notes of money refunded after the receipt (a cancellation, a return), oldest first. */
  creditNotes: z.array(
    z.object({
      /** The serial in the credit series, as its PDF's address takes it; `label` is it as printed. */
      number: z.number(),
      label: z.string(),
      issuedAt: z.string(),
      amount: EurosAsCentsSchema,
    }),
  ),
});
export type OrderViewAnswer = z.input<typeof OrderViewSchema>;
export type OrderView = z.output<typeof OrderViewSchema>;

/** The way an order is meant to go after placement, by how it reaches the customer. */
const PATHS: Record<'carrier' | 'pickup', readonly LifeStage[]> = {
  carrier: ['placed', 'paid', 'picking', 'packed', 'handedToCarrier', 'delivered'],
  pickup: ['placed', 'paid', 'picking', 'packed', 'readyForPickup', 'collected'],
};

/**
 * The customer's timeline: the stages reached, each at the first time it was reached, in order;
 * then, unless the order ended in a cancel or a return, the stages of its delivery's path still
 * ahead (without a time). A stage reached twice (paid again after an expiry) shows once.
 */
export function customerTimeline(
  events: readonly { stage: LifeStage; at: Date }[],
  delivery: 'carrier' | 'pickup',
  current: LifeStage,
): { stage: LifeStage; at: Date | null }[] {
  const reached: { stage: LifeStage; at: Date }[] = [];
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (!reached.some((step) => step.stage === event.stage)) reached.push(event);
  }
  if (current === 'cancelled' || current === 'returned') return reached;
  const path = PATHS[delivery];
  const ahead = path
    .slice(path.indexOf(current) + 1)
    .filter((stage) => !reached.some((r) => r.stage === stage));
  return [...reached, ...ahead.map((stage) => ({ stage, at: null }))];
}

/**
 * The lines "Buy again" puts back into the cart: those sold without a prescription, with their
 * quantities; a prescription medicine is bought again only against a prescription.
 */
export function buyAgainLines(
  lines: readonly { sku: string; qty: number; prescriptionNumber: string | null }[],
): { sku: string; qty: number }[] {
  return lines.filter((line) => line.prescriptionNumber === null).map(({ sku, qty }) => ({ sku, qty }));
}
