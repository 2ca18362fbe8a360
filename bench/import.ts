// npm run bench:import — the pharmacy's catalogue arriving through the import API on PostgreSQL:
//   1. a products feed of BENCH_PRODUCTS generated products (JSON Lines, four languages, medicine
//      facts, categories, a price each) posted to POST /api/feeds/products of the production server,
//      streamed from a file: the wall time to its answer, and the server's RSS sampled from /proc
//      every 100 ms during it (and its peak, VmHWM);
//   2. a stock delta of BENCH_STOCK_ROWS rows (CSV) to POST /api/feeds/stock: its wall time;
//   3. a second instance on the same database, whose product page of the delta's last row was
//      rendered and cached before the delta: the time from the delta's answer until that page says
//      the product is in stock (the catalogue's NOTIFY drops the other instance's caches).
// The server is bundled from the current sources first (apps/server/dist/import-bench.js), so a
// change to the importer is measured without `npm run build`. Needs a built web app.
//   TEST_DATABASE_URL or DATABASE_URL: the PostgreSQL server; the bench makes a database of its own
//   on it (apteek_bench_import), and drops it at the end unless BENCH_KEEP=1.
//   BENCH_PRODUCTS=50000  BENCH_STOCK_ROWS=10000  BENCH_PORT=3140 (the second instance: the next)
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from '../apps/server/build.ts';
import { startServer, type BenchServer } from './bench-server.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const stockRows = Math.min(products, Number(process.env.BENCH_STOCK_ROWS ?? 10_000));
const port = Number(process.env.BENCH_PORT ?? 3140);
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const BENCH_DATABASE = 'apteek_bench_import';
const SKU_PREFIX = 'BENCH-';

const sku = (i: number) => `${SKU_PREFIX}${String(i).padStart(6, '0')}`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const FORMS = ['TABLET', 'CAPSULE', 'SYRUP', 'CREAM', 'DROPS', 'SPRAY'];
const SUBSTANCES = ['paracetamol', 'ibuprofen', 'cetirizine', 'loratadine', 'xylometazoline', 'omeprazole'];
const ATC = ['N02BE01', 'M01AE01', 'R06AE07', 'R06AX13', 'R01AA07', 'A02BC01'];
const WORDS = ['forte', 'mite', 'duo', 'plus', 'rapid', 'junior', 'retard', 'lux', 'aqua', 'balance'];

/** One generated product row: a medicine or not, names and descriptions in four languages. */
function productRow(i: number, categories: string[]) {
  const n = i % 6;
  const word = WORDS[i % WORDS.length]!;
  const name = (language: string) => `Bench ${SUBSTANCES[n]} ${word} ${language} ${i}`;
  const description = (language: string) =>
    `${name(language)}: ${SUBSTANCES[n]} ${(n + 1) * 100} mg, ${FORMS[n]!.toLowerCase()}. `.repeat(4);
  return {
    sku: sku(i),
    kind: i % 3 === 0 ? 'nonmed' : i % 3 === 1 ? 'otc' : 'prescription',
    name: { et: name('et'), fi: name('fi'), en: name('en'), ru: name('ru') },
    shortDescription: { et: `${SUBSTANCES[n]} ${word}`, en: `${SUBSTANCES[n]} ${word}` },
    description: {
      et: description('et'),
      fi: description('fi'),
      en: description('en'),
      ru: description('ru'),
    },
    urlKey: { en: `bench-product-${i}` },
    categories: [categories[i % categories.length]!],
    attributes: {
      atc: ATC[n],
      substances: [SUBSTANCES[n]],
      strength: `${(n + 1) * 100} mg`,
      form: FORMS[n],
      packageSize: 10 + (i % 5) * 10,
      packageUnit: 'PCS',
      storage: i % 4 === 0 ? 'HKYLM' : 'KUIVAS',
      brand: `BRAND${i % 40}`,
    },
    vatClass: i % 3 === 0 ? 'standard' : 'medicine',
    price: ((199 + (i % 4000)) / 100).toFixed(2),
  };
}

