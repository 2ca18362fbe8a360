import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { memoize, type Memo } from '../lib/memoize.ts';

const cache = new WeakMap<Db, Memo<string>>();

/**
 * A random secret kept in app_meta under `key`: created once per database and shared by every
 * instance (the first insert wins, the others read it), then kept for the process.
 */
export function appSecret(db: Db, key: string): Promise<string> {
  const secrets = cache.get(db) ?? memoize<string>({ ttlMs: Infinity });
  cache.set(db, secrets);
  return secrets(key, () => loadOrCreate(db, key));
}

async function loadOrCreate(db: Db, key: string): Promise<string> {
  const { appMeta } = schema;
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`app_meta has no ${key} after inserting it`);
  return row.value;
}
