// npm run bench:storefront — server-rendered pages under load against a bare route: GET
// /p/{sku}/{slug} round-robin over the listed products of the seed catalogue and GET /c/{slug} over
// the menu's categories (full HTML from React Router with the loaders' services in-process), each
// beside a bare Fastify route in this process that answers the same HTML bytes. Runs in rounds,
// the bare route and the page alternating at each concurrency, and prints the medians over the
// rounds: p50/p99 (ms), requests per second, and the page's share of the bare route's rate. First
// it prints each page type's inline loader data (bench/page-data.ts).
//   Needs a built web app: npm run build (or WEB_BUILD_DIR=… for another build directory).
//   BENCH_DURATION=10 (seconds per run)  BENCH_ROUNDS=3  BENCH_CONCURRENCY=1,16  BENCH_PORT=3216
//   BENCH_PAGES=product,category  BENCH_ENGINES=pglite,postgres
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/apteek_bench (an existing database; seeded at start)
//   BENCH_ACCEPT_ENCODING='br, gzip' (what browsers send; '' for none, as the figures before
//   2026-12-03 were measured): the Accept-Encoding of every request, the bare route's and the page's.
//   The bare route answers the bytes the server sent for it, compressed as the server compressed them.
// Beside each page's figures: the server process's CPU time per answer (user and system, all its
// threads, from /proc/<pid>/stat), which another process's load moves far less than req/s.
//   BENCH_RENDER=1: every request a URL never asked before (a query parameter the pages ignore), so
//   none is answered from the rendered pages the server keeps and each one renders (its page data
//   still cached): the cost of a page's first visit.
//   BENCH_VISIT_PARAMETER=visit: that parameter's name; gclid (an ad's click id, which a kept page's
//   URL leaves out) measures visitors from an ad, each with a click id of their own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request as httpRequest } from 'node:http';
import { startBareServer, type CapturedBody } from './bare-server.ts';
import { startServer } from './bench-server.ts';
import { runLoad, sendRequest, type Figures, type Scenario } from './load.ts';
import { pageDataSizes, printPageDataSizes } from './page-data.ts';

const seconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,16').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 3216);
const pages = (process.env.BENCH_PAGES ?? 'product,category').split(',');
const engines = (process.env.BENCH_ENGINES ?? 'pglite').split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apteek_bench';
const renderEach = process.env.BENCH_RENDER === '1';
const visitParameter = process.env.BENCH_VISIT_PARAMETER ?? 'visit';
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip';
const requestHeaders: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
let fresh = 0;

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

