import * as z from 'zod/mini';
import { EurosAsCentsSchema } from '../pricing/money-schemas.ts';
import { RETURN_STATES } from './returns.ts';

/**
 * The shapes of returns between the storefront, the staff console and the server; each answers
 * `{ code: 200, result }`, `no-store`. Amounts are euros on the wire, Cents once read.
 *
 * Customer (the order's owner by the session, or `orderCode` as on the order page):
 * GET /api/order/{orderId}/returns → OrderReturns; POST /api/order/{orderId}/returns with
 * `{ orderCode?, reason, lines: [{ lineId, qty, unopened? }] }` → OrderReturns.
 * Staff (pharmacist, warehouse): GET /api/staff/returns → StaffReturn[] (the requests waiting for
 * an acceptance or for their goods); POST /api/staff/returns/{returnId}/accept `{}` (the customer
 * is told how to send the goods back), …/receive `{}` (the goods arrived: the refund follows) and
 * …/refuse `{ reason }` → StaffReturn.
 */

const ReturnLineSchema = z.object({ lineId: z.number(), sku: z.string(), name: z.string(), qty: z.number() });

export const ReturnRequestSchema = z.object({
  returnId: z.number(),
  state: z.enum(RETURN_STATES),
  reason: z.string(),
  /** Staff's reason for a refusal. */
  refusalReason: z.nullable(z.string()),
  requestedAt: z.string(),
  /** When staff accepted or refused it. */
  decidedAt: z.nullable(z.string()),
  /** Once accepted: the last day the goods should be sent back (14 days from the request). */
  sendBackBy: z.nullable(z.string()),
  /** When the goods arrived and the refund was made. */
  receivedAt: z.nullable(z.string()),
  /** What the returned units are worth, as asked. */
  amount: EurosAsCentsSchema,
  /** What was refunded on the goods' arrival (0 for a refusal, null while open). */
  refunded: z.nullable(EurosAsCentsSchema),
  lines: z.array(ReturnLineSchema),
});
export type ReturnRequestAnswer = z.input<typeof ReturnRequestSchema>;
export type ReturnRequest = z.output<typeof ReturnRequestSchema>;

export const OrderReturnsSchema = z.object({
  /** Whether a return may be asked for now, until when, and if not, why not (its English text). */
  window: z.object({
    open: z.boolean(),
    deadline: z.nullable(z.string()),
    refusal: z.nullable(z.string()),
  }),
  /** Every line with how many of its units may still be asked back (0: a medicine, or all claimed). */
  lines: z.array(
    z.object({
      lineId: z.number(),
      sku: z.string(),
      name: z.string(),
      qty: z.number(),
      returnable: z.number(),
      /** Sealed goods (hygiene, cosmetics) come back only unopened; medicines never. */
      kind: z.enum(['goods', 'sealed', 'medicine', 'notGoods']),
    }),
  ),
  requests: z.array(ReturnRequestSchema),
});
export type OrderReturnsAnswer = z.input<typeof OrderReturnsSchema>;
export type OrderReturns = z.output<typeof OrderReturnsSchema>;

export const StaffReturnSchema = z.object({
  ...ReturnRequestSchema.shape,
  orderId: z.string(),
  orderNumber: z.string(),
  storeCode: z.string(),
  customerName: z.string(),
  paymentMethod: z.string(),
  /** How the goods' arrival refunds: through the payment provider, or by hand (cash on delivery). */
  refundBy: z.enum(['provider', 'manual']),
});
export type StaffReturnAnswer = z.input<typeof StaffReturnSchema>;
export type StaffReturn = z.output<typeof StaffReturnSchema>;
export const StaffReturnsSchema = z.array(StaffReturnSchema);
