// npm run bench:storefront — server-rendered product pages under load: GET /p/{sku}/{slug} (full
// HTML from React Router with the loader's services in-process) over the listed products of the
// seed catalogue, at concurrency 1 and 16. Prints p50/p95/p99 (ms) and requests per second.
//   Needs a built web app: npm run build (or WEB_BUILD_DIR=… for another build directory).
//   BENCH_DURATION=20 (seconds per run)  BENCH_PORT=3216  BENCH_ENGINES=pglite,postgres
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/apteek_bench (an existing database; seeded at start)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad, type Figures } from './load.ts';

const seconds = Number(process.env.BENCH_DURATION ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3216);
const engines = (process.env.BENCH_ENGINES ?? 'pglite').split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apteek_bench';
const origin = `http://127.0.0.1:${port}`;
const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 900; i++) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** Product page paths of the default store: every listed product the catalogue search returns. */
async function productPaths(): Promise<string[]> {
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

function print(engine: string, figures: Figures) {
  const ms = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `${engine.padEnd(9)} ${figures.scenario.padEnd(26)} c=${String(figures.concurrency).padEnd(3)}` +
      ` p50 ${ms(figures.p50)} ms  p95 ${ms(figures.p95)} ms  p99 ${ms(figures.p99)} ms` +
      `  ${figures.perSecond.toFixed(0).padStart(6)} req/s  (${figures.requests} requests, ${figures.errors} errors)`,
  );
}

for (const engine of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-storefront-'));
  const server = await startServer(
    engine === 'postgres' ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
  );
  try {
    const paths = await productPaths();
    const scenario = {
      name: `product page (${paths.length} SKUs)`,
      next: (i: number) => ({ method: 'GET' as const, path: paths[(i * 7) % paths.length]! }),
    };
    await runLoad(origin, scenario, 4, 3); // warm-up: JIT, metadata and search caches
    for (const concurrency of [1, 16]) print(engine, await runLoad(origin, scenario, concurrency, seconds));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
