// npm run bench:memory — the server's memory at rest and under a soak of pages and new searches,
// against a bare Fastify process under the same soak. Prepares a fresh PGlite data directory in a
// process of its own, as `npm start` does (apps/server/src/scripts/prepare-data.ts), starts the
// production server on it and prints its memory after start: RSS, the JS heap used, external and
// array buffers, PGlite's WebAssembly memory, and from /proc/<pid>/smaps the glibc heap, the
// malloc arenas of other threads and the rest of the anonymous memory. Then soaks it with
// server-rendered pages of every kind in the four stores (home, category, product, campaign, CMS:
// the sitemap's) and full-text searches with terms never asked before (the search page and the
// search API), at a modest concurrency, printing a sample every BENCH_SAMPLE_SECONDS, the figures
// after 1 minute and at the end, and the growth over the last 5 minutes; then after an idle pause.
// The bare process (bench/bare-server.ts) answers the same requests with bytes captured from the
// server and gets the same soak: what a Node process with Fastify costs by itself.
//   Needs a built web app: npm run build.
//   BENCH_SOAK_MINUTES=10  BENCH_CONCURRENCY=4  BENCH_SAMPLE_SECONDS=30  BENCH_IDLE_SECONDS=60
//   BENCH_TARGETS=server,bare  BENCH_PORT=3120 (the bare process takes the next port)
//   BENCH_ENCODING='br, gzip, deflate' (what the soak accepts; 'identity' turns compression off)
//   BENCH_SERVER_ENV='MALLOC_ARENA_MAX=2 LD_PRELOAD=…' (extra environment for the server only)
//   BENCH_DATA_DIR=… (an existing data directory, kept)
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type BenchServer } from './bench-server.ts';
import { sendRequest } from './load.ts';

const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const sampleSeconds = Number(process.env.BENCH_SAMPLE_SECONDS ?? 30);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const targets = (process.env.BENCH_TARGETS ?? 'server,bare').split(',');
const port = Number(process.env.BENCH_PORT ?? 3120);
const encoding = process.env.BENCH_ENCODING ?? 'br, gzip, deflate';
const serverEnv = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const probe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
const prepareData = fileURLToPath(new URL('../apps/server/src/scripts/prepare-data.ts', import.meta.url));

/** What the probe answers: process.memoryUsage() and the bytes of every live WebAssembly memory. */
interface ProbeAnswer extends NodeJS.MemoryUsage {
  /** PGlite's Postgres; 0 when none was seen. */
  wasm: number;
}
const bareEntry = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
const STORES = ['ee', 'fi', 'en', 'ru'];

// ---- what the soak asks -------------------------------------------------------------------------

interface Requests {
  pages: string[];
  words: string[];
}

/** Every page of the sitemap (all four stores), by kind, and the words of the products' slugs. */
async function soakRequests(origin: string): Promise<Requests> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (pages.length === 0) throw new Error('the sitemap lists no page');
  // Each store's home page, in case the sitemap leaves any out.
  pages.push('/', ...STORES.map((store) => `/${store}`));
  const words = new Set<string>();
  for (const path of pages) {
    if (!/\/p\//.test(path)) continue;
    for (const word of path.split('/').at(-1)!.split('-')) if (/^[a-z]{4,}$/.test(word)) words.add(word);
  }
  return { pages: [...new Set(pages)], words: [...words] };
}

const kindOf = (path: string) =>
  /\/p\//.test(path)
    ? 'product'
    : /\/c\//.test(path)
      ? 'category'
      : /\/kampaania/.test(path)
        ? 'campaign'
        : /^\/(ee|fi|en|ru)?$/.test(path)
          ? 'home'
          : 'cms';

/**
 * Search terms never asked before in this process: a word of a product's name cut to a random
 * length, sometimes with a second word, sometimes misspelt; every term is new (a set remembers
 * them), so neither a result cache nor a page cache ever answers one.
 */
function termGenerator(words: string[]): () => string {
  const asked = new Set<string>();
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const pick = () => words[Math.floor(random() * words.length)]!;
  const cut = (word: string) => word.slice(0, 3 + Math.floor(random() * (word.length - 2)));
  return () => {
    for (;;) {
      let term = cut(pick());
      if (random() < 0.5) term += ` ${cut(pick())}`;
      if (random() < 0.2) term += String.fromCharCode(97 + Math.floor(random() * 26));
      if (!asked.has(term)) {
        asked.add(term);
        return term;
      }
    }
  };
}

interface Spec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

