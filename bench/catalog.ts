// npm run bench:catalog — catalogue API under load on the 50,000-product synthetic catalogue, on
// embedded PGlite and on PostgreSQL: category listing with 5 facets, full-text search with facets
// (repeated, distinct pages, and cold: a term and filter never asked before), product by SKU, each
// at concurrency 1 and 16. Prints p50/p95/p99 (ms) and requests per second.
//   BENCH_DURATION=20 (seconds per run)  BENCH_PRODUCTS=50000
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/apteek_bench  BENCH_ENGINES=pglite,postgres
//   BENCH_CONCURRENCY=1,16  BENCH_SCENARIOS=uncached,sku (only the lines whose name contains one of these)
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './bench-server.ts';
import { printFigures, runLoad, type Scenario } from './load.ts';
import { prepareCatalogue, type BenchTarget } from './prepare-catalogue.ts';

const seconds = Number(process.env.BENCH_DURATION ?? 20);
const products = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,16').split(',').map(Number);
const only = process.env.BENCH_SCENARIOS?.split(',');
const port = Number(process.env.BENCH_PORT ?? 3212);
const FACETS = ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag'];

/** A storefront product search in the Estonian store: 50 products with the five facets counted. */
const productSearch = (query: { term?: string; filters?: object; from: number }) => ({
  method: 'POST' as const,
  path: '/api/catalog/search/product',
  body: { storeCode: 'ee', ...query, aggregations: FACETS, size: 50 },
});

function scenarios(categoryIds: number[]): Scenario[] {
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
  return [
    listing(false),
    listing(true),
    fullText(false),
    fullText(true),
    fullTextCold,
    {
      name: 'product by sku',
      next: (i) => ({
        method: 'GET',
        path: `/api/product/SYN-${String(1 + ((i * 7919) % products)).padStart(6, '0')}`,
      }),
    },
  ];
}

for (const engine of engines) {
  const target: BenchTarget =
    engine === 'postgres'
      ? {
          engine: 'postgres',
          url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apteek_bench',
        }
      : { engine: 'pglite', dataDir: process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'apteek-bench-pglite') };
  const { categoryIds } = await prepareCatalogue(target, products);
  const server = await startServer(
    port,
    target.engine === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir },
  );
  try {
    const chosen = scenarios(categoryIds).filter(
      (scenario) => !only || only.some((part) => scenario.name.includes(part)),
    );
    for (const scenario of chosen) {
      for (const concurrency of concurrencies)
        printFigures(engine, await runLoad(server.origin, scenario, concurrency, seconds), 40);
    }
  } finally {
    await server.stop();
  }
}
