import type { FastifyInstance } from 'fastify';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { parseInput } from '../../plugins/validation.ts';
import { requireCustomer } from '../user/index.ts';
import { LoyaltyRegisterBodySchema } from './loyalty-schemas.ts';
import { loyaltyService } from './loyalty-service.ts';

/**
 * /api/user/loyalty-card: the calling customer's loyalty card. Every call needs the customer's
 * bearer token (401 otherwise) and reaches that customer's card only; every answer is no-store
 * like every personal answer (plugins/cache-policy.ts).
 */
export async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  const cards = loyaltyService({
    db: app.db,
    now: () => app.now(),
    limiter: requestLimiter(app.db, () => app.now().getTime()),
  });
  const ok = (result: unknown) => ({ code: 200, result });

  app.get('/user/loyalty-card', async (request) => ok(await cards.card(requireCustomer(request))));

  app.post('/user/loyalty-card', async (request) => ok(await cards.join(requireCustomer(request))));

  app.put('/user/loyalty-card', async (request) => {
    const customerId = requireCustomer(request);
    const { cardNumber } = parseInput(LoyaltyRegisterBodySchema, request.body ?? {}, 'body');
    return ok(await cards.register(customerId, cardNumber, request.ip));
  });

  app.delete('/user/loyalty-card', async (request) => ok(await cards.leave(requireCustomer(request))));
}
