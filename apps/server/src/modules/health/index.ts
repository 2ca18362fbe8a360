import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';

/** Liveness and readiness in one: answers 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      throw new DomainError('database_unavailable', { reason: String(error) });
    }
    return { code: 200, result: { status: 'ok', database: app.database.engine } };
  });
}
