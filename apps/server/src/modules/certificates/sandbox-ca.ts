import { eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { memoize, type Memo } from '../../lib/memoize.ts';
import {
  createCertificateAuthority,
  exportCertificateAuthority,
  importCertificateAuthority,
  type CertificateAuthority,
} from './certificate-issue.ts';

/** The app_meta key of the sandbox CA (certificate and private key). */
export const SANDBOX_CA_KEY = 'identity_sandbox_ca';

const cache = new WeakMap<Db, Memo<CertificateAuthority>>();

/**
 * This installation's sandbox certificate authority: made on first use and kept in app_meta
 * (the first instance to insert it wins, the others read it), never in the source, so nobody
 * outside the installation can issue a certificate the sandboxes' trust accepts.
 */
export function sandboxCertificateAuthority(db: Db): Promise<CertificateAuthority> {
  const memo = cache.get(db) ?? memoize<CertificateAuthority>({ ttlMs: Infinity });
  cache.set(db, memo);
  return memo(SANDBOX_CA_KEY, () => loadOrCreate(db));
}

async function loadOrCreate(db: Db): Promise<CertificateAuthority> {
  const { appMeta } = schema;
  const [existing] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SANDBOX_CA_KEY));
  if (existing) return importCertificateAuthority(existing.value);
  const created = await createCertificateAuthority('Apteek sandbox identity CA');
  await db
    .insert(appMeta)
    .values({ key: SANDBOX_CA_KEY, value: await exportCertificateAuthority(created) })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SANDBOX_CA_KEY));
  if (!row) throw new Error(`app_meta has no ${SANDBOX_CA_KEY} after inserting it`);
  return importCertificateAuthority(row.value);
}
