import * as z from 'zod/mini';
import { EurosAsCentsSchema } from '../pricing/money-schemas.ts';
import type { DeliveryType } from '../cart/shipping-methods.ts';
import type { PaymentMethod } from '../cart/payment-methods.ts';
import { ORDER_STATUSES } from './order-api.ts';
import { LIFE_STAGES } from './order-life.ts';

// The order answers read with a schema (order-api.ts has the calls' shapes and constants): apart,
// so a module that needs an order's statuses or messages does not bring the schema library along.

/** An order's line as the staff see it, to check or to pick: no price, the prescription it fills. */
export const StaffOrderLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  prescriptionNumber: z.nullable(z.string()),
});

/**
 * GET /api/order/history?pageSize=20&currentPage=1 (customer token) → `{ code: 200, result }`: the
 * server writes OrderHistoryPage (euros); the browser reads it with the schema as OrderHistory
 * (amounts in Cents).
 */
export const OrderHistorySchema = z.object({
  items: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      createdAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      /** Where the order is after payment: what the pharmacy did since, and whether it can still be cancelled. */
      lifeStage: z.enum(LIFE_STAGES),
      grandTotal: EurosAsCentsSchema,
      currencyCode: z.literal('EUR'),
      shippingType: z.enum(['Courier', 'ParcelMachine', 'Pickup'] as const satisfies DeliveryType[]),
      paymentMethod: z.enum([
        'maksekeskus',
        'paytrail',
        'cashondelivery',
      ] as const satisfies PaymentMethod['code'][]),
      items: z.array(
        z.object({ sku: z.string(), name: z.string(), qty: z.number(), rowTotalInclTax: EurosAsCentsSchema }),
      ),
    }),
  ),
  totalCount: z.number(),
  pageSize: z.number(),
  currentPage: z.number(),
});
export type OrderHistoryPage = z.input<typeof OrderHistorySchema>;
export type OrderSummary = OrderHistoryPage['items'][number];
export type OrderHistory = z.output<typeof OrderHistorySchema>;
