import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../database.ts';
import { rebuildCategoryListing } from '../search/rebuild-category-listing.ts';
import type {
  FeedCategoryRow,
  FeedKind,
  FeedMode,
  FeedPriceRow,
  FeedProductRow,
  FeedRowError as RowError,
  FeedStockRow,
  ImportJob,
} from '@apteek/domain';
import { ROOT_CATEGORY_KEYS, feedReason, feedRowIdentity, type FeedReason } from '@apteek/domain';
import { applyCategoryRow, applyNewCategories } from './apply-category.ts';
import { applyProductRow } from './apply-product.ts';
import {
  applyProductChunk,
  applyStockChunk,
  type ChunkRow,
  type MadeOptions,
  type Report,
} from './apply-bulk.ts';
import { applyPriceRow, applyStockRow } from './apply-stock-price.ts';
import { FeedRowError, loadFeedContext, type FeedContext } from './feed-context.ts';
import { importJobs, JOB_HEARTBEAT_MS, jobView, type ImportJobs, type JobProgress } from './feed-jobs.ts';
import { feedLines } from './feed-lines.ts';
import { listingRebuilds, rebuildListings } from './feed-listings.ts';
import { chunksOf, readFeedRows, type FeedFormat, type ReadRow } from './feed-rows-read.ts';

/**
 * Rows written in one transaction: a product row writes a dozen rows of the catalogue, a stock row
 * one, and a chunk's statements stay within PostgreSQL's 65,535 parameters.
 */
const CHUNK_ROWS: Record<FeedKind, number> = { products: 200, stock: 1000, prices: 200, categories: 200 };

export interface ImportRequest {
  kind: FeedKind;
  mode: FeedMode;
  dryRun: boolean;
  batchId: string;
  /** The integration's key; null from the command line. */
  keyId: number | null;
  format: FeedFormat;
  body: AsyncIterable<Buffer | string>;
  /**
   * The caller rebuilds the listing and search rows of the products (and the category listings)
   * itself once the job is done: the demo seed, which writes what the feed cannot say first.
   */
  listingsByCaller?: boolean;
  onProgress?: (progress: Omit<JobProgress, 'errors'>) => void;
}

/**
 * Runs work on connections without the serving pool's statement time-out (the database's
 * maintenance pool): a rebuild of a large catalogue's category listings takes longer than a
 * request's statement may.
 */
export type Untimed = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

/**
 * Turns a chunk's picture addresses into files of the media store (the server's, which fetches
 * them): a row whose pictures gave none is reported and left out whole.
 */
export type FeedPictures = (
  db: Db,
  rows: ReadRow[],
  options: { dryRun: boolean; report: Report },
) => Promise<ReadRow[]>;

/** Thrown at the end of a dry run's chunk so that nothing of it stays. */
class DryRunRollback extends Error {}

/** Thrown when a chunk cannot be written in bulk (categories not all new): written a row at a time. */
class NotInBulk extends Error {}

/** A database refusal that is the row's fault (a constraint it breaks), not the database's. */
function integrityProblem(error: unknown): FeedReason | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) {
      const constraint = (e as { constraint?: string }).constraint;
      return constraint
        ? feedReason('catalogue_conflict_named', { constraint })
        : feedReason('catalogue_conflict');
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
    case 'categories':
      return applyCategoryRow(tx, row.row as FeedCategoryRow);
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
  images: FeedPictures | undefined,
) {
  const errors: RowError[] = [];
  const report: Report = (line, sku, field, reason) => errors.push({ line, sku, field, ...reason });
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
      for (const { field, ...reason } of row.result.problems) report(row.line, row.result.sku, field, reason);
    } else if (isRepeat) {
      const field = request.kind === 'categories' ? 'key' : 'sku';
      report(row.line, feedRowIdentity(row.result.row), field, feedReason('duplicate_in_batch'));
    } else good.push(row);
  }
  const ready =
    request.kind === 'products' && images ? await images(db, good, { dryRun: request.dryRun, report }) : good;
  const changed = await applyRows(db, request, ready, context, report);
  errors.sort((a, b) => a.line - b.line);
  return { changed, errors };
}

