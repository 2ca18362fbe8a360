import { sql } from 'drizzle-orm';
import {
  queryRows,
  rebuildCategoryListing,
  rebuildProductListing,
  rebuildProductSearch,
  type Db,
} from '@apteek/db';
import type {
  FeedKind,
  FeedMode,
  FeedPriceRow,
  FeedProductRow,
  FeedRowError as RowError,
  FeedStockRow,
  ImportJob,
} from '@apteek/domain';
import { applyProductRow } from './apply-product.ts';
import { applyPriceRow, applyStockRow } from './apply-stock-price.ts';
import { FeedRowError, loadFeedContext, type FeedContext } from './feed-context.ts';
import { importJobs, jobView, type ImportJobs, type JobProgress } from './feed-jobs.ts';
import { feedLines } from './feed-lines.ts';
import { chunksOf, readFeedRows, type FeedFormat, type ReadRow } from './feed-rows-read.ts';

/** Rows written in one transaction, each in a savepoint of its own. */
const CHUNK_ROWS = 200;

export interface ImportRequest {
  kind: FeedKind;
  mode: FeedMode;
  dryRun: boolean;
  batchId: string;
  /** The integration's key; null from the command line. */
  keyId: number | null;
  format: FeedFormat;
  body: AsyncIterable<Buffer | string>;
  onProgress?: (progress: Omit<JobProgress, 'errors'>) => void;
}

/** Thrown at the end of a dry run's chunk so that nothing of it stays. */
class DryRunRollback extends Error {}

/** A database refusal that is the row's fault (a constraint it breaks), not the database's. */
function integrityProblem(error: unknown): string | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) {
      const constraint = (e as { constraint?: string }).constraint;
      return constraint ? `Conflicts with the catalogue (${constraint})` : 'Conflicts with the catalogue';
    }
  }
  return null;
}