function requestPlan({ pages, words }: Requests): (i: number) => Spec {
  const newTerm = termGenerator(words);
  return (i) => {
    // Three pages, then a new search: every fourth request, alternately the search page and the API.
    if (i % 4 !== 3) return { method: 'GET', path: pages[(i * 7) % pages.length]! };
    const store = STORES[Math.floor(i / 4) % STORES.length]!;
    const term = newTerm();
    if (Math.floor(i / 4) % 2 === 0) {
      const prefix = store === 'ee' ? '' : `/${store}`;
      return { method: 'GET', path: `${prefix}/products?${new URLSearchParams({ term }).toString()}` };
    }
    return {
      method: 'POST',
      path: '/api/catalog/search/product',
      body: JSON.stringify({
        storeCode: store,
        term,
        size: 24,
        aggregations: ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag'],
      }),
    };
  };
}

function send(agent: Agent, origin: URL, spec: Spec): Promise<number> {
  return sendRequest(agent, origin, { ...spec, headers: { 'accept-encoding': encoding } });
}

// ---- what the process holds ---------------------------------------------------------------------

interface Sample extends ProbeAnswer {
  at: number;
  /** The glibc main heap ([heap] in smaps), resident. */
  brk: number;
  /** Resident anonymous memory in 64 MB-aligned mappings of at most 64 MB: malloc arenas of threads. */
  arenas: number;
  /** Resident part of the WebAssembly reservations (mappings of 4 GB and more: PGlite's memory). */
  wasmRss: number;
  /** Every other resident anonymous mapping (V8's heap, thread stacks, mmapped blocks). */
  anon: number;
  /** Resident file-backed memory (code of node and its shared libraries). */
  files: number;
}

const ARENA = 64 * 1024 * 1024;

/** Resident bytes of the process by kind, from /proc/<pid>/smaps. */
function mappings(pid: number) {
  const text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const all: { start: number; end: number; name: string; rss: number }[] = [];
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      all.push({ start: parseInt(header[1]!, 16), end: parseInt(header[2]!, 16), name: header[3]!, rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && all.length > 0) all.at(-1)!.rss = Number(rss[1]) * 1024;
  }
  const totals = { brk: 0, arenas: 0, wasmRss: 0, anon: 0, files: 0 };
  // A WebAssembly memory is a reservation of several GB (its guard region), accessible at its
  // start: a run of adjacent anonymous mappings that large.
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.start === all[j]!.end && all[j + 1]!.name === '') j++;
    const run = all.slice(i, j + 1);
    const first = run[0]!;
    if (first.name === '' && run.at(-1)!.end - first.start >= 4 * 1024 ** 3) {
      for (const m of run) totals.wasmRss += m.rss;
      i = j + 1;
      continue;
    }
    const size = first.end - first.start;
    const kind =
      first.name === '[heap]'
        ? 'brk'
        : first.name.startsWith('/')
          ? 'files'
          : first.name === '' && first.start % ARENA === 0 && size <= ARENA
            ? 'arenas'
            : 'anon';
    totals[kind] += first.rss;
    i++;
  }
  return totals;
}

function ask(server: BenchServer): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the memory probe did not answer')), 10_000);
    const listener = (message: unknown) => {
      const answer = (message as { probe?: ProbeAnswer }).probe;
      if (!answer) return;
      clearTimeout(timer);
      server.child.off('message', listener);
      resolve(answer);
    };
    server.child.on('message', listener);
    server.child.send('memory');
  });
}

async function sample(server: BenchServer, started: number): Promise<Sample> {
  const answer = await ask(server);
  return { ...answer, ...mappings(server.child.pid!), at: (performance.now() - started) / 1000 };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).padStart(7);
const HEADER =
  '    at s   RSS MB  heap MB (committed)  ext MB  ab MB  wasm MB (resident)  [heap] MB  arenas MB  anon MB  files MB  requests';
const line = (s: Sample, requests: number | string) =>
  `${s.at.toFixed(0).padStart(8)} ${mb(s.rss)}  ${mb(s.heapUsed)} (${mb(s.heapTotal)})  ${mb(s.external)} ${mb(s.arrayBuffers)}` +
  `  ${mb(s.wasm)} (${mb(s.wasmRss)})    ${mb(s.brk)}    ${mb(s.arenas)}  ${mb(s.anon)}   ${mb(s.files)}  ${requests}`;

// ---- the soak -----------------------------------------------------------------------------------

interface Report {
  name: string;
  start: Sample;
  oneMinute?: Sample;
  end: Sample;
  fiveBeforeEnd: Sample;
  idle: Sample;
  requests: number;
  errors: number;
}