/** Category page paths of the default store: the category links of its home page (the menu). */
async function categoryPaths(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/`)).text();
  const paths = [...new Set([...html.matchAll(/href="(\/c\/[^"?#]+)"/g)].map((match) => match[1]!))];
  if (paths.length === 0) throw new Error('the home page links no category');
  return paths;
}

/** A page's body as the server sends it to these requests: its bytes on the wire and their encoding. */
function captured(origin: string, path: string): Promise<CapturedBody> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers: requestHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'];
        resolve({
          body: Buffer.concat(chunks),
          encoding: encoding && encoding !== 'identity' ? encoding : null,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** CPU time (ms) the process has used so far, its threads included (Linux clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(runs: (Figures & { cpuMsPerAnswer?: number })[]) {
  return {
    cpuMs: median(runs.map((run) => run.cpuMsPerAnswer ?? 0)),
    perSecond: median(runs.map((run) => run.perSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    bytes: median(runs.map((run) => run.bytesPerAnswer)),
  };
}

for (const engine of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-storefront-'));
  const server = await startServer(
    port,
    engine === 'postgres' ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
  );
  try {
    const paths: Record<string, string[]> = {
      product: await productPaths(server.origin),
      category: await categoryPaths(server.origin),
    };
    // What each page type inlines for hydration (at most 15 KB on a product page).
    printPageDataSizes(
      await pageDataSizes(server.origin, {
        home: '/',
        category: paths.category![0]!,
        product: paths.product![0]!,
      }),
    );
    // The bare route answers the first page's bytes as the server sends them to these requests:
    // kept (asked for again after a pause, so that its compressed forms are ready) or, with
    // BENCH_RENDER, rendered.
    const html: Record<string, CapturedBody> = {};
    for (const page of pages) {
      const path = paths[page]![0]!;
      await captured(server.origin, path);
      await new Promise((resolve) => setTimeout(resolve, 500));
      html[page] = await captured(
        server.origin,
        renderEach ? `${path}?${visitParameter}=${(fresh += 1)}` : path,
      );
    }
    const bare = await startBareServer(port + 1, html);
    try {
      const scenario = (page: string): Scenario => ({
        name: page,
        next: (i) => {
          const path = paths[page]![(i * 7) % paths[page]!.length]!;
          return {
            method: 'GET',
            path: renderEach ? `${path}?${visitParameter}=${(fresh += 1)}` : path,
            headers: requestHeaders,
          };
        },
      });
      const bareScenario = (page: string): Scenario => ({
        name: `bare ${page}`,
        next: () => ({ method: 'GET', path: bare.path(page), headers: requestHeaders }),
      });
      for (const page of pages) await runLoad(server.origin, scenario(page), 4, 3); // warm-up
      {
        // Every page visited once first, as a browser asks for it, so that the rounds measure pages
        // kept as rendered rather than the first renders of 200 products under load, or, with
        // BENCH_RENDER, renders from page data already read (the pages' own URLs, never asked again).
        const agent = new Agent({ keepAlive: true, maxSockets: 2 });
        const origin = new URL(server.origin);
        for (const page of pages) {
          const queue = [...paths[page]!];
          const visit = async () => {
            for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
              await sendRequest(agent, origin, { method: 'GET', path, headers: requestHeaders });
            }
          };
          await Promise.all([visit(), visit()]);
        }
        agent.destroy();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const runs = new Map<string, (Figures & { cpuMsPerAnswer?: number })[]>();
      const record = (key: string, figures: Figures & { cpuMsPerAnswer?: number }) =>
        runs.set(key, [...(runs.get(key) ?? []), figures]);
      const pid = server.child.pid!;
      for (let round = 1; round <= rounds; round++) {
        for (const page of pages) {
          for (const concurrency of concurrencies) {
            record(
              `bare ${page} ${concurrency}`,
              await runLoad(bare.origin, bareScenario(page), concurrency, seconds),
            );
            const cpuBefore = cpuMs(pid);
            const figures = await runLoad(server.origin, scenario(page), concurrency, seconds);
            record(`${page} ${concurrency}`, {
              ...figures,
              cpuMsPerAnswer: (cpuMs(pid) - cpuBefore) / Math.max(1, figures.requests),
            });
          }
        }
      }
      console.log(
        `${engine}: medians of ${rounds} rounds of ${seconds} s, the bare route and the page alternating` +
          (renderEach
            ? `, every request a new URL (BENCH_RENDER=1, ?${visitParameter}=n)`
            : ', pages kept as rendered after their first visit') +
          ` (${paths.product!.length} products, ${paths.category!.length} categories;` +
          ` accept-encoding: ${acceptEncoding || 'none'}; the bare route's body ${pages
            .map(
              (page) =>
                `${page} ${(html[page]!.body.length / 1024).toFixed(1)} KB ${html[page]!.encoding ?? 'uncompressed'}`,
            )
            .join(', ')})`,
      );
      console.log(
        'page      c    page req/s  p50 ms  p99 ms  KB/answer  CPU ms/answer   bare req/s  p50 ms  p99 ms  KB/answer   page/bare',
      );
      for (const page of pages) {
        for (const concurrency of concurrencies) {
          const own = summary(runs.get(`${page} ${concurrency}`)!);
          const base = summary(runs.get(`bare ${page} ${concurrency}`)!);
          const n = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);
          console.log(
            `${page.padEnd(9)} ${String(concurrency).padEnd(3)}` +
              ` ${n(own.perSecond, 10)} ${n(own.p50, 7, 2)} ${n(own.p99, 7, 2)} ${n(own.bytes / 1024, 10, 1)}` +
              ` ${n(own.cpuMs, 14, 2)}` +
              `   ${n(base.perSecond, 10)} ${n(base.p50, 7, 2)} ${n(base.p99, 7, 2)} ${n(base.bytes / 1024, 10, 1)}` +
              `   1/${(base.perSecond / own.perSecond).toFixed(1)}` +
              (own.errors > 0 ? `  (${own.errors} errors)` : ''),
          );
        }
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
