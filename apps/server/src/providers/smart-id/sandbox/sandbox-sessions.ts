import { randomUUID, type KeyObject } from 'node:crypto';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { IdentityHashType } from '@apteek/domain';
import { issueIdentityCertificate, type IdentityKeyType } from '../../../modules/certificates/index.ts';
import { sandboxCertificateAuthority } from '../../../modules/certificates/index.ts';

/**
 * A sandbox session of Smart-ID or Mobile-ID, the provider's side: whom it asks, the hash to sign,
 * and the person's answer once the test device page gives one. Kept in app_meta (the key/value
 * table every instance shares), so a poll may reach another instance than the one that started it.
 */
export interface SandboxSession {
  provider: 'smart-id' | 'mobile-id';
  personalCode: string;
  phone?: string;
  hash: string;
  hashType: IdentityHashType;
  startedAt: number;
  /** The demo identity's scripted end, or the person's answer on the device page; null while asked. */
  answer: string | null;
}

const PREFIX = 'sk-sandbox:';
/** Sessions older than this are deleted when a new one starts (the longest poll lasts two minutes). */
const KEEP_MS = 15 * 60 * 1000;

const { appMeta } = schema;

/** Starts a session now, not yet answered; its id is what the relying party polls. */
export async function createSandboxSession(
  db: Db,
  asked: Omit<SandboxSession, 'startedAt' | 'answer'>,
): Promise<string> {
  const session: SandboxSession = { ...asked, startedAt: Date.now(), answer: null };
  const id = randomUUID();
  await db
    .delete(appMeta)
    .where(and(like(appMeta.key, `${PREFIX}%`), lt(appMeta.updatedAt, new Date(Date.now() - KEEP_MS))));
  await db.insert(appMeta).values({ key: PREFIX + id, value: JSON.stringify(session) });
  return id;
}

export async function readSandboxSession(db: Db, id: string): Promise<SandboxSession | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, PREFIX + id));
  return row ? (JSON.parse(row.value) as SandboxSession) : null;
}

/** Records the person's answer once: a session already answered keeps its first answer. */
export async function answerSandboxSession(db: Db, id: string, answer: string): Promise<boolean> {
  const session = await readSandboxSession(db, id);
  if (!session || session.answer !== null) return false;
  const rows = await db
    .update(appMeta)
    .set({ value: JSON.stringify({ ...session, answer }), updatedAt: sql`now()` })
    .where(and(eq(appMeta.key, PREFIX + id), sql`${appMeta.value}::jsonb ->> 'answer' IS NULL`))
    .returning({ key: appMeta.key });
  return rows.length === 1;
}

/**
 * Every unanswered session of one person on one provider, newest first: what their test device
 * lists, each with its own code, as the real app asks about each login it is sent.
 */
export async function pendingSandboxSessions(
  db: Db,
  provider: SandboxSession['provider'],
  match: (session: SandboxSession) => boolean,
): Promise<{ id: string; session: SandboxSession }[]> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(and(like(appMeta.key, `${PREFIX}%`), sql`${appMeta.value}::jsonb ->> 'answer' IS NULL`));
  return rows
    .map((row) => ({ id: row.key.slice(PREFIX.length), session: JSON.parse(row.value) as SandboxSession }))
    .filter(({ session }) => session.provider === provider && match(session))
    .sort((a, b) => b.session.startedAt - a.session.startedAt);
}

/**
 * Answers a long poll: reads the session until `settled` says it has ended or `timeoutMs` passes
 * (SK's session calls wait up to timeoutMs for a change), checking a few times a second.
 */
export async function longPoll<T>(
  read: () => Promise<T | null>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null || Date.now() >= deadline || signal?.aborted) return value;
    await new Promise((resolve) => setTimeout(resolve, Math.min(200, deadline - Date.now())));
  }
}

export interface DemoPerson {
  personalCode: string;
  givenName: string;
  surname: string;
}

const certificates = new WeakMap<Db, Map<string, Promise<{ certificate: string; key: KeyObject }>>>();

/** The demo person's authentication certificate from this installation's sandbox CA, made once per process. */
export function sandboxCertificate(
  db: Db,
  person: DemoPerson,
  keyType: IdentityKeyType,
): Promise<{ certificate: string; key: KeyObject }> {
  const cache = certificates.get(db) ?? new Map<string, Promise<{ certificate: string; key: KeyObject }>>();
  certificates.set(db, cache);
  const cacheKey = `${keyType}:${person.personalCode}`;
  let issued = cache.get(cacheKey);
  if (!issued) {
    issued = sandboxCertificateAuthority(db)
      .then((ca) => issueIdentityCertificate(ca, { ...person, country: 'EE' }, { keyType }))
      .then((made) => ({ certificate: made.certificateDer.toString('base64'), key: made.privateKey }));
    issued.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, issued);
  }
  return issued;
}