async function soak(
  name: string,
  server: BenchServer,
  plan: (i: number) => Spec,
  atStart: Sample,
): Promise<Report> {
  const started = performance.now();
  const origin = new URL(server.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  console.log(`\n${name}: soak of ${soakMinutes} min at concurrency ${concurrency}, accepting '${encoding}'`);
  console.log(HEADER);
  const start = { ...atStart, at: 0 };
  console.log(line(start, 'after start'));
  const samples: Sample[] = [start];
  let sent = 0;
  let errors = 0;
  let done = false;
  const client = async () => {
    while (!done) {
      const status = await send(agent, origin, plan(sent++)).catch(() => 0);
      if (status !== 200) errors++;
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  // Samples every BENCH_SAMPLE_SECONDS, at 1 minute and at the end.
  const marks = new Set([60, soakMinutes * 60]);
  for (let at = sampleSeconds; at < soakMinutes * 60; at += sampleSeconds) marks.add(at);
  let oneMinute: Sample | undefined;
  for (const mark of [...marks].filter((at) => at <= soakMinutes * 60).sort((x, y) => x - y)) {
    await sleep(started + mark * 1000 - performance.now());
    const s = await sample(server, started);
    samples.push(s);
    if (mark === 60) oneMinute = s;
    console.log(line(s, `${sent}${mark === 60 ? ' (1 minute)' : ''}`));
  }
  done = true;
  await Promise.all(clients);
  agent.destroy();
  const last = samples.at(-1)!;
  const window = Math.min(5, soakMinutes / 2) * 60;
  const fiveBeforeEnd = samples.reduce((best, s) =>
    Math.abs(s.at - (last.at - window)) < Math.abs(best.at - (last.at - window)) ? s : best,
  );
  await sleep(idleSeconds * 1000);
  const idle = await sample(server, started);
  console.log(line(idle, `idle ${idleSeconds} s`));
  return { name, start, oneMinute, end: last, fiveBeforeEnd, idle, requests: sent, errors };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// ---- main ---------------------------------------------------------------------------------------

const reports: Report[] = [];
const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'apteek-bench-memory-'));
let captured: { html: string; json: string } | undefined;
let requests: Requests | undefined;
const pagesFiles: string[] = [];
try {
  if (!keptDataDir) {
    // Migrated and seeded before the server starts, as `npm start` does, so the server's start is
    // the one a shop's server makes, not a first seed's.
    execFileSync(process.execPath, ['--import', 'tsx', prepareData], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  if (targets.includes('server') || targets.includes('bare')) {
    // The server serves the requests and, for the bare process, the bytes it answers with.
    const server = await startServer(port, { DATA_DIR: dataDir, ...serverEnv }, '/api/health', {
      nodeArgs: ['--import', probe],
      ipc: true,
    });
    try {
      // Before any page: what the start itself costs.
      const atStart = await sample(server, performance.now());
      requests = await soakRequests(server.origin);
      const kinds = new Map<string, number>();
      for (const path of requests.pages) kinds.set(kindOf(path), (kinds.get(kindOf(path)) ?? 0) + 1);
      console.log(
        `${requests.pages.length} pages from the sitemap (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}),` +
          ` ${requests.words.length} words for new search terms; server env: ${JSON.stringify(serverEnv)}`,
      );
      if (targets.includes('bare')) {
        const product = requests.pages.find((path) => kindOf(path) === 'product')!;
        captured = {
          html: await (await fetch(`${server.origin}${product}`)).text(),
          json: await (
            await fetch(`${server.origin}/api/catalog/search/product`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ storeCode: 'ee', term: 'vitamiin', size: 24 }),
            })
          ).text(),
        };
      }
      if (targets.includes('server'))
        reports.push(await soak('server', server, requestPlan(requests), atStart));
    } finally {
      await server.stop();
    }
  }
  if (targets.includes('bare') && captured && requests) {
    const pagesFile = join(dataDir, 'bare-pages.json');
    writeFileSync(pagesFile, JSON.stringify(captured));
    pagesFiles.push(pagesFile);
    const bare = await startServer(
      port + 1,
      { BARE_PORT: String(port + 1), BARE_PAGES: pagesFile },
      '/api/health',
      {
        nodeArgs: ['--import', probe],
        ipc: true,
        entry: bareEntry,
      },
    );
    try {
      const atStart = await sample(bare, performance.now());
      reports.push(await soak('bare Fastify', bare, requestPlan(requests), atStart));
    } finally {
      await bare.stop();
    }
  }
} finally {
  if (keptDataDir) for (const file of pagesFiles) rmSync(file, { force: true });
  else rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nSummary (MB; growth over the last ${Math.min(5, soakMinutes / 2)} min of ${soakMinutes})`);
console.log(
  'process         RSS start  RSS 1 min  RSS end  growth  RSS idle  heap end (committed)  wasm end  [heap] end  arenas end  requests  errors',
);
for (const r of reports) {
  console.log(
    `${r.name.padEnd(14)} ${mb(r.start.rss)}    ${mb(r.oneMinute?.rss ?? NaN)}  ${mb(r.end.rss)} ${mb(r.end.rss - r.fiveBeforeEnd.rss)}   ${mb(r.idle.rss)}  ${mb(r.end.heapUsed)} (${mb(r.end.heapTotal)})   ${mb(r.end.wasm)}     ${mb(r.end.brk)}      ${mb(r.end.arenas)}  ${String(r.requests).padStart(8)}  ${String(r.errors).padStart(6)}`,
  );
}
