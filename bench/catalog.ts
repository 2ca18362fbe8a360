// npm run bench:catalog — catalogue API under load on the 50,000-product synthetic catalogue, on
// embedded PGlite and on PostgreSQL: category listing with 5 facets, full-text search with facets
// (repeated, distinct pages, cold: a filter never asked before on one of 8 terms, and new term: a
// spelling of a term never asked before, so nothing about it is cached), product by SKU, each at
// concurrency 1 and 16. Prints p50/p95/p99 (ms) and requests per second, and beside each line the
// baseline measured right before it in the same server process at the same concurrency: GET
// /api/health (HTTP, routing and a `select 1` through the same pool), as ratios, so figures from a
// busy machine compare with those from a quiet one. With BENCH_ROUNDS=n each pair runs n times in
// turn and the medians are printed. With BENCH_COMPARE_DATABASE_URL, a second PostgreSQL catalogue
// of BENCH_COMPARE_PRODUCTS (5,000 unless told) is served beside the first by a server of its own,
// each round measures both in turn, and each line prints the first's p50 and p95 as a ratio of the
// second's: catalogues of two sizes compared in the same minutes of a shared machine.
//   BENCH_DURATION=20 (seconds per run)  BENCH_PRODUCTS=50000  BENCH_ROUNDS=1
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/apteek_bench  BENCH_ENGINES=pglite,postgres
//   BENCH_CONCURRENCY=1,16  BENCH_SCENARIOS=uncached,sku (only the lines whose name contains one of these)
//   BENCH_COMPARE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/apteek_search_5k  BENCH_COMPARE_PRODUCTS=5000
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type BenchServer } from './bench-server.ts';
import { printFigures, runLoad, type Figures, type Scenario } from './load.ts';
import { prepareCatalogue, type BenchTarget } from './prepare-catalogue.ts';

const seconds = Number(process.env.BENCH_DURATION ?? 20);
const products = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,16').split(',').map(Number);
const only = process.env.BENCH_SCENARIOS?.split(',');
const port = Number(process.env.BENCH_PORT ?? 3212);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const FACETS = ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag'];

/** A storefront product search in the Estonian store: 50 products with the five facets counted. */
const productSearch = (query: { term?: string; filters?: object; from: number }) => ({
  method: 'POST' as const,
  path: '/api/catalog/search/product',
  body: { storeCode: 'ee', ...query, aggregations: FACETS, size: 50 },
});

function scenarios(categoryIds: number[], catalogueSize: number): Scenario[] {
  const terms = [
    'vitamiin',
    'magneesium',
    'ibuprofeen',
    'probiootikum',
    'geel',
    'tsink',
    'kummel',
    'paratsetamool',
  ];
  // Repeated queries are what shoppers send most (first pages of menu categories) and are answered
  // from the per-process cache; distinct pages miss it and measure the database work (for full
  // text, the result cache's slice and the page's documents).
  const page = (i: number, distinct: boolean) =>
    distinct ? (Math.floor(i / categoryIds.length) % 250) * 50 : 0;
  const listing = (distinct: boolean): Scenario => ({
    name: `category listing, 5 facets${distinct ? ', uncached' : ''}`,
    next: (i) =>
      productSearch({
        filters: { categoryIds: [categoryIds[i % categoryIds.length]] },
        from: page(i, distinct),
      }),
  });
  // Distinct full-text pages stay within the first 3,000 matches (every term has more), so each
  // loads 50 documents, and shift by one product every 60 pages: no (term, page) repeats within
  // 24,000 requests, counted across the runs of one server process, so the answer cache never
  // serves one, whereas the result cache may.
  let textSent = 0;
  const fullText = (distinct: boolean): Scenario => ({
    name: `full-text search, 5 facets${distinct ? ', uncached' : ''}`,
    next: (i) => {
      const n = distinct ? textSent++ : i;
      const round = Math.floor(n / terms.length);
      return productSearch({
        term: terms[n % terms.length],
        from: distinct ? (round % 60) * 50 + (Math.floor(round / 60) % 50) : 0,
      });
    },
  });
  // Never the same (term, filters) pair twice, also across runs in one server process: each request
  // caps the price just above anything in the catalogue at a new cent, so it keeps every match of
  // the term (the work of a search never seen before) but no cache has seen it.
  let coldSent = 0;
  const fullTextCold: Scenario = {
    name: 'full-text search, 5 facets, cold',
    next: () => {
      const n = coldSent++;
      return productSearch({
        term: terms[n % terms.length],
        filters: { price: { to: 10_000 + Math.floor(n / terms.length) / 100 } },
        from: 0,
      });
    },
  };
  // A term nobody asked before: one of the longer terms with a new mix of capitals (the same
  // matches and order: the tsquery, the pattern and the exact-match test are case-blind; the
  // caches key on the term as typed), never the all-lower-case spelling the other lines use, and
  // with a new price cap too, so it measures the database path of a new search: matching, ranking
  // and sorting every match of the term.
  const longTerms = ['vitamiin', 'magneesium', 'ibuprofeen', 'probiootikum', 'paratsetamool'];
  let newTermSent = 0;
  const fullTextNewTerm: Scenario = {
    name: 'full-text search, 5 facets, new term',
    next: () => {
      const n = newTermSent++;
      const term = longTerms[n % longTerms.length]!;
      const variant = 1 + (Math.floor(n / longTerms.length) % (2 ** term.length - 1));
      const spelled = [...term].map((c, i) => (variant & (1 << i) ? c.toUpperCase() : c)).join('');
      return productSearch({
        term: spelled,
        filters: { price: { to: 20_000 + Math.floor(n / longTerms.length) / 100 } },
        from: 0,
      });
    },
  };
  return [
    listing(false),
    listing(true),
    fullText(false),
    fullText(true),
    fullTextCold,
    fullTextNewTerm,
    {
      name: 'product by sku',
      next: (i) => ({
        method: 'GET',
        path: `/api/product/SYN-${String(1 + ((i * 7919) % catalogueSize)).padStart(6, '0')}`,
      }),
    },
  ];
}

