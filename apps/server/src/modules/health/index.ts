import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { databaseFault } from '@apteek/db';
import { DomainError } from '@apteek/domain';
import type { HubMetrics } from '../realtime/index.ts';

/**
 * Liveness and readiness in one: answers 200 only when the database answers, with the realtime
 * hub's sockets, its cap and its refusals by cap since start.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { realtime }: { realtime: () => HubMetrics },
): Promise<void> {
  app.get('/health', async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      // The reason goes to the log: the fault's short name, never the failed query's text.
      const reason = databaseFault(error) ?? (error instanceof Error ? error.name : 'unknown');
      throw new DomainError('database_unavailable', { reason });
    }
    return { code: 200, result: { status: 'ok', database: app.database.engine, realtime: realtime() } };
  });
}
