import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../database.ts';

export interface TestDatabase {
  target: DatabaseTarget;
  /** Drops the throwaway PostgreSQL database; nothing to do for in-memory PGlite. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on
 * the server named by TEST_DATABASE_URL when the suite runs with TEST_DB_ENGINE=postgres.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    return { target: { engine: 'pglite', dataDir: null }, drop: async () => undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `apteek_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { engine: 'postgres', url: url.toString(), poolSize: 4 },
    drop: async () => {
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