async function applyRow(tx: Db, kind: FeedKind, row: ReadRow['result'], context: FeedContext) {
  if (!row.ok) throw new Error('Only good rows are applied');
  switch (kind) {
    case 'products':
      return applyProductRow(tx, row.row as FeedProductRow, context);
    case 'stock':
      return applyStockRow(tx, row.row as FeedStockRow);
    case 'prices':
      return applyPriceRow(tx, row.row as FeedPriceRow, context);
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** Bad and repeated rows reported, the good ones applied each in a savepoint of the chunk's transaction. */
async function writeChunk(
  db: Db,
  jobs: ImportJobs,
  jobId: string,
  request: ImportRequest,
  rows: ReadRow[],
  context: FeedContext,
) {
  const errors: RowError[] = [];
  const report = (line: number, sku: string | null, field: string, reason: string) =>
    errors.push({ line, sku, field, reason });
  const keys = rows.map(({ result }) =>
    result.ok ? result.key : request.kind === 'prices' ? null : result.sku,
  );
  const claimed = keys.filter((key): key is string => key !== null);
  const repeated = await jobs.claimRowKeys(jobId, claimed);
  const good: ReadRow[] = [];
  let k = 0;
  for (const [i, row] of rows.entries()) {
    const isRepeat = keys[i] !== null && repeated[k++]!;
    if (!row.result.ok) {
      for (const problem of row.result.problems)
        report(row.line, row.result.sku, problem.field, problem.reason);
    } else if (isRepeat) {
      report(row.line, row.result.row.sku, 'sku', 'Comes more than once in this batch');
    } else good.push(row);
  }
  const changed = await applyRows(db, request, good, context, report);
  if (!request.dryRun && request.kind !== 'stock') await rebuildListings(db, changed);
  errors.sort((a, b) => a.line - b.line);
  return { applied: changed.length, errors };
}

type Report = (line: number, sku: string | null, field: string, reason: string) => void;

/** The rows in one transaction, each in its own savepoint: a row is written whole or not at all. */
async function applyRows(
  db: Db,
  request: ImportRequest,
  good: ReadRow[],
  context: FeedContext,
  report: Report,
) {
  const changed: number[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const row of good) {
        const sku = row.result.ok ? row.result.row.sku : null;
        try {
          changed.push(
            await tx.transaction((savepoint) => applyRow(savepoint, request.kind, row.result, context)),
          );
        } catch (error) {
          if (error instanceof FeedRowError) report(row.line, sku, error.field, error.reason);
          else {
            const problem = integrityProblem(error);
            if (problem === null) throw error;
            report(row.line, sku, 'line', problem);
          }
        }
      }
      if (request.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return changed;
}

/** What a full batch left out: taken off sale (products) or to zero (stock); only counted in a dry run. */
async function markAbsent(db: Db, jobId: string, request: ImportRequest): Promise<number> {
  if (request.mode !== 'full' || request.kind === 'prices') return 0;
  const absent = sql`not exists (select 1 from import_job_row_key k where k.job_id = ${jobId} and k.row_key = p.sku)`;
  if (request.dryRun) {
    const filter = request.kind === 'products' ? sql`p.status <> 2` : sql`(s.qty <> 0 or s.is_in_stock)`;
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from product p join stock_item s on s.product_id = p.id
          where ${filter} and ${absent}`,
    );
    return row?.count ?? 0;
  }
  if (request.kind === 'products') {
    // Not in a full catalogue: off sale, out of listings and search, refused by the cart.
    const ids = await queryRows<{ id: number }>(
      db,
      sql`update product p set status = 2, updated_at = now() where p.status <> 2 and ${absent} returning p.id`,
    );
    await rebuildListings(
      db,
      ids.map((row) => row.id),
    );
    return ids.length;
  }
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update stock_item s set qty = 0, is_in_stock = false, stock_status = 'out_of_stock', updated_at = now()
        from product p where p.id = s.product_id and (s.qty <> 0 or s.is_in_stock) and ${absent}
        returning s.product_id as id`,
  );
  return rows.length;
}

/**
 * Feeds in, catalogue rows out: every row checked alone, the good ones written a chunk at a time
 * (each in its own savepoint, so a row is written whole or not at all), the bad ones reported with
 * line, field and reason. After each chunk the listing and search rows of its products are rebuilt;
 * the catalogue tables' triggers drop every instance's page and search caches at commit.
 */
export function feedImporter(db: Db, now: () => Date) {
  const jobs = importJobs(db, now);

  return {
    jobs,
    async run(request: ImportRequest): Promise<ImportJob> {
      const { job, repeated } = await jobs.start(request);
      if (repeated) return jobView(job, true);
      const progress = { read: 0, applied: 0, failed: 0 };
      try {
        const context = await loadFeedContext(db);
        const rows = readFeedRows(request.kind, request.format, feedLines(request.body));
        for await (const chunk of chunksOf(rows, CHUNK_ROWS)) {
          const { applied, errors } = await writeChunk(db, jobs, job.id, request, chunk, context);
          progress.read += chunk.length;
          progress.applied += applied;
          progress.failed += chunk.length - applied;
          await jobs.progress(job.id, { ...progress, errors });
          request.onProgress?.({ ...progress });
        }
        const absent = await markAbsent(db, job.id, request);
        if (!request.dryRun && request.kind !== 'stock') await rebuildCategoryListing(db);
        return jobView(await jobs.finish(job.id, { status: 'done', absent }));
      } catch (error) {
        await jobs.finish(job.id, { status: 'failed', absent: 0 });
        throw error;
      }
    },
  };
}

export type FeedImporter = ReturnType<typeof feedImporter>;

/** The listing and search rows of the products changed, a thousand at a time. */
async function rebuildListings(db: Db, productIds: number[]): Promise<void> {
  for (let start = 0; start < productIds.length; start += 1000) {
    const ids = productIds.slice(start, start + 1000);
    await rebuildProductListing(db, ids, { categories: false });
    await rebuildProductSearch(db, ids);
  }
}
