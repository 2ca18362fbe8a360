import type { FastifyInstance } from 'fastify';
import { readOpeningTimes } from './opening-times.ts';

/** GET /api/prescription/opening-times: the pharmacy's hours for prescriptions, public. */
export async function registerOpeningHoursRoutes(app: FastifyInstance) {
  // The hours are no one's data: shared caches may keep them a minute, unlike every other
  // prescription answer (plugins/cache-policy.ts).
  app.get('/prescription/opening-times', async (_request, reply) => {
    const result = await readOpeningTimes(app.db, app.now());
    void reply.header('cache-control', 'public, max-age=60');
    return { code: 200, resultCode: 200, result };
  });
}
