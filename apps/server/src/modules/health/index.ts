import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Liveness and readiness in one: answers 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { code: 200, result: { status: 'ok', database: app.database.engine } };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ code: 503, result: 'Database unavailable' });
    }
  });
}
