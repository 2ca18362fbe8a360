// npm run bench:storefront — server-rendered product pages under load: GET /p/{sku}/{slug} (full
// HTML from React Router with the loader's services in-process) over the listed products of the
// seed catalogue, at concurrency 1 and 16. Prints p50/p95/p99 (ms) and requests per second.
//   Needs a built web app: npm run build (or WEB_BUILD_DIR=… for another build directory).
//   BENCH_DURATION=20 (seconds per run)  BENCH_PORT=3216  BENCH_ENGINES=pglite,postgres
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/apteek_bench (an existing database; seeded at start)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './bench-server.ts';
import { printFigures, runLoad } from './load.ts';

const seconds = Number(process.env.BENCH_DURATION ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3216);
const engines = (process.env.BENCH_ENGINES ?? 'pglite').split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apteek_bench';

/** Product page paths of the default store: every listed product the catalogue search returns. */
async function productPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/catalog/search/product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ storeCode: 'ee', size: 200, includeFields: ['url_path'] }),
  });
  const { result } = (await response.json()) as { result: { items: { url_path: string }[] } };
  const paths = result.items.map((item) => item.url_path);
  if (paths.length === 0) throw new Error('the catalogue search returned no products');
  return paths;
}

for (const engine of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-storefront-'));
  const server = await startServer(
    port,
    engine === 'postgres' ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
  );
  try {
    const paths = await productPaths(server.origin);
    const scenario = {
      name: `product page (${paths.length} SKUs)`,
      next: (i: number) => ({ method: 'GET' as const, path: paths[(i * 7) % paths.length]! }),
    };
    await runLoad(server.origin, scenario, 4, 3); // warm-up: JIT, metadata and search caches
    for (const concurrency of [1, 16])
      printFigures(engine, await runLoad(server.origin, scenario, concurrency, seconds), 26);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
