import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '@apteek/db';
import { FEED_KINDS, FEED_MODES, type FeedKind, type FeedMode, type ImportJob } from '@apteek/domain';
import { loadConfig } from '../config.ts';
import {
  feedImageStore,
  feedImporter,
  stageFeedImageFiles,
  type StagedImageFiles,
} from '../modules/feeds/index.ts';

const USAGE =
  'usage: npm run catalogue:import -- <file> [--dry-run] [--kind products|stock|prices|categories] [--mode delta|full] [--batch <id>]';
const ERRORS_SHOWN = 20;

/**
 * Imports a feed file into the database the server's environment names (DATA_DIR or
 * DATABASE_URL), the same way the import API does: a products feed by default, stock for a .csv
 * file. The batch id is the file's SHA-256 unless given, so importing the same file twice changes
 * nothing. With the embedded database, stop the server first: only one process may open it.
 * The picture files a products feed names (`"images": ["file:packshots/algi-150.jpg"]`) are read
 * from the feed file's folder and stored first, as PUT /api/feeds/images/{name} would.
 *
 *   npm run catalogue:import -- feeds/products.jsonl --dry-run
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      kind: { type: 'string' },
      mode: { type: 'string', default: 'delta' },
      batch: { type: 'string' },
    },
  });
  const file = positionals[0];
  const kind = (values.kind ?? (file?.endsWith('.csv') ? 'stock' : 'products')) as FeedKind;
  const mode = values.mode as FeedMode;
  if (!file || positionals.length > 1 || !FEED_KINDS.includes(kind) || !FEED_MODES.includes(mode)) {
    console.error(USAGE);
    return 2;
  }
  const size = (await stat(file)).size;
  const batchId = values.batch ?? `file-${await fileDigest(file)}`;
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const images = feedImageStore({ mediaDir: config.mediaDir, ...config.feedImages });
    if (kind === 'products') {
      const staged = await stageFeedImageFiles(database.db, images, file, { dryRun: values['dry-run'] });
      process.stderr.write(picturesLine(staged));
    }
    const importer = feedImporter(
      database.db,
      () => new Date(),
      (work) => database.maintenance(work),
      images,
    );
    const body = createReadStream(file);
    const job = await importer.run({
      kind,
      mode,
      dryRun: values['dry-run'],
      batchId,
      keyId: null,
      format: file.endsWith('.csv') ? 'csv' : 'jsonl',
      body,
      onProgress: (progress) => drawProgress(body.bytesRead, size, progress),
    });
    process.stderr.write('\n');
    process.stdout.write(summary(job));
    return job.rows.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

async function fileDigest(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 32);
}

function picturesLine({ stored, refused, absent }: StagedImageFiles): string {
  if (stored.length + refused.length + absent.length === 0) return '';
  const parts = [
    `${stored.length} stored`,
    refused.length > 0 ? `${refused.length} refused (${refused.slice(0, 5).join(', ')})` : null,
    absent.length > 0
      ? `${absent.length} not beside the feed, taken as uploaded before if they were (${absent.slice(0, 5).join(', ')})`
      : null,
  ];
  return `picture files: ${parts.filter((part) => part !== null).join('; ')}\n`;
}

function drawProgress(done: number, total: number, rows: { read: number; applied: number; failed: number }) {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '-');
  const counts = `${rows.read} rows, ${rows.applied} applied, ${rows.failed} refused`;
  process.stderr.write(`\r[${bar}] ${Math.round(share * 100)}% ${counts}`);
}

function summary(job: ImportJob): string {
  const lines = [
    `job ${job.id} (${job.kind}, ${job.mode}${job.dryRun ? ', dry run' : ''}): ${job.status}`,
    job.repeated ? 'this batch was imported before: nothing changed' : null,
    `rows: ${job.rows.read} read, ${job.rows.applied} applied, ${job.rows.failed} refused`,
    job.absent > 0 ? `not in this full batch: ${job.absent}` : null,
    ...job.errors
      .slice(0, ERRORS_SHOWN)
      .map((e) => `  line ${e.line}${e.sku ? ` (${e.sku})` : ''} ${e.field}: ${e.reason}`),
    job.errors.length > ERRORS_SHOWN ? `  … ${job.errors.length - ERRORS_SHOWN} more kept in the job` : null,
  ];
  return `${lines.filter((line) => line !== null).join('\n')}\n`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('apteek: the import failed', error);
    process.exit(1);
  },
);