async function writeLines(file: string, count: number, line: (i: number) => string): Promise<number> {
  const out = createWriteStream(file);
  for (let i = 1; i <= count; i++) {
    if (!out.write(`${line(i)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return out.bytesWritten;
}

/** The resident set of a process, and its peak so far, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Samples the server's RSS every 100 ms while `work` runs. */
async function sampled<T>(server: BenchServer, work: () => Promise<T>) {
  const pid = server.child.pid!;
  const samples: number[] = [memoryOf(pid).rss];
  const timer = setInterval(() => samples.push(memoryOf(pid).rss), 100);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, samples, peak: memoryOf(pid).peak };
  } finally {
    clearInterval(timer);
  }
}

interface JobAnswer {
  result: { status: string; rows: { read: number; applied: number; failed: number }; errors: unknown[] };
}

async function postFeed(origin: string, key: string, kind: string, file: string, type: string) {
  const response = await fetch(`${origin}/api/feeds/${kind}?batch=${randomBytes(8).toString('hex')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': type },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${kind} feed answered ${response.status}: ${text}`);
  return (JSON.parse(text) as JobAnswer).result;
}

/** A fresh database of the bench's own on the server TEST_DATABASE_URL or DATABASE_URL names. */
async function freshDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${BENCH_DATABASE}`;
  return target.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  } finally {
    await admin.end();
  }
}

/** An integration key for every feed, stored as the staff API stores one: only its hash. */
async function benchKey(url: string): Promise<{ key: string; categories: string[] }> {
  const key = `apk_${randomBytes(32).toString('base64url')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into integration_key (name, scopes, key_hash, prefix) values ($1, $2, $3, $4)`,
      [
        'bench:import',
        ['catalogue', 'stock', 'prices'],
        createHash('sha256').update(key).digest('hex'),
        key.slice(0, 10),
      ],
    );
    const { rows } = await client.query<{ key: string }>(
      `select key from category where level >= 3 order by id`,
    );
    return { key, categories: rows.map((row) => row.key) };
  } finally {
    await client.end();
  }
}

async function pageStock(origin: string, i: number): Promise<string | null> {
  const html = await (await fetch(`${origin}/en/p/${sku(i)}/bench-product-${i}`)).text();
  return /data-stock="([a-z_]+)"/.exec(html)?.[1] ?? null;
}

async function main(): Promise<void> {
  if (!serverUrl) throw new Error('bench:import needs TEST_DATABASE_URL or DATABASE_URL (PostgreSQL)');
  const scratch = mkdtempSync(join(tmpdir(), 'apteek-bench-import-'));
  const bundle = await buildServer(
    fileURLToPath(new URL('../apps/server/dist/import-bench.js', import.meta.url)),
  );
  process.env.BENCH_SERVER_BUNDLE = bundle;
  const url = await freshDatabase(serverUrl);
  const servers: BenchServer[] = [];
  // Stopped by hand: the servers stop too.
  process.once(
    'SIGINT',
    () => void Promise.all(servers.map((server) => server.stop())).then(() => process.exit(130)),
  );
  try {
    const env = { DATABASE_URL: url, DATA_DIR: join(scratch, 'data') };
    const first = await startServer(port, env);
    servers.push(first);
    const { key, categories } = await benchKey(url);
    const productsFile = join(scratch, 'products.jsonl');
    const productBytes = await writeLines(productsFile, products, (i) =>
      JSON.stringify(productRow(i, categories)),
    );
    console.log(`products feed: ${products} rows, ${megabytes(productBytes)}`);
    const atRest = memoryOf(first.child.pid!).rss;
    const imported = await sampled(first, () =>
      postFeed(first.origin, key, 'products', productsFile, 'application/x-ndjson'),
    );
    const rows = imported.result.rows;
    console.log(
      `products: ${seconds(imported.ms)} wall, ${rows.applied} applied, ${rows.failed} refused (${imported.result.status})`,
    );
    console.log(
      `server RSS: ${megabytes(atRest)} before, ${megabytes(Math.max(...imported.samples))} highest sampled ` +
        `during (${imported.samples.length} samples), peak ${megabytes(imported.peak)} (VmHWM)`,
    );
    if (rows.applied !== products) console.log('refused rows:', imported.result.errors.slice(0, 5));

    const second = await startServer(port + 1, env);
    servers.push(second);
    const watched = stockRows;
    const before = await pageStock(second.origin, watched);
    const stockFile = join(scratch, 'stock.csv');
    await writeLines(stockFile, stockRows + 1, (i) =>
      i === 1 ? 'sku;qty;volatile' : `${sku(i - 1)};${((i * 7) % 90) + 1};no`,
    );
    const delta = await sampled(first, () => postFeed(first.origin, key, 'stock', stockFile, 'text/csv'));
    const answered = performance.now();
    let after = await pageStock(second.origin, watched);
    while (after !== 'ok' && performance.now() - answered < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await pageStock(second.origin, watched);
    }
    const visible = performance.now() - answered;
    console.log(
      `stock delta: ${stockRows} rows in ${seconds(delta.ms)} wall, ${delta.result.rows.applied} applied; ` +
        `server RSS highest ${megabytes(Math.max(...delta.samples))}`,
    );
    console.log(
      `second instance's page of ${sku(watched)}: ${before} before, ${after} ${seconds(visible)} after the delta's answer`,
    );
  } finally {
    for (const server of servers) await server.stop();
    rmSync(scratch, { recursive: true, force: true });
    rmSync(bundle, { force: true });
    if (process.env.BENCH_KEEP !== '1') await dropDatabase(serverUrl);
  }
}

await main();
