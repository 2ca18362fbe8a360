import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  FEED_SCOPES,
  type CreatedIntegrationKey,
  type FeedKind,
  type IntegrationKeyView,
  type IntegrationScope,
} from '@apteek/domain';

const { integrationKey } = schema;

/** Keys read `apk_` and 43 characters of 32 random bytes: the prefix tells a leaked one at a glance. */
const KEY_PREFIX = 'apk_';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface IntegrationCaller {
  keyId: number;
  scopes: IntegrationScope[];
}

type KeyRow = typeof integrationKey.$inferSelect;

function viewOf(row: KeyRow): IntegrationKeyView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The integrations' keys: made and revoked by an administrator, only their hash kept. */
export function integrationKeys(db: Db, now: () => Date) {
  return {
    async create(input: {
      name: string;
      scopes: IntegrationScope[];
      createdBy: number | null;
    }): Promise<CreatedIntegrationKey> {
      const key = KEY_PREFIX + randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(integrationKey)
        .values({
          name: input.name,
          scopes: [...new Set(input.scopes)],
          keyHash: sha256(key),
          prefix: key.slice(0, 10),
          createdBy: input.createdBy,
          createdAt: now(),
        })
        .returning();
      return { ...viewOf(row!), key };
    },

    async list(): Promise<IntegrationKeyView[]> {
      const rows = await db.select().from(integrationKey).orderBy(desc(integrationKey.id));
      return rows.map(viewOf);
    },

    /** Revokes a key at once; false when there is no such key or it was revoked before. */
    async revoke(id: number): Promise<IntegrationKeyView | null> {
      const [row] = await db
        .update(integrationKey)
        .set({ revokedAt: now() })
        .where(and(eq(integrationKey.id, id), isNull(integrationKey.revokedAt)))
        .returning();
      return row ? viewOf(row) : null;
    },

    /** The caller a bearer key names, or api_key_invalid for a missing, unknown or revoked key. */
    async authenticate(authorization: string | undefined): Promise<IntegrationCaller> {
      const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!key?.startsWith(KEY_PREFIX)) throw new DomainError('api_key_invalid');
      const [row] = await db
        .update(integrationKey)
        .set({ lastUsedAt: now() })
        .where(and(eq(integrationKey.keyHash, sha256(key)), isNull(integrationKey.revokedAt)))
        .returning({ id: integrationKey.id, scopes: integrationKey.scopes });
      if (!row) throw new DomainError('api_key_invalid');
      return { keyId: row.id, scopes: row.scopes };
    },
  };
}

export type IntegrationKeys = ReturnType<typeof integrationKeys>;

/** Refuses a key whose scopes do not open this feed. */
export function requireScope(caller: IntegrationCaller, kind: FeedKind): void {
  if (!caller.scopes.includes(FEED_SCOPES[kind])) throw new DomainError('integration_scope_forbidden');
}
