import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { publishCartEvent } from './cart-events.ts';
import { notificationEventsKey, sameKey } from './events-key.ts';
import { NotificationEventSchema } from './notification-schemas.ts';

/**
 * POST /api/notification/events (spec 001 §7): the prescription service's callback, accepted with
 * the right X-Api-Key and relayed to the sockets of the cart whose code it names.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  { configuredKey }: { configuredKey: string | null },
): Promise<void> {
  const key = await notificationEventsKey(app.db, configuredKey);
  app.post('/notification/events', async (request) => {
    const given = request.headers['x-api-key'];
    if (!sameKey(typeof given === 'string' ? given : undefined, key))
      throw new DomainError('api_key_invalid');
    const body = parseInput(NotificationEventSchema, request.body);
    await publishCartEvent(app.database, {
      type: body.Type,
      cartCode: body.Details.PrescriptionDetails.OrderCode,
      result: body.Response.Result,
      reasonCode: body.ReasonCode ?? null,
      prescriptionNumber: body.Details.PrescriptionDetails.PrescriptionNumber ?? null,
    });
    // DESIGN §3: the prescription calls answer { resultCode, result }.
    return { resultCode: 200, result: true };
  });
}
