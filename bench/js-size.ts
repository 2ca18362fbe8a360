// node --import tsx bench/js-size.ts — the JavaScript each storefront page loads before it is
// interactive, from a build's route manifest: the client entry, the root route and the page's
// route with the chunks they import (exactly the page's modulepreload links), and the modules of
// the store's texts, which the entry imports before hydrating (the default store's: Estonian,
// `texts-et-<hash>.js`, and each part of the later texts the page's scripts wait for, e.g.
// `texts-later-et-<hash>.js` and `texts-checkout-et-<hash>.js` on the checkout, as the server
// preloads them there; BENCH_LANGUAGE=fi|ru|en for another). Two compressed
// sizes: Brotli quality 4, as @fastify/compress compresses each response on the fly, and the
// build's precompressed .br copies (quality 11), as a static server with precompressed files
// sends them. Deterministic, unlike the transfer sizes Lighthouse reports.
//   WEB_BUILD_DIR=… for another build directory than apps/web/build.
//   --modules: the source modules in each page's scripts, largest first (bench/js-modules.ts; a build
//   made with WEB_SOURCEMAP=1), to see what a page loads and look up in the sources why.
//   --browser also opens each page (and the checkout and the prescription centre) in Chromium on a
//   fresh server and counts what it really fetched before idle (bench/js-fetched.ts): the chunks
//   imported on demand and the service worker's precache too, which the manifest does not show.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { waitingChunksFile } from '../apps/web/texts-plugin.ts';
import { measureFetched } from './js-fetched.ts';
import { moduleShares } from './js-modules.ts';

interface ManifestEntry {
  module: string;
  parentId?: string;
  imports?: string[];
}
interface BuildManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

export interface PageScript {
  url: string;
  /** Brotli quality 4, compressed per response. */
  onTheFly: number;
  /** The build's .br copy (quality 11); the on-the-fly size for files too small to have one. */
  precompressed: number;
}

export interface PageScripts {
  onTheFly: number;
  precompressed: number;
  scripts: PageScript[];
}

/** The route ids of the pages the benchmarks measure. */
export const PAGE_ROUTES = { home: 'home', category: 'category', product: 'product' } as const;

/** The pages with their own budgets beside them (checkout, prescription centre), from the manifest too. */
const MORE_ROUTES = { checkout: 'checkout', prescriptions: 'prescriptions' } as const;

export function buildDirectory(): string {
  return process.env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../apps/web/build', import.meta.url));
}

function readManifest(assetsDir: string): BuildManifest {
  const file = readdirSync(assetsDir).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assetsDir}: build the web app first`);
  const source = readFileSync(join(assetsDir, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as BuildManifest;
}

/** The address of a texts module in the build (`/assets/texts-et-<hash>.js`), if there is one. */
function textsModule(assetsDir: string, name: string): string | undefined {
  const file = readdirSync(assetsDir).find((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
  return file && `/assets/${file}`;
}

/**
 * Per part of the later texts, the scripts that wait for them, as the server's build of this build
 * directory holds them (`WAITING_CHUNKS`, from apps/web/texts-plugin.ts), else as the browser's
 * build listed them for the server's; none for a build made before the texts were split.
 */
function waitingChunks(buildDir: string): Map<string, Set<string>> {
  const byPart = (listed: Record<string, string[]>) =>
    new Map(Object.entries(listed).map(([part, chunks]) => [part, new Set(chunks)]));
  for (const dir of [join(buildDir, 'server', 'assets'), join(buildDir, 'server')]) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const listed = /WAITING_CHUNKS = (\{[^;]*\});/.exec(readFileSync(join(dir, file), 'utf8'));
      if (listed) return byPart(JSON.parse(listed[1]!) as Record<string, string[]>);
    }
  }
  const listed = waitingChunksFile(buildDir);
  return byPart(
    existsSync(listed) ? (JSON.parse(readFileSync(listed, 'utf8')) as Record<string, string[]>) : {},
  );
}

/** The compressed sizes of the scripts a route's first load needs, largest first. */
export function pageScripts(
  routeId: string,
  buildDir = buildDirectory(),
  language = process.env.BENCH_LANGUAGE ?? 'et',
): PageScripts {
  const clientDir = join(buildDir, 'client');
  const { entry, routes } = readManifest(join(clientDir, 'assets'));
  const route = routes[routeId];
  if (!route) throw new Error(`the build has no route ${routeId}`);
  // The route and its layouts up to the root, as the page loads them all.
  const chain: ManifestEntry[] = [route];
  for (let parent = route.parentId; parent && routes[parent]; parent = routes[parent]!.parentId)
    chain.push(routes[parent]!);
  if (!chain.includes(routes.root!)) chain.push(routes.root!);
  const urls = new Set([entry, ...chain].flatMap((part) => [part.module, ...(part.imports ?? [])]));
  const assets = join(clientDir, 'assets');
  const first = textsModule(assets, `texts-${language}`);
  if (!first) throw new Error(`no texts module for ${language} in ${assets}`);
  urls.add(first);
  for (const [part, chunks] of waitingChunks(buildDir)) {
    const later =
      [...urls].some((url) => chunks.has(url)) && textsModule(assets, `texts-${part}-${language}`);
    if (later) urls.add(later);
  }
  const scripts = [...urls]
    .map((url) => {
      const path = join(clientDir, url);
      const onTheFly = brotliCompressSync(readFileSync(path), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      }).length;
      const precompressed = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : onTheFly;
      return { url, onTheFly, precompressed };
    })
    .sort((a, b) => b.onTheFly - a.onTheFly);
  const sum = (key: 'onTheFly' | 'precompressed') =>
    scripts.reduce((total, script) => total + script[key], 0);
  return { onTheFly: sum('onTheFly'), precompressed: sum('precompressed'), scripts };
}

/** How many of a page's modules --modules lists. */
const MODULES_SHOWN = 40;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verbose = process.argv.includes('--scripts');
  const modules = process.argv.includes('--modules');
  console.log('page      on the fly  precompressed  (Brotli q4 per response / q11 .br files)');
  for (const [page, routeId] of Object.entries({ ...PAGE_ROUTES, ...MORE_ROUTES })) {
    const figures = pageScripts(routeId);
    console.log(
      `${page.padEnd(9)} ${kb(figures.onTheFly)}  ${kb(figures.precompressed)}     ${figures.scripts.length} files`,
    );
    if (verbose)
      for (const script of figures.scripts)
        console.log(`          ${kb(script.onTheFly)}  ${kb(script.precompressed)}     ${script.url}`);
    if (modules) {
      // The texts modules have no source map: they are the page's texts, listed above.
      const scripts = figures.scripts.filter((script) => !/\/texts-/.test(script.url));
      const shares = moduleShares(scripts.map((script) => join(buildDirectory(), 'client', script.url)));
      console.log('          minified  Brotli alone  module');
      for (const share of shares.slice(0, MODULES_SHOWN))
        console.log(`          ${kb(share.bytes)}  ${kb(share.brotli)}  ${share.module}`);
      console.log(`          … ${Math.max(0, shares.length - MODULES_SHOWN)} more modules`);
    }
  }
  if (process.argv.includes('--browser')) await measureFetched(verbose);
}
