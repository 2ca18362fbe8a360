import * as z from 'zod/mini';
import { LIFE_STAGES } from './order-life.ts';
import { StaffOrderLineSchema } from './order-answers.ts';

/**
 * The shapes the staff console's fulfilment page and the server exchange, and the customer's
 * cancel. Each answers `{ code: 200, result }`.
 */

/** GET /api/staff/fulfilment: an order paid (or accepted) and not yet out of the pharmacy's hands. */
export const FulfilmentOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  storeCode: z.string(),
  stage: z.enum(LIFE_STAGES),
  /** Courier, ParcelMachine or Pickup. */
  shippingType: z.string(),
  carrierCode: z.nullable(z.string()),
  methodCode: z.nullable(z.string()),
  paymentMethod: z.string(),
  /** A line needs cold storage: it travels only by a cold-chain method and is packed cold. */
  isColdChain: z.boolean(),
  trackingNumber: z.nullable(z.string()),
  pickupCode: z.nullable(z.string()),
  lines: z.array(StaffOrderLineSchema),
});
export type FulfilmentOrder = z.output<typeof FulfilmentOrderSchema>;
export const FulfilmentQueueSchema = z.array(FulfilmentOrderSchema);

/** GET /api/staff/fulfilment/{orderId}/pick-list: the units to take from the shelves (bundles as their parts). */
export const PickListSchema = z.object({
  orderNumber: z.string(),
  items: z.array(
    z.object({ sku: z.string(), name: z.string(), qty: z.number(), isColdStorage: z.boolean() }),
  ),
});
export type PickList = z.output<typeof PickListSchema>;

/** The steps staff take on an order, each a POST /api/staff/fulfilment/{orderId}/{step}. */
export const FULFILMENT_STEPS = [
  'pick',
  'pack',
  'hand-over',
  'ready-for-pickup',
  'delivered',
  'collected',
  'cancel',
] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** A step's answer, and POST /api/order/{orderId}/cancel's: where the order now is. */
export const OrderLifeAnswerSchema = z.object({
  orderNumber: z.string(),
  stage: z.enum(LIFE_STAGES),
  trackingNumber: z.nullable(z.string()),
  pickupCode: z.nullable(z.string()),
});
export type OrderLifeAnswer = z.output<typeof OrderLifeAnswerSchema>;
