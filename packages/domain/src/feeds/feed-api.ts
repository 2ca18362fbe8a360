import * as z from 'zod/mini';
import { FEED_REASON_CODES } from './feed-reasons.ts';
import { FEED_KINDS, FEED_MODES } from './feed-rows.ts';

/**
 * The import API's answers, for the pharmacy's systems and the staff console alike. Each answers
 * `{ code: 200, result }`.
 */

/** What an integration's key may send: each scope opens one feed. */
export const INTEGRATION_SCOPES = ['catalogue', 'stock', 'prices'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** The scope a feed needs. */
export const FEED_SCOPES = {
  products: 'catalogue',
  categories: 'catalogue',
  stock: 'stock',
  prices: 'prices',
} as const;

/** Errors a job keeps to show; the counts still hold every row. */
export const MAX_JOB_ERRORS = 1000;

export const FeedRowErrorSchema = z.object({
  /** The line of the file, from 1 (a CSV header is line 1). */
  line: z.number(),
  sku: z.nullable(z.string()),
  field: z.string(),
  /** Why, in English, for the systems that read the text. */
  reason: z.string(),
  /** Why, as a code (FEED_REASON_TEXTS) with the parameters its text names: for wording it in any language. */
  code: z.enum(FEED_REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FeedRowError = z.output<typeof FeedRowErrorSchema>;

export const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;

export const ImportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(FEED_KINDS),
  batchId: z.string(),
  mode: z.enum(FEED_MODES),
  dryRun: z.boolean(),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** Lines read so far (every row, good or bad), rows applied (or that would be, in a dry run), rows refused. */
  rows: z.object({ read: z.number(), applied: z.number(), failed: z.number() }),
  /** Products a full batch took off sale (products) or set to zero (stock) for not being in it. */
  absent: z.number(),
  /** The first MAX_JOB_ERRORS bad rows. */
  errors: z.array(FeedRowErrorSchema),
  /** True when this answer is an earlier job's: the batch was sent before, nothing changed now. */
  repeated: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type ImportJob = z.output<typeof ImportJobSchema>;

/** GET /api/staff/catalogue/jobs: a recent job without its errors, and who sent it. */
export const ImportJobSummarySchema = z.object({
  ...z.omit(ImportJobSchema, { errors: true, repeated: true }).shape,
  /** The integration whose key sent it; null for a file uploaded by staff or imported from the command line. */
  source: z.nullable(z.string()),
});
export type ImportJobSummary = z.output<typeof ImportJobSummarySchema>;
export const ImportJobSummariesSchema = z.array(ImportJobSummarySchema);

/** Who may upload feeds and follow the jobs on /staff/catalogue; only an administrator manages the keys. */
export const CATALOGUE_STAFF_ROLES: readonly string[] = ['admin', 'catalogueManager'];

export const IntegrationKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  /** The key's first characters, to tell keys apart; the key itself is shown once, when made. */
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
});
export type IntegrationKeyView = z.output<typeof IntegrationKeySchema>;

/** POST /api/staff/integrations: the new key, in `key`, this once. */
export const CreatedIntegrationKeySchema = z.object({ ...IntegrationKeySchema.shape, key: z.string() });
export type CreatedIntegrationKey = z.output<typeof CreatedIntegrationKeySchema>;
export const IntegrationKeysSchema = z.array(IntegrationKeySchema);
