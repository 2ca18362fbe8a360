import * as z from 'zod/mini';
import { CentsSchema } from '../pricing/money-schemas.ts';
import { ORDER_STATUSES } from './order-api.ts';

/**
 * Why an order waits in ManualCheck (or what a late payment did), kept as a reason with its
 * figures rather than a sentence, so the staff pages word it in the staff member's language and
 * print the amounts with the store's formatter. Amounts in integer cents.
 *
 * - amountMismatch: the provider paid another amount than the order's total;
 * - unexpectedStatus: a payment came for an order no longer waiting for one;
 * - lateAmountMismatch: a payment after the unpaid order expired, of another amount;
 * - lateRestocked: a payment after expiry whose stock could be reserved again (the order is paid);
 * - lateOutOfStock: a payment after expiry whose stock is gone;
 * - text: a note written before reasons were kept, shown as it was written.
 */
const Payment = { provider: z.string(), transactionId: z.string() };

export const CheckNoteSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('amountMismatch'), ...Payment, amount: CentsSchema, orderTotal: CentsSchema }),
  z.object({ code: z.literal('unexpectedStatus'), ...Payment, status: z.enum(ORDER_STATUSES) }),
  z.object({
    code: z.literal('lateAmountMismatch'),
    ...Payment,
    amount: CentsSchema,
    orderTotal: CentsSchema,
  }),
  z.object({ code: z.literal('lateRestocked'), ...Payment }),
  z.object({ code: z.literal('lateOutOfStock'), ...Payment }),
  z.object({ code: z.literal('text'), text: z.string() }),
]);
/** As the server keeps and sends it (plain numbers); the console reads `z.output` (Cents). */
export type CheckNote = z.input<typeof CheckNoteSchema>;
export type CheckNoteCode = CheckNote['code'];
