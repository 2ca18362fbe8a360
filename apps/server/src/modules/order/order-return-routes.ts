import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError, FORM_MESSAGES, RETURN_REASON_MAX } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { OrderParamsSchema, OrderViewQuerySchema } from './order-schemas.ts';
import type { OrderReturnsService } from './order-returns.ts';

/** A return's reason, the customer's or a refusing staff member's: required, at most RETURN_REASON_MAX. */
export const ReturnReasonSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, { message: FORM_MESSAGES.required })
  .max(RETURN_REASON_MAX, {
    message: FORM_MESSAGES.maxLength.replace('{amount}', String(RETURN_REASON_MAX)),
  });

export const ReturnBodySchema = z.strictObject({
  orderCode: z.string().min(1).max(64).optional(),
  reason: ReturnReasonSchema,
  lines: z
    .array(
      z.strictObject({
        lineId: z.number().int().min(1).max(2_147_483_647),
        qty: z.number().int().min(0).max(10_000),
        unopened: z.boolean().optional(),
      }),
    )
    .max(100),
});

function callerOf(request: FastifyRequest): number | null {
  if (request.headers.authorization && request.customerId === null) throw new DomainError('invalid_token');
  return request.customerId;
}

/** The customer's returns on the order page: what may be asked back, and the asking (owner or order code). */
export function registerReturnRoutes(app: FastifyInstance, returns: OrderReturnsService): void {
  const ok = <T>(result: T) => ({ code: 200, result });

  app.get('/order/:orderId/returns', async (request) => {
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const { orderCode } = parseInput(OrderViewQuerySchema, request.query);
    return ok(await returns.forOrder(orderId, { customerId: callerOf(request), orderCode }));
  });

  app.post('/order/:orderId/returns', async (request) => {
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const { orderCode, reason, lines } = parseInput(ReturnBodySchema, request.body ?? {});
    return ok(
      await returns.request(orderId, { customerId: callerOf(request), orderCode }, { reason, lines }),
    );
  });
}