/** Each row in its own savepoint of the caller's transaction: a row is written whole or not at all. */
async function applyEach(tx: Db, kind: FeedKind, rows: ReadRow[], context: FeedContext, report: Report) {
  const changed: number[] = [];
  for (const row of rows) {
    const sku = row.result.ok ? feedRowIdentity(row.result.row) : null;
    try {
      changed.push(await tx.transaction((savepoint) => applyRow(savepoint, kind, row.result, context)));
    } catch (error) {
      if (error instanceof FeedRowError) report(row.line, sku, error.field, error.reason);
      else {
        const problem = integrityProblem(error);
        if (problem === null) throw error;
        report(row.line, sku, 'line', problem);
      }
    }
  }
  return changed;
}

/** The rows in one transaction, each in its own savepoint. */
async function applyRows(
  db: Db,
  request: ImportRequest,
  good: ReadRow[],
  context: FeedContext,
  report: Report,
) {
  if (request.kind !== 'prices') {
    const bulk = await applyInBulk(db, request, good, context);
    if (bulk) {
      for (const error of bulk.errors) report(...error);
      return bulk.changed;
    }
  }
  let changed: number[] = [];
  try {
    await db.transaction(async (tx) => {
      changed = await applyEach(tx, request.kind, good, context, report);
      if (request.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return changed;
}

const rowOf = <T>(row: ReadRow): ChunkRow<T> => ({
  line: row.line,
  row: (row.result.ok ? row.result.row : null) as T,
});
/** Product rows that link other products or keep their price are written a row at a time. */
const isLinked = (row: ReadRow) => {
  const product = row.result.ok ? (row.result.row as FeedProductRow) : null;
  return product !== null && (product.links !== undefined || product.price === undefined);
};

/**
 * A chunk of products, stock or new categories written with a few statements for all its rows
 * (products that link others each in a savepoint after them), what a row at a time would write.
 * Null when the database refused a statement for a row's sake (a constraint) or the categories
 * are not all new: nothing of it stays, and the caller writes the chunk a row at a time, so that
 * a bad row alone is reported.
 */
async function applyInBulk(db: Db, request: ImportRequest, good: ReadRow[], context: FeedContext) {
  const errors: Parameters<Report>[] = [];
  const note: Report = (...error) => errors.push(error);
  let changed: number[] = [];
  let made: MadeOptions = [];
  try {
    await db.transaction(async (tx) => {
      if (request.kind === 'stock') {
        changed = await applyStockChunk(tx, good.map(rowOf<FeedStockRow>), note);
      } else if (request.kind === 'categories') {
        const ids = await applyNewCategories(
          tx,
          good.map((row) => rowOf<FeedCategoryRow>(row).row),
        );
        if (ids === null) throw new NotInBulk();
        changed = ids;
      } else {
        const chunk = await applyProductChunk(
          tx,
          good.filter((row) => !isLinked(row)).map(rowOf<FeedProductRow>),
          context,
          note,
        );
        made = chunk.made;
        changed = [
          ...chunk.ids,
          ...(await applyEach(tx, request.kind, good.filter(isLinked), context, note)),
        ];
      }
      if (request.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return { changed, errors };
    if (error instanceof NotInBulk || integrityProblem(error) !== null) return null;
    throw error;
  }
  context.remember(made);
  return { changed, errors };
}

/**
 * What a full batch left out: taken off sale (products), to zero (stock) or hidden (categories,
 * the roots aside); only counted in a dry run.
 */
async function markAbsent(db: Db, jobId: string, request: ImportRequest): Promise<number> {
  if (request.mode !== 'full' || request.kind === 'prices') return 0;
  if (request.kind === 'categories') return hideAbsentCategories(db, jobId, request.dryRun);
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

async function hideAbsentCategories(db: Db, jobId: string, dryRun: boolean): Promise<number> {
  const absent = sql`c.is_active and c.key not in ${[...ROOT_CATEGORY_KEYS]}
    and not exists (select 1 from import_job_row_key k where k.job_id = ${jobId} and k.row_key = c.key)`;
  const rows = await queryRows<{ id: number }>(
    db,
    dryRun
      ? sql`select c.id from category c where ${absent}`
      : sql`update category c set is_active = false where ${absent} returning c.id`,
  );
  return rows.length;
}

/**
 * Feeds in, catalogue rows out: every row checked alone, the good ones written a chunk at a time
 * (each in its own savepoint, so a row is written whole or not at all), the bad ones reported with
 * line, field and reason. After each chunk the listing and search rows of its products are rebuilt;
 * the catalogue tables' triggers drop every instance's page and search caches at commit.
 */
export function feedImporter(
  db: Db,
  now: () => Date,
  untimed: Untimed = (work) => work(db),
  /** Where a products feed's pictures are fetched into; without it their addresses are kept, disabled. */
  images?: FeedPictures,
) {
  const jobs = importJobs(db, now);

  /** The job's rows applied on `work`'s connections, which wait on no statement time-out. */
  async function apply(work: Db, jobId: string, request: ImportRequest) {
    const progress = { read: 0, applied: 0, failed: 0 };
    const context = await loadFeedContext(work);
    const rows = readFeedRows(request.kind, request.format, feedLines(request.body));
    // A category's products keep their listing rows: only the category listings are rebuilt, at the end.
    const rebuilds = !request.dryRun && !request.listingsByCaller;
    const listings = listingRebuilds(
      work,
      rebuilds && (request.kind === 'products' || request.kind === 'prices'),
    );
    let analyzedAt = ANALYZE_FIRST_AT;
    for await (const chunk of chunksOf(rows, CHUNK_ROWS[request.kind])) {
      const { changed, errors } = await writeChunk(work, jobs, jobId, request, chunk, context, images);
      await listings.add(changed);
      if (!request.dryRun && progress.applied + changed.length >= analyzedAt) {
        await work.execute(sql.raw(`analyze ${ANALYZED_TABLES[request.kind].join(', ')}`));
        analyzedAt *= 4;
      }
      progress.read += chunk.length;
      progress.applied += changed.length;
      progress.failed += chunk.length - changed.length;
      await jobs.progress(jobId, { ...progress, errors });
      request.onProgress?.({ ...progress });
    }
    await listings.finish();
    const absent = await markAbsent(work, jobId, request);
    if (rebuilds && request.kind !== 'stock') await rebuildCategoryListing(work);
    return absent;
  }

  async function complete(jobId: string, request: ImportRequest): Promise<ImportJob> {
    // Alive while it runs, however long a chunk takes: a job left without one is abandoned.
    const beat = setInterval(() => void jobs.beat(jobId).catch(() => undefined), JOB_HEARTBEAT_MS);
    try {
      const absent = await untimed((work) => apply(work, jobId, request));
      return jobView(await jobs.finish(jobId, { status: 'done', absent }));
    } catch (error) {
      await jobs.finish(jobId, { status: 'failed', absent: 0 });
      throw error;
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * Starts the job and answers it at once, running; `done` is the job finished (or the earlier
   * job, when the batch was sent before). The caller must handle `done`'s rejection.
   */
  async function begin(request: ImportRequest): Promise<{ job: ImportJob; done: Promise<ImportJob> }> {
    const { job, repeated } = await jobs.start(request);
    if (repeated) return { job: jobView(job, true), done: Promise.resolve(jobView(job, true)) };
    return { job: jobView(job), done: complete(job.id, request) };
  }

  return {
    jobs,
    begin,
    /** The job, once its body is read and applied. */
    async run(request: ImportRequest): Promise<ImportJob> {
      return (await begin(request)).done;
    },
  };
}

export type FeedImporter = ReturnType<typeof feedImporter>;

/**
 * A job that grows the catalogue has the tables it writes analysed when it has applied 2,000 rows,
 * then 8,000, 32,000…: with the statistics of a smaller catalogue the planner scans whole tables
 * in the listing and search rebuilds, and every chunk costs more than the one before.
 */
const ANALYZE_FIRST_AT = 2000;
const ANALYZED_TABLES: Record<FeedKind, string[]> = {
  products: [
    'product',
    'product_text',
    'product_attribute_value',
    'category_product',
    'stock_item',
    'product_listing',
  ],
  stock: ['stock_item'],
  prices: ['product_tier_price'],
  categories: ['category', 'category_text'],
};
