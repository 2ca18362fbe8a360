// npm run bench:visible-text — the text a shopper sees on 52 pages (every page type in the four
// store views), read from Debian Chromium after the page has loaded and hydrated, so a change made
// for speed can be shown to leave every page saying the same.
//   npm run bench:visible-text -- --save /tmp/before.json      (on the version before)
//   npm run bench:visible-text -- --compare /tmp/before.json   (on the version after; exit 1 on a difference)
//   BENCH_CHECKOUT=/path/to/worktree   serve another checkout (with its own npm ci and npm run build)
//   BENCH_PORT=3215  CHROMIUM_PATH=/usr/bin/chromium
// Each run serves a fresh data directory, so both sides read the same seed on the same day.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from './bench-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3215);
const checkout = process.env.BENCH_CHECKOUT ? resolve(process.env.BENCH_CHECKOUT) : undefined;
const [mode, file] = process.argv.slice(2);
if ((mode !== '--save' && mode !== '--compare') || !file) {
  console.error('usage: npm run bench:visible-text -- --save FILE | --compare FILE');
  process.exit(2);
}

type Snapshot = Record<string, string[]>;

const STORES = ['', '/fi', '/en', '/ru'] as const;

/** The sitemap's page paths under one prefix ('/fi/c/'), in a stable order. */
function pathsOf(xml: string, prefix: string): string[] {
  const pattern = new RegExp(`<loc>https?://[^/<]+(${prefix}[^<]*)</loc>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1]!).sort();
}

/**
 * In every store: the home page, two categories, two products and two campaigns as its sitemap
 * lists them (slugs differ per store), the campaign list, two CMS pages, a search, the checkout,
 * compare and wishlist pages and a missing page.
 */
async function pagesToRead(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return STORES.flatMap((store) => {
    const firstTwo = (kind: string) => {
      const paths = pathsOf(xml, `${store}/${kind}/`).slice(0, 2);
      if (paths.length < 2) throw new Error(`sitemap.xml lists fewer than two ${store}/${kind}/ pages`);
      return paths;
    };
    return [
      store || '/',
      ...firstTwo('c'),
      ...firstTwo('p'),
      `${store}/kampaania`,
      ...firstTwo('kampaania'),
      `${store}/about-us`,
      `${store}/delivery`,
      `${store}/products?q=vitamiin`,
      `${store}/checkout`,
      `${store}/compare`,
      `${store}/wishlist`,
      `${store}/no-such-page`,
    ];
  });
}

/**
 * Parts below the fold are rendered only near the viewport (content-visibility), and innerText
 * leaves out what is not rendered; a shopper scrolling sees them drawn, so they are drawn here.
 */
const RENDER_BELOW_THE_FOLD = `for (const element of document.querySelectorAll('body *')) {
  if (getComputedStyle(element).contentVisibility === 'auto') element.style.setProperty('content-visibility', 'visible');
}`;

/**
 * The page's text as lines once it has stopped changing: parts that come with hydration (the
 * cookie notice) or leave with it (the filters' submit button for pages without scripts) settle
 * within a few hundred milliseconds of the network going quiet, later on a loaded machine.
 */
async function settledText(page: Page): Promise<string[]> {
  const read = async () => {
    await page.evaluate(RENDER_BELOW_THE_FOLD);
    return (await page.locator('body').innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  };
  let last = await read();
  let unchanged = 0;
  for (let tries = 0; tries < 40 && unchanged < 3; tries += 1) {
    await page.waitForTimeout(400);
    const now = await read();
    unchanged = now.join('\n') === last.join('\n') ? unchanged + 1 : 0;
    last = now;
  }
  return last;
}

/** Every page's settled text, read in one browser. */
async function readPages(origin: string, paths: readonly string[]): Promise<Snapshot> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const snapshot: Snapshot = {};
    for (const path of paths) {
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      snapshot[path] = await settledText(page);
    }
    return snapshot;
  } finally {
    await browser.close();
  }
}

/** The lines one side has and the other has not, per page. */
function differences(before: Snapshot, after: Snapshot): string[] {
  const report: string[] = [];
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[path];
    const is = after[path];
    if (!was || !is) {
      report.push(`${path}: ${was ? 'not read now' : 'not read before'}`);
      continue;
    }
    if (was.join('\n') === is.join('\n')) continue;
    const gone = was.filter((line) => !is.includes(line));
    const added = is.filter((line) => !was.includes(line));
    report.push(
      `${path}:`,
      ...gone.map((line) => `  - ${line}`),
      ...added.map((line) => `  + ${line}`),
      ...(gone.length + added.length === 0 ? ['  (same lines in another order)'] : []),
    );
  }
  return report;
}

const dataDir = mkdtempSync(join(tmpdir(), 'apteek-visible-text-'));
const server = await startServer(port, { DATA_DIR: dataDir }, '/api/health', { checkout });
try {
  const paths = await pagesToRead(server.origin);
  const snapshot = await readPages(server.origin, paths);
  const lines = Object.values(snapshot).reduce((sum, page) => sum + page.length, 0);
  console.log(`${paths.length} pages read, ${lines} lines of text`);
  if (mode === '--save') {
    writeFileSync(file, `${JSON.stringify(snapshot, null, 1)}\n`);
    console.log(`saved to ${file}`);
  } else {
    const report = differences(JSON.parse(readFileSync(file, 'utf8')) as Snapshot, snapshot);
    if (report.length > 0) {
      console.log(report.join('\n'));
      process.exitCode = 1;
    } else {
      console.log(`every page's text is the same as in ${file}`);
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
