import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { schema, type Db } from '@apteek/db';
import { memoize, type Memo } from '../../../lib/memoize.ts';

export const EIDENT_SANDBOX_KEY = 'eident-sandbox-signing-key';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as the JWKS lists it. */
  publicJwk: JWK;
}

const cache = new WeakMap<Db, Memo<SigningKey>>();

/**
 * The sandbox provider's ES256 signing key: made once per installation and kept in app_meta (the
 * first insert wins, every instance reads the same key), so ID tokens verify on every instance.
 */
export function sandboxSigningKey(db: Db): Promise<SigningKey> {
  const keys = cache.get(db) ?? memoize<SigningKey>({ ttlMs: Infinity });
  cache.set(db, keys);
  return keys(EIDENT_SANDBOX_KEY, () => loadOrCreate(db));
}

async function loadOrCreate(db: Db): Promise<SigningKey> {
  const { appMeta } = schema;
  const fresh = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(fresh.privateKey)), kid: `sandbox-${Date.now().toString(36)}` };
  await db
    .insert(appMeta)
    .values({ key: EIDENT_SANDBOX_KEY, value: JSON.stringify(jwk) })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, EIDENT_SANDBOX_KEY));
  if (!row) throw new Error(`app_meta has no ${EIDENT_SANDBOX_KEY} after inserting it`);
  const stored = JSON.parse(row.value) as JWK & { kid: string };
  const { d: _private, ...publicJwk } = stored;
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk: { ...publicJwk, alg: 'ES256', use: 'sig' },
  };
}
