import { z } from 'zod';
import { CART_EVENT_LIMITS, CART_EVENT_TYPES } from './cart-events.ts';

/** The prescription service's callback (spec 001 §7): which cart, which prescription, what came of it. */
export const NotificationEventSchema = z.object({
  Type: z.enum(CART_EVENT_TYPES, { error: `Must be one of ${CART_EVENT_TYPES.join(', ')}` }),
  Details: z.object({
    PrescriptionDetails: z.object({
      OrderCode: z.string().min(1).max(CART_EVENT_LIMITS.code),
      PrescriptionNumber: z.string().max(CART_EVENT_LIMITS.prescriptionNumber).nullable().optional(),
    }),
  }),
  Response: z.object({ Result: z.string().min(1).max(CART_EVENT_LIMITS.result) }),
  ReasonCode: z.string().max(CART_EVENT_LIMITS.reasonCode).nullable().optional(),
});

export type NotificationEvent = z.infer<typeof NotificationEventSchema>;
