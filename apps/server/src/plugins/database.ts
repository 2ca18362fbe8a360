import fp from 'fastify-plugin';
import { databaseFault, type Database, type Db } from '@apteek/db';
import { DomainError, isDomainError } from '@apteek/domain';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Shares the open database with every module and closes it after in-flight requests finished. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);

/** How long a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The failure as `database_unavailable` when it says the database is unreachable (refused, cut,
 * silent, shutting down, past a time-out), else null. Its reason names no query and no parameter.
 */
export function asDatabaseUnavailable(error: unknown): DomainError<'database_unavailable'> | null {
  if (isDomainError(error, 'database_unavailable')) return error;
  const reason = databaseFault(error);
  return reason === null ? null : new DomainError('database_unavailable', { reason });
}

/**
 * The services one page request calls, watched: a database fault is rethrown as
 * `database_unavailable` and remembered, so the page can answer 503 instead of 500.
 */
export function watchDatabase<T extends object>(services: T): { services: T; unavailable(): boolean } {
  let unavailable = false;
  const rethrow = (error: unknown): never => {
    const outage = asDatabaseUnavailable(error);
    if (outage === null) throw error;
    unavailable = true;
    throw outage;
  };
  const watched = new Proxy(services, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = (value as (...args: unknown[]) => unknown).apply(target, args);
          return result instanceof Promise ? result.catch(rethrow) : result;
        } catch (error) {
          return rethrow(error);
        }
      };
    },
  });
  return { services: watched, unavailable: () => unavailable };
}
