import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

const { appMeta } = schema;
const SECRET_KEY = 'group_token_secret';

const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The HMAC key for group tokens and price signatures: created once per database and shared by
 * every instance (the first insert wins, the others read it), then kept for the process.
 */
export function groupTokenSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function loadOrCreateSecret(db: Db): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (!row) throw new Error(`app_meta has no ${SECRET_KEY} after inserting it`);
  return Buffer.from(row.value, 'base64url');
}
