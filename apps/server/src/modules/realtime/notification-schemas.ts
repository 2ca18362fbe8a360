import { z } from 'zod';
import { CART_EVENT_LIMITS, type CartEventType } from './cart-events.ts';

/**
 * What the prescription service calls back with. The hub's other events are the
 * server's own (ChatCallback: the chat module publishes it), never taken from outside.
 */
export const PRESCRIPTION_CALLBACK_TYPES = [
  'PrescriptionListCallback',
  'PrescriptionDetailCallback',
  'PrescriptionCompensationCallback',
] as const satisfies readonly CartEventType[];

/** The prescription service's callback: which cart, which prescription, what came of it. */
export const NotificationEventSchema = z.object({
  Type: z.enum(PRESCRIPTION_CALLBACK_TYPES, {
    error: `Must be one of ${PRESCRIPTION_CALLBACK_TYPES.join(', ')}`,
  }),
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
