// The scripts a browser really fetches on a first visit before the page is idle (npm run
// bench:js-size -- --browser): Chromium with the service worker allowed and an empty cache opens each
// page of a production server this bench starts on a fresh data directory, and counts every script
// answer (the page's modulepreloads, entry and route chunks, the chunks it imports on demand, and
// whatever the service worker fetches) until the page is idle: the load event, then no request for
// QUIET_MS, then an idle callback. Sizes are the compressed bodies as sent (the server sends the
// build's .br copies). The worker's own fetches before idle (its precache) are listed apart. The
// checkout is visited with a cart of one product (BENCH_CART_PRODUCT), as a shopper reaches it.
//   WEB_BUILD_DIR=…  BENCH_PORT=3216  CHROMIUM_PATH=/usr/bin/chromium
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Request } from 'playwright-core';
import { startServer } from './bench-server.ts';
import { addOneToCartThenEmptyCache, CART_PRODUCT } from './cart-of-one.ts';

/** How long the network must stay quiet after `load` for the page to count as idle. */
const QUIET_MS = 3_000;
/** A page that never goes quiet is measured at this point. */
const LIMIT_MS = 30_000;

export interface FetchedScript {
  url: string;
  bytes: number;
  /** Fetched by the service worker (its precache), not by the page. */
  byWorker: boolean;
  /** Milliseconds after navigation the request started. */
  at: number;
}

export interface FetchedPage {
  path: string;
  /** The scripts the page fetched before idle. */
  bytes: number;
  scripts: FetchedScript[];
  /** What the service worker fetched before the page was idle (its precache), in bytes and files. */
  workerBytes: number;
  workerFiles: number;
  /** Milliseconds after navigation the page counted as idle. */
  idleAt: number;
}

const isScript = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

/**
 * One first visit to `url` in a fresh browser context: the scripts fetched until idle. `cartOf`: a
 * product page whose product is put in the cart before (the checkout's visit).
 */
export async function firstVisit(browser: Browser, url: string, cartOf?: string): Promise<FetchedPage> {
  const context = await browser.newContext({ serviceWorkers: cartOf ? 'block' : 'allow' });
  const page = await context.newPage();
  if (cartOf) await addOneToCartThenEmptyCache(page, cartOf);
  const started = Date.now();
  let inFlight = 0;
  let lastActivity = Date.now();
  const seen: { request: Request; byWorker: boolean; at: number }[] = [];
  context.on('request', (request) => {
    inFlight++;
    lastActivity = Date.now();
    if (isScript(request))
      seen.push({ request, byWorker: request.serviceWorker() !== null, at: Date.now() - started });
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - started < LIMIT_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))');
  const idleAt = Date.now() - started;
  const before = seen.filter((entry) => entry.at <= idleAt);
  const scripts: FetchedScript[] = [];
  for (const { request, byWorker, at } of before) {
    const sizes = await request.sizes().catch(() => undefined);
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0, byWorker, at });
  }
  await context.close();
  scripts.sort((a, b) => b.bytes - a.bytes);
  const own = scripts.filter((script) => !script.byWorker);
  const worker = scripts.filter((script) => script.byWorker);
  const sum = (list: FetchedScript[]) => list.reduce((total, script) => total + script.bytes, 0);
  return {
    path: new URL(url).pathname,
    bytes: sum(own),
    scripts,
    workerBytes: sum(worker),
    workerFiles: worker.length,
    idleAt,
  };
}

/** The first product and the largest category page the sitemap lists (as bench:lighthouse picks them). */
export async function samplePaths(origin: string): Promise<Record<string, string>> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = (prefix: string) =>
    [...xml.matchAll(new RegExp(`<loc>${origin}(/${prefix}/[^<]+)</loc>`, 'g'))].map((match) => match[1]!);
  let category = { path: listed('c')[0]!, bytes: 0 };
  for (const path of listed('c')) {
    const bytes = (await (await fetch(`${origin}${path}`)).text()).length;
    if (bytes > category.bytes) category = { path, bytes };
  }
  return {
    home: '/',
    category: category.path,
    product: listed('p')[0]!,
    checkout: '/checkout',
    prescriptions: '/prescriptions',
  };
}

/** Starts a server on a fresh data directory and visits each page once; prints the figures. */
export async function measureFetched(verbose: boolean): Promise<Record<string, FetchedPage>> {
  const port = Number(process.env.BENCH_PORT ?? 3216);
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-js-'));
  const server = await startServer(port, { DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: Record<string, FetchedPage> = {};
  try {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
    console.log(
      `\nfirst visit in Chromium, scripts before idle (load, ${QUIET_MS} ms quiet, an idle callback):`,
    );
    console.log('page           page   files   service worker before idle');
    for (const [name, path] of Object.entries(await samplePaths(server.origin))) {
      await fetch(`${server.origin}${path}`); // the server's caches warm, as a shop in use has them
      const cartOf = name === 'checkout' ? `${server.origin}${CART_PRODUCT}` : undefined;
      const figures = await firstVisit(browser, `${server.origin}${path}`, cartOf);
      results[name] = figures;
      const own = figures.scripts.filter((script) => !script.byWorker);
      console.log(
        `${name.padEnd(13)} ${kb(figures.bytes)}  ${String(own.length).padStart(3)}    ${kb(figures.workerBytes)} in ${figures.workerFiles} files  (${path}, idle at ${(figures.idleAt / 1000).toFixed(1)} s)`,
      );
      if (verbose)
        for (const script of own)
          console.log(
            `              ${kb(script.bytes)}  ${new URL(script.url).pathname}  at ${script.at} ms`,
          );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