/** The bare route every line is compared with. */
const baseline: Scenario = {
  name: 'baseline: GET /api/health',
  next: () => ({ method: 'GET', path: '/api/health' }),
};

/** The median of each figure over the rounds. */
function median(runs: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  };
  return {
    ...runs[0]!,
    requests: runs.reduce((sum, f) => sum + f.requests, 0),
    errors: runs.reduce((sum, f) => sum + f.errors, 0),
    p50: mid((f) => f.p50),
    p95: mid((f) => f.p95),
    p99: mid((f) => f.p99),
    perSecond: mid((f) => f.perSecond),
  };
}

function printWithBaseline(engine: string, figures: Figures, bare: Figures) {
  printFigures(engine, figures, 40);
  const times = (a: number, b: number) => `${(a / b).toFixed(1)}×`.padStart(8);
  console.log(
    `${''.padEnd(9)} ${'  against the baseline'.padEnd(40)} c=${String(bare.concurrency).padEnd(3)}` +
      ` p50 ${times(figures.p50, bare.p50)}     p95 ${times(figures.p95, bare.p95)}     p99 ${times(figures.p99, bare.p99)}` +
      `     1/${(bare.perSecond / figures.perSecond).toFixed(1)} of its req/s` +
      `  (baseline p50 ${bare.p50.toFixed(2)} ms, p95 ${bare.p95.toFixed(2)} ms, ${bare.perSecond.toFixed(0)} req/s)`,
  );
}

/** A catalogue served for the lines: its server and its own scenarios (their counters are its own). */
interface Served {
  label: string;
  server: BenchServer;
  lines: Scenario[];
}

async function serve(target: BenchTarget, size: number, at: number, label: string): Promise<Served> {
  const { categoryIds } = await prepareCatalogue(target, size);
  const server = await startServer(
    at,
    target.engine === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir },
  );
  const lines = scenarios(categoryIds, size).filter(
    (scenario) => !only || only.some((part) => scenario.name.includes(part)),
  );
  return { label, server, lines };
}

const compareUrl = process.env.BENCH_COMPARE_DATABASE_URL;
const compareProducts = Number(process.env.BENCH_COMPARE_PRODUCTS ?? 5_000);
const thousands = (n: number) => `${Math.round(n / 1000)}k`;

for (const engine of engines) {
  const target: BenchTarget =
    engine === 'postgres'
      ? {
          engine: 'postgres',
          url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apteek_bench',
        }
      : { engine: 'pglite', dataDir: process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'apteek-bench-pglite') };
  const served: Served[] = [];
  try {
    served.push(
      await serve(target, products, port, compareUrl ? `${engine} ${thousands(products)}` : engine),
    );
    if (compareUrl && engine === 'postgres')
      served.push(
        await serve(
          { engine: 'postgres', url: compareUrl },
          compareProducts,
          port + 1,
          `${engine} ${thousands(compareProducts)}`,
        ),
      );
    for (const [line, scenario] of served[0]!.lines.entries()) {
      for (const concurrency of concurrencies) {
        const measured: Figures[][] = served.map(() => []);
        const bare: Figures[][] = served.map(() => []);
        for (let round = 0; round < rounds; round++)
          for (const [s, { server, lines }] of served.entries()) {
            bare[s]!.push(await runLoad(server.origin, baseline, concurrency, seconds));
            measured[s]!.push(await runLoad(server.origin, lines[line]!, concurrency, seconds));
          }
        served.forEach(({ label }, s) => printWithBaseline(label, median(measured[s]!), median(bare[s]!)));
        if (served.length === 2) {
          const [a, b] = [median(measured[0]!), median(measured[1]!)];
          console.log(
            `${''.padEnd(9)} ${`  ${served[0]!.label} against ${served[1]!.label}`.padEnd(40)} c=${String(concurrency).padEnd(3)}` +
              ` p50 ${(a.p50 / b.p50).toFixed(2)}×   p95 ${(a.p95 / b.p95).toFixed(2)}×   (${scenario.name})`,
          );
        }
      }
    }
  } finally {
    for (const { server } of served) await server.stop();
  }
}
