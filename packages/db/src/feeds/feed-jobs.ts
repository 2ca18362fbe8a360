import { and, desc, eq, getTableColumns, lt, ne, sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../database.ts';
import {
  FEED_REASON_TEXTS,
  MAX_JOB_ERRORS,
  feedReason,
  type FeedKind,
  type FeedReasonCode,
  type FeedMode,
  type FeedRowError,
  type ImportJob,
  type ImportJobSummary,
} from '@apteek/domain';

const { importJob, importJobRowKey, integrationKey } = schema;

type JobRow = typeof importJob.$inferSelect;

export interface JobStart {
  keyId: number | null;
  batchId: string;
  kind: FeedKind;
  mode: FeedMode;
  dryRun: boolean;
}

export interface JobProgress {
  read: number;
  applied: number;
  failed: number;
  /** Errors found since the last progress, appended while the job keeps fewer than MAX_JOB_ERRORS. */
  errors: FeedRowError[];
}

/** How often a running job says it is alive (its updated_at), whatever its chunks take. */
export const JOB_HEARTBEAT_MS = 20_000;

/** A running job silent this long was left by a process that stopped: it is marked failed. */
export const JOB_ABANDONED_AFTER_MS = 2 * 60_000;

/** The reason an abandoned job fails with, as its one error beside its rows'. */
export const ABANDONED_JOB_REASON = FEED_REASON_TEXTS.job_abandoned;

export function jobView(row: JobRow, repeated = false): ImportJob {
  return {
    id: row.id,
    kind: row.kind,
    batchId: row.batchId,
    mode: row.mode,
    dryRun: row.dryRun,
    status: row.status,
    rows: { read: row.rowsRead, applied: row.rowsApplied, failed: row.rowsFailed },
    absent: row.absent,
    errors: row.errors.map(errorView),
    repeated,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A kept error as answered; one kept before reasons had codes answers its text as it was written. */
function errorView(error: JobRow['errors'][number]): FeedRowError {
  const { code, params, ...rest } = error;
  if (code && code in FEED_REASON_TEXTS)
    return { ...rest, code: code as FeedReasonCode, params: params ?? {} };
  return { ...rest, ...feedReason('recorded', { text: error.reason }) };
}

async function recentJobs(db: Db, limit: number): Promise<ImportJobSummary[]> {
  const { errors: _errors, ...columns } = getTableColumns(importJob);
  const rows = await db
    .select({ ...columns, source: integrationKey.name })
    .from(importJob)
    .leftJoin(integrationKey, eq(integrationKey.id, importJob.keyId))
    .orderBy(desc(importJob.startedAt))
    .limit(limit);
  return rows.map(({ source, ...row }) => {
    const { errors: _none, repeated: _repeated, ...view } = jobView({ ...row, errors: [] });
    return { ...view, source };
  });
}

/**
 * Running jobs silent for JOB_ABANDONED_AFTER_MS (no chunk, no heartbeat): their process stopped.
 * They are failed with ABANDONED_JOB_REASON, their batch ids free again; answers their ids.
 */
async function failAbandoned(db: Db, now: () => Date): Promise<string[]> {
  const error: FeedRowError = { line: 0, sku: null, field: 'job', ...feedReason('job_abandoned') };
  const failed = await db
    .update(importJob)
    .set({
      status: 'failed',
      errors: sql`${JSON.stringify([error])}::jsonb || ${importJob.errors}`,
      finishedAt: now(),
      updatedAt: now(),
    })
    .where(
      and(
        eq(importJob.status, 'running'),
        lt(importJob.updatedAt, new Date(now().getTime() - JOB_ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: importJob.id });
  for (const { id } of failed) await db.delete(importJobRowKey).where(eq(importJobRowKey.jobId, id));
  return failed.map((row) => row.id);
}

/** Import jobs: started once per batch, their progress written as they go, their row keys dropped at the end. */
export function importJobs(db: Db, now: () => Date) {
  return {
    view: (row: JobRow): ImportJob => jobView(row),

    /**
     * A new job, or the job that already took this batch id (running or done): a batch sent
     * again answers that job and changes nothing.
     */
    async start(input: JobStart): Promise<{ job: JobRow; repeated: boolean }> {
      const [created] = await db
        .insert(importJob)
        .values({ ...input, startedAt: now(), updatedAt: now() })
        .onConflictDoNothing()
        .returning();
      if (created) return { job: created, repeated: false };
      const [earlier] = await db
        .select()
        .from(importJob)
        .where(
          and(
            sql`coalesce(${importJob.keyId}, 0) = ${input.keyId ?? 0}`,
            eq(importJob.kind, input.kind),
            eq(importJob.batchId, input.batchId),
            eq(importJob.dryRun, false),
            ne(importJob.status, 'failed'),
          ),
        );
      return { job: earlier!, repeated: true };
    },

    async progress(jobId: string, progress: JobProgress): Promise<void> {
      await db
        .update(importJob)
        .set({
          rowsRead: progress.read,
          rowsApplied: progress.applied,
          rowsFailed: progress.failed,
          // Appended in the database, so a job's errors never pass through memory whole.
          errors: sql`case when jsonb_array_length(${importJob.errors}) >= ${MAX_JOB_ERRORS}
            then ${importJob.errors}
            else (select coalesce(jsonb_agg(e), '[]'::jsonb) from (
              select e from jsonb_array_elements(${importJob.errors} || ${JSON.stringify(progress.errors)}::jsonb) e
              limit ${MAX_JOB_ERRORS}) kept) end`,
          updatedAt: now(),
        })
        .where(eq(importJob.id, jobId));
    },

    async finish(jobId: string, outcome: { status: 'done' | 'failed'; absent: number }): Promise<JobRow> {
      await db.delete(importJobRowKey).where(eq(importJobRowKey.jobId, jobId));
      const [row] = await db
        .update(importJob)
        .set({ status: outcome.status, absent: outcome.absent, finishedAt: now(), updatedAt: now() })
        .where(eq(importJob.id, jobId))
        .returning();
      return row!;
    },

    /** The running job is alive: its updated_at now (complete's heartbeat). */
    beat: (jobId: string) =>
      db
        .update(importJob)
        .set({ updatedAt: now() })
        .where(and(eq(importJob.id, jobId), eq(importJob.status, 'running')))
        .then(() => undefined),

    failAbandoned: () => failAbandoned(db, now),

    /** A job of this key (any job for the command line and staff, who pass null). */
    async find(jobId: string, keyId: number | null): Promise<JobRow | null> {
      const [row] = await db.select().from(importJob).where(eq(importJob.id, jobId));
      if (!row || (keyId !== null && row.keyId !== keyId)) return null;
      return row;
    },

    /** The latest jobs, newest first, without their errors, each with the integration that sent it. */
    recent: (limit: number) => recentJobs(db, limit),

    /**
     * Claims the keys of rows read in this batch, in order; answers per key whether an earlier
     * row (of this chunk or an earlier one) had claimed it already.
     */
    async claimRowKeys(jobId: string, keys: string[]): Promise<boolean[]> {
      const unique = [...new Set(keys)];
      const claimed =
        unique.length === 0
          ? []
          : await db
              .insert(importJobRowKey)
              .values(unique.map((rowKey) => ({ jobId, rowKey })))
              .onConflictDoNothing()
              .returning({ rowKey: importJobRowKey.rowKey });
      const fresh = new Set(claimed.map((row) => row.rowKey));
      return keys.map((key) => !fresh.delete(key));
    },
  };
}

export type ImportJobs = ReturnType<typeof importJobs>;
