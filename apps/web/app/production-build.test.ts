import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// Reads the web build (npm run build; `npm test` builds before the unit tests): React Router's
// package exports resolve to its development build, which vite.config.ts replaces by the production
// one in both bundles (upstream issue #14102).
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = resolve(webDir, process.env.WEB_BUILD_DIR ?? 'build');
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
/**
 * A warning of React Router's that only its development build keeps: both builds carry the text,
 * behind a flag (`ENABLE_DEV_WARNINGS`) that is false in the production build, so a bundler drops it.
 */
const DEVELOPMENT_ONLY = 'You rendered descendant <Routes>';

const scripts = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(dir, file));
const contains = (dir: string, text: string) =>
  scripts(dir).some((file) => readFileSync(file, 'utf8').includes(text));

interface ManifestPart {
  module: string;
  imports?: string[];
  css?: string[];
}

/** React Router's manifest of the browser build: the entry and each route's module, chunks and stylesheets. */
function readManifest(): { entry: ManifestPart; routes: Record<string, ManifestPart> } {
  const assets = join(buildDir, 'client', 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  return JSON.parse(
    readFileSync(join(assets, file!), 'utf8').replace(/^window\.__reactRouterManifest=|;$/g, ''),
  ) as { entry: ManifestPart; routes: Record<string, ManifestPart> };
}

describe('the production build', () => {
  it('has a build to read', () => {
    expect(existsSync(join(buildDir, 'server', 'index.js')), `no build in ${buildDir}: npm run build`).toBe(
      true,
    );
  });

  it('tells the two React Router builds apart by their flag', () => {
    expect(contains(join(reactRouterDist, 'development'), 'ENABLE_DEV_WARNINGS = true')).toBe(true);
    expect(contains(join(reactRouterDist, 'production'), 'ENABLE_DEV_WARNINGS = false')).toBe(true);
  });

  it("bundles React Router's production build for the browser", () => {
    expect(contains(join(buildDir, 'client'), DEVELOPMENT_ONLY)).toBe(false);
  });

  it("bundles React Router's production build for the server, with the handler the server uses", () => {
    const serverDir = join(buildDir, 'server');
    expect(contains(serverDir, DEVELOPMENT_ONLY)).toBe(false);
    // Imported from node_modules at run time, it would be the development build again.
    for (const file of scripts(serverDir)) {
      expect(readFileSync(file, 'utf8')).not.toMatch(/from\s*["'](react-router|@react-router\/node)["']/);
    }
    expect(contains(serverDir, 'createRequestHandler')).toBe(true);
  });

  it('keeps the schema library out of the scripts every page loads', () => {
    // The shell chunk and the entry run on every page; the answer schemas load with the pages that
    // call the API. A price formatter or an error reason that imports a schema file drags the whole
    // library (about 30 KB) into them.
    const assets = join(buildDir, 'client', 'assets');
    const everyPage = readdirSync(assets).filter((file) => /^(shell|entry\.client)-.*\.js$/.test(file));
    expect(everyPage.length).toBeGreaterThanOrEqual(2);
    for (const file of everyPage) expect(readFileSync(join(assets, file), 'utf8')).not.toContain('$ZodType');
    expect(contains(assets, '$ZodType')).toBe(true);
  });

  it('links the one stylesheet from the root route, never as a part loaded on demand', () => {
    // React Router marks a stylesheet that an import() can reach as loaded on demand (its href ending
    // in `#`), and the first such import adds it a second time: the stylesheet goes with the entry's
    // chunk, which no part of a page imports, and React Router links the entry's from the root.
    const { entry, routes } = readManifest();
    const listing = Object.entries(routes).filter(([, route]) => (route.css ?? []).length > 0);
    expect(listing.map(([id]) => id)).toEqual(['root']);
    expect(routes.root!.css).toEqual([expect.stringMatching(/^\/assets\/[\w.-]+\.css$/)]);
    expect(entry.css).toEqual(routes.root!.css);
  });

  it("leaves the review form out of the product page's first scripts: it loads when a customer opens it", () => {
    const assets = join(buildDir, 'client', 'assets');
    const { entry, routes } = readManifest();
    const first = [entry, routes.root!, routes.product!].flatMap((part) => [
      part.module,
      ...(part.imports ?? []),
    ]);
    expect(first).toContain(routes.product!.module);
    // The form's button, written in its code (a texts module holds it as a key, followed by a colon).
    const writesForm = (file: string) => /["'`]Send review["'`][^:]/.test(readFileSync(file, 'utf8'));
    expect(first.filter((url) => writesForm(join(buildDir, 'client', url)))).toEqual([]);
    expect(scripts(assets).filter(writesForm)).toHaveLength(1);
  });

  it.each([
    // The centre's reducer, by one of its actions: it loads when an order is finalised.
    ["the prescription centre's state", '"list-requested"'],
    // The compensation's call: it loads with a customer's first prescription line in the cart.
    ['the compensation', '/api/prescription/compensation/init'],
  ])("leaves %s out of the checkout's first scripts", (_part, marker) => {
    const assets = join(buildDir, 'client', 'assets');
    const { entry, routes } = readManifest();
    const first = [entry, routes.root!, routes.store!, routes.checkout!].flatMap((part) => [
      part.module,
      ...(part.imports ?? []),
    ]);
    expect(first).toContain(routes.checkout!.module);
    const holds = (file: string) => readFileSync(file, 'utf8').includes(marker);
    expect(first.filter((url) => holds(join(buildDir, 'client', url)))).toEqual([]);
    expect(scripts(assets).some(holds)).toBe(true);
  });

  it('builds the service worker with the precache list: every script of the shop, its stylesheet and icons, no copy', () => {
    const clientDir = join(buildDir, 'client');
    const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8');
    expect(worker).not.toContain('__WB_MANIFEST');
    // Workbox's development-only logging is dropped with process.env.NODE_ENV.
    expect(worker).not.toContain('process.env');
    const list = JSON.parse(/\[\{"url":.*?\}\]/s.exec(worker)?.[0] ?? '[]') as {
      url: string;
      revision: string | null;
    }[];
    const listed = new Map(list.map((entry) => [entry.url, entry.revision]));
    // Every route's module and the chunks it imports, as React Router's manifest names them: the
    // shop's are precached; the staff area's route modules are not (nothing of it is kept offline).
    const assets = join(clientDir, 'assets');
    const manifestFile = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
    const manifest = JSON.parse(
      readFileSync(join(assets, manifestFile!), 'utf8').replace(/^window\.__reactRouterManifest=|;$/g, ''),
    ) as { routes: Record<string, { path?: string; parentId?: string; module: string; imports?: string[] }> };
    const routes = Object.values(manifest.routes);
    const staffRoutes = routes.filter(
      (route) => route.parentId === 'staff-layout' || route.module.includes('/staff-layout-'),
    );
    expect(staffRoutes.length).toBeGreaterThanOrEqual(9);
    for (const route of staffRoutes) expect(listed.has(route.module.slice(1)), route.module).toBe(false);
    const shopRoutes = routes.filter((route) => !staffRoutes.includes(route));
    expect(shopRoutes.length).toBeGreaterThanOrEqual(20);
    for (const url of shopRoutes.flatMap((route) => [route.module, ...(route.imports ?? [])]))
      expect(listed.get(url.slice(1)), url).toBeNull();
    expect(listed.get(readManifest().routes.root!.css![0]!.slice(1))).toBeNull();
    const md5 = (file: string) =>
      createHash('md5')
        .update(readFileSync(join(clientDir, file)))
        .digest('hex');
    for (const file of ['favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png'])
      expect(listed.get(file), file).toBe(md5(file));
    expect([...listed.keys()].filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
    for (const url of listed.keys()) expect(existsSync(join(clientDir, url)), url).toBe(true);
  });

  it.each(['et', 'fi', 'ru'])(
    'splits the %s texts into the first, the shared later and each part’s, which together are the catalogue',
    async (language) => {
      const assets = join(buildDir, 'client', 'assets');
      const texts = async (prefix: string) => {
        const file = readdirSync(assets).find((name) => new RegExp(`^${prefix}-[\\w-]{10}\\.js$`).test(name));
        expect(file, `${prefix} in ${assets}`).toBeDefined();
        const module = (await import(pathToFileURL(join(assets, file!)).href)) as {
          default: Record<string, string>;
        };
        return module.default;
      };
      const first = await texts(`texts-${language}`);
      const later = await texts(`texts-later-${language}`);
      const parts = {
        staff: await texts(`texts-staff-${language}`),
        checkout: await texts(`texts-checkout-${language}`),
        prescription: await texts(`texts-prescription-${language}`),
        account: await texts(`texts-account-${language}`),
      };
      const login = await texts(`texts-login-${language}`);
      const catalogue = (await import(`./i18n/${language}.json`)).default as Record<string, string>;
      const modules = [first, later, ...Object.values(parts)];
      expect(Object.assign({}, login, ...modules)).toEqual(catalogue);
      // The login modal's texts are every later text its forms write, some of them in another module
      // too (texts-split.ts, `selfContained`); any other text is in one module.
      const elsewhere = new Set(modules.flatMap((texts) => Object.keys(texts)));
      const count = modules.reduce((total, texts) => total + Object.keys(texts).length, 0);
      const loginOnly = Object.keys(login).filter((text) => !elsewhere.has(text)).length;
      expect(count + loginOnly, 'no other text in two modules').toBe(Object.keys(catalogue).length);
      expect(Object.keys(login).some((text) => elsewhere.has(text))).toBe(true);
      expect(Object.keys(login)).toContain('Login method');
      expect(Object.keys(login)).toContain('Password');
      // The checkout waits for its own texts and the shared ones, not for the staff area's or the centre's.
      expect(Object.keys(parts.staff)).toContain('Staff login');
      expect(Object.keys(parts.checkout)).toContain('Choose your bank or card');
      expect(Object.keys(parts.prescription)).toContain('Whose prescriptions?');
      // A shopper's first page loads the first ones only (bench:js-size): fewer than half the texts.
      expect(Object.keys(first).length).toBeLessThan(Object.keys(catalogue).length * 0.6);
    },
  );
});
