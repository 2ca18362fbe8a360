import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, flag, serialId, timestampTz, updatedAt } from './columns.ts';
import { staffUser } from './staff.ts';

/**
 * A key one of the pharmacy's systems (its ERP, the wholesaler's feed) sends feeds with. Only the
 * SHA-256 of the key is kept; its scopes say which feeds it may send. Revoked keys stay, so jobs
 * keep naming who sent them.
 */
export const integrationKey = pgTable(
  'integration_key',
  {
    id: serialId(),
    name: varchar('name', { length: 100 }).notNull(),
    scopes: varchar('scopes', { length: 16 }).array().$type<('catalogue' | 'stock' | 'prices')[]>().notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    /** The key's first characters, shown to tell keys apart. */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    createdBy: integer('created_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestampTz('revoked_at'),
    lastUsedAt: timestampTz('last_used_at'),
  },
  (t) => [
    check(
      'integration_key_scopes_check',
      sql`${t.scopes} <@ array['catalogue', 'stock', 'prices']::varchar[]`,
    ),
  ],
);

export interface ImportJobError {
  line: number;
  sku: string | null;
  field: string;
  reason: string;
  /** The reason's code and parameters (FEED_REASON_TEXTS); absent in errors kept before reasons had codes. */
  code?: string;
  params?: Record<string, string | number>;
}

/**
 * One feed sent: a batch of one kind from one key (none from the command line). A batch id is
 * taken once per key and kind, so sending it again answers this job and changes nothing; a dry
 * run or a failed job does not take it.
 */
export const importJob = pgTable(
  'import_job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: integer('key_id').references(() => integrationKey.id, { onDelete: 'set null' }),
    batchId: varchar('batch_id', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<'products' | 'stock' | 'prices' | 'categories'>().notNull(),
    mode: varchar('mode', { length: 8 }).$type<'delta' | 'full'>().notNull(),
    dryRun: flag('dry_run', false),
    status: varchar('status', { length: 8 })
      .$type<'running' | 'done' | 'failed'>()
      .notNull()
      .default('running'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsApplied: integer('rows_applied').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    absent: integer('absent').notNull().default(0),
    errors: jsonb('errors').$type<ImportJobError[]>().notNull().default([]),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    finishedAt: timestampTz('finished_at'),
  },
  (t) => [
    check('import_job_kind_check', sql`${t.kind} in ('products', 'stock', 'prices', 'categories')`),
    check('import_job_mode_check', sql`${t.mode} in ('delta', 'full')`),
    check('import_job_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
    uniqueIndex('import_job_batch_idx')
      .on(sql`coalesce(${t.keyId}, 0)`, t.kind, t.batchId)
      .where(sql`not ${t.dryRun} and ${t.status} <> 'failed'`),
    index('import_job_started_idx').on(t.startedAt),
  ],
);

/**
 * The rows a running job has read, by SKU (and customer group for prices): a second row of the
 * same is refused, and a full batch finds what it did not name. Emptied when the job ends.
 */
export const importJobRowKey = pgTable(
  'import_job_row_key',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJob.id, { onDelete: 'cascade' }),
    rowKey: varchar('row_key', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowKey] })],
);

/**
 * A picture a products feed names, in the media store (`file`, as product.image holds it): by
 * URL, fetched once (a URL already here is not fetched again), or `file:<name>`, uploaded under
 * that name (PUT /api/feeds/images/{name} or the import command), the latest upload winning.
 */
export const feedImage = pgTable('feed_image', {
  url: varchar('url', { length: 255 }).primaryKey(),
  file: varchar('file', { length: 255 }).notNull(),
  fetchedAt: timestampTz('fetched_at').notNull().defaultNow(),
});
