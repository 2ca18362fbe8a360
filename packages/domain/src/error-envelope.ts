import * as z from 'zod/mini';
import { ERROR_REASONS, type ErrorReason } from './errors.ts';

// Apart from errors.ts so that code which only throws or reads a reason does not load the schema library.
/**
 * Every failed answer: the HTTP status again as `code`, the English message as `result` (the
 * storefront's translation key), `reason`, and on a 400 the refused fields.
 */
export const ErrorEnvelopeSchema = z.object({
  code: z.number().check(z.int()),
  result: z.string(),
  reason: z.enum(ERROR_REASONS as [ErrorReason, ...ErrorReason[]]),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ErrorEnvelope = z.output<typeof ErrorEnvelopeSchema>;
