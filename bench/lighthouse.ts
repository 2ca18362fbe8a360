// npm run bench:lighthouse — Lighthouse 12 (mobile profile, simulated throttling) in Debian Chromium
// against a production server this script starts on a fresh data directory: the home page, a
// category and a product page. Prints the performance score, LCP, CLS, TBT and the compressed
// JavaScript per page (median of BENCH_RUNS runs), then the heaviest scripts of the product page
// and each page's JavaScript counted from the build (bench/js-size.ts), which machine load does
// not move.
//   Needs a built web app: npm run build (or WEB_BUILD_DIR=… for another build directory).
//   BENCH_RUNS=3  BENCH_PORT=3214  CHROMIUM_PATH=/usr/bin/chromium
//   BENCH_CATEGORY_PATH=/c/…  BENCH_PRODUCT_PATH=/p/…  (default: the first of each in sitemap.xml)
//   BENCH_REPORT_DIR=…  writes each run's full Lighthouse result there (lcp breakdown, request chains)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench-server.ts';
import { PAGE_ROUTES, pageScripts } from './js-size.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3214);
const origin = `http://127.0.0.1:${port}`;
const TARGETS = { score: 95, cls: 0.02, tbtMs: 150, productJsKb: 120 };

interface PageFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  scripts: { url: string; bytes: number }[];
}

/** The first category and product page of the default store in the sitemap. */
async function samplePaths(): Promise<{ category: string; product: string }> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const first = (prefix: string) => {
    const match = new RegExp(`<loc>${origin}(/${prefix}/[^<]+)</loc>`).exec(xml);
    if (!match) throw new Error(`sitemap.xml lists no /${prefix}/ page`);
    return match[1]!;
  };
  return {
    category: process.env.BENCH_CATEGORY_PATH ?? first('c'),
    product: process.env.BENCH_PRODUCT_PATH ?? first('p'),
  };
}

const reportDir = process.env.BENCH_REPORT_DIR;
let reportCount = 0;

async function audit(chromePort: number, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(
      join(reportDir, `${++reportCount}-${new URL(url).pathname.split('/')[1] || 'home'}.json`),
      JSON.stringify(lhr),
    );
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
    [];
  const scripts = requests
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: String(item.url), bytes: Number(item.transferSize ?? 0) }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts,
  };
}

function median(figures: PageFigures[]): PageFigures {
  const sorted = [...figures].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function print(name: string, path: string, f: PageFigures) {
  const misses = [
    f.score < TARGETS.score && `score < ${TARGETS.score}`,
    f.cls > TARGETS.cls && `CLS > ${TARGETS.cls}`,
    f.tbtMs > TARGETS.tbtMs && `TBT > ${TARGETS.tbtMs} ms`,
    name === 'product' && f.jsBytes / 1024 > TARGETS.productJsKb && `JS > ${TARGETS.productJsKb} KB`,
  ].filter(Boolean);
  console.log(
    `${name.padEnd(9)} score ${String(f.score).padStart(3)}  LCP ${(f.lcpMs / 1000).toFixed(2).padStart(5)} s` +
      `  CLS ${f.cls.toFixed(3)}  TBT ${f.tbtMs.toFixed(0).padStart(4)} ms  JS ${(f.jsBytes / 1024).toFixed(1).padStart(6)} KB` +
      `  ${path}${misses.length ? `  MISSES: ${misses.join(', ')}` : ''}`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-lighthouse-'));
const server = await startServer(port, { DATA_DIR: dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const { category, product } = await samplePaths();
  const pages = { home: '/', category, product };
  const results: Record<string, PageFigures> = {};
  for (const [name, path] of Object.entries(pages)) {
    await fetch(`${origin}${path}`); // warm the server's caches, as a shop in use would have them
    const figures: PageFigures[] = [];
    for (let run = 0; run < runs; run++) figures.push(await audit(chrome.port, `${origin}${path}`));
    results[name] = median(figures);
    print(name, path, results[name]);
  }
  console.log('\nheaviest scripts of the product page (compressed):');
  for (const script of results.product!.scripts.slice(0, 8))
    console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url.replace(origin, '')}`);
  console.log('\nJavaScript from the build (Brotli q4 per response / precompressed q11):');
  for (const [name, routeId] of Object.entries(PAGE_ROUTES)) {
    const { onTheFly, precompressed, scripts } = pageScripts(routeId);
    console.log(
      `  ${name.padEnd(9)} ${(onTheFly / 1024).toFixed(1).padStart(6)} KB / ${(precompressed / 1024).toFixed(1).padStart(6)} KB  (${scripts.length} files)`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
