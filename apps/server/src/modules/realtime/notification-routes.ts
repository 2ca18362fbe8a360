import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { publishCartEvent, type CartEvent } from './cart-events.ts';
import { notificationEventsKey, sameKey } from './events-key.ts';
import { NotificationEventSchema } from './notification-schemas.ts';

/**
 * POST /api/notification/events: the prescription service's callback, accepted with the right
 * X-Api-Key, handed to the receivers that store what it announces, then relayed to the sockets of
 * the cart whose code it names, so that the shopper's next read finds it stored.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  {
    configuredKey,
    receivers = [],
  }: {
    configuredKey: string | null;
    receivers?: readonly ((event: CartEvent) => Promise<void>)[];
  },
): Promise<void> {
  const key = await notificationEventsKey(app.db, configuredKey);
  app.post('/notification/events', async (request) => {
    const given = request.headers['x-api-key'];
    if (!sameKey(typeof given === 'string' ? given : undefined, key))
      throw new DomainError('api_key_invalid');
    const body = parseInput(NotificationEventSchema, request.body);
    const event: CartEvent = {
      type: body.Type,
      cartCode: body.Details.PrescriptionDetails.OrderCode,
      result: body.Response.Result,
      reasonCode: body.ReasonCode ?? null,
      prescriptionNumber: body.Details.PrescriptionDetails.PrescriptionNumber ?? null,
    };
    for (const receive of receivers) await receive(event);
    await publishCartEvent(app.database, event);
    // Like the other prescription calls, this answers { resultCode, result }.
    return { resultCode: 200, result: true };
  });
}
