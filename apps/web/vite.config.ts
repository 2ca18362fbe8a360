import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { catalogueModules, waitsForLaterTexts } from './texts-plugin.ts';

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to every script and stylesheet of
 * the browser build, for a static file server that sends precompressed files (@fastify/static's
 * `preCompressed`): about 13 % fewer bytes than compressing each request on the fly at the
 * quality a per-request compressor can afford.
 */
function precompressAssets(): Plugin {
  return {
    name: 'apteek:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
        const path = join(options.dir!, file);
        const source = bundle[file]!;
        const content = Buffer.from(source.type === 'chunk' ? source.code : source.source);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Every page loads the root route, so the app modules it imports statically are loaded on every
 * page anyway: one 'shell' chunk for them (Rollup adds the dependencies they use) instead of a
 * dozen small shared chunks, for fewer requests and better compression. App modules that at
 * least SHARED_BY page routes import statically (price formatting, page meta, breadcrumbs, the
 * product grid) join it too: a few hundred bytes each, cheaper in the shell than as a request of
 * their own on most pages (the staff area's and the prescription centre's pages are not counted).
 * Modules of one or two pages or of on-demand parts keep their own chunks.
 */
const SHARED_BY = 4;

function shellChunk(): Plugin {
  let shell: Set<string> | undefined;
  let root = '';
  return {
    name: 'apteek:shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    outputOptions(output) {
      return {
        ...output,
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          if (!shell) {
            const ids = [...getModuleIds()];
            /** The app modules a module imports statically, directly or further down. */
            const reach = (start: string) => {
              const found = new Set<string>();
              const pending = [start];
              while (pending.length > 0) {
                for (const imported of getModuleInfo(pending.pop()!)?.importedIds ?? []) {
                  if (found.has(imported) || imported.includes('/node_modules/')) continue;
                  found.add(imported);
                  pending.push(imported);
                }
              }
              return found;
            };
            const rootRoute = ids.find((module) => /\/app\/root\.tsx(\?|$)/.test(module));
            shell = rootRoute ? reach(rootRoute) : new Set();
            const routeCount = new Map<string, number>();
            // The staff area's and the prescription centre's pages share code among themselves only:
            // it is not every shopper's shell.
            const shopRoutes = ids.filter((module) =>
              /\/app\/routes\/(?!staff-|prescriptions)[^/]+\.tsx$/.test(module),
            );
            for (const route of shopRoutes) {
              for (const module of reach(route)) routeCount.set(module, (routeCount.get(module) ?? 0) + 1);
            }
            // A module that waits for the later texts stays out, or every page would wait for them.
            for (const [module, count] of routeCount)
              if (count >= SHARED_BY && !waitsForLaterTexts(root, module)) shell.add(module);
          }
          return shell.has(id) && id.includes('/apps/web/app/') && !/\.css(\?|$)/.test(id)
            ? 'shell'
            : undefined;
        },
      };
    },
  };
}

/**
 * Imports from the domain package's index (and re-exports of its names) point at the modules that
 * define the names instead, so the index, which re-exports every rule, drops out of the browser's
 * module graph: chunks then group the rules by the pages that really use them. One statement left
 * pointing at the index pulls every rule module whose top level runs code (the answer schemas)
 * into the chunk that holds it.
 */
function directDomainImports(): Plugin {
  const DOMAIN_IMPORT = /(import|export)\s*\{([^}]*)\}\s*from\s*["']@apteek\/domain["'];?/g;
  let definingModules: Promise<Map<string, string>> | undefined;
  return {
    name: 'apteek:direct-domain-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    async transform(code, id) {
      if (!id.includes('/apps/web/app/') || !code.includes('@apteek/domain')) return null;
      definingModules ??= (async () => {
        const index = await this.resolve('@apteek/domain', id);
        const modules = new Map<string, string>();
        for (const module of (await this.load({ id: index!.id, resolveDependencies: true })).importedIds) {
          for (const name of (await this.load({ id: module })).exports ?? []) modules.set(name, module);
        }
        return modules;
      })();
      const modules = await definingModules;
      const rewritten = code.replace(DOMAIN_IMPORT, (statement, keyword: string, names: string) => {
        const specifiers = names
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean);
        const sources = specifiers.map((specifier) => modules.get(specifier.split(/\s+as\s+/)[0]!));
        if (sources.some((source) => source === undefined)) return statement;
        // Same line count, so the code after the imports keeps its source map positions.
        const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
        const imports = specifiers.map(
          (specifier, index) => `${keyword} { ${specifier} } from ${JSON.stringify(sources[index])};`,
        );
        return `${imports.join(' ')}${lineBreaks}`;
      });
      return { code: rewritten, map: null };
    },
  };
}

/**
 * A folder's face (features/<name>/index.ts, shell/index.ts, ui/form/index.ts) only hands names on
 * from the files that define them. An import through a face points at those files instead, so a
 * page bundles what it uses and the shell chunk stays the files the root really reaches, not
 * every file a face names (a feature's pages, its parts loaded on demand).
 */
function directFaceImports(): Plugin {
  const FACE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](\.{1,2}\/[^"']*index\.ts)["'];?/g;
  const HANDED_ON = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["'](\.{1,2}\/[^"']+)["']/g;
  const faces = new Map<string, Map<string, string>>();
  /** Each name a face hands on, with the file that defines it. */
  const definingFiles = (face: string) => {
    let files = faces.get(face);
    if (!files) {
      files = new Map();
      for (const [, names, specifier] of readFileSync(face, 'utf8').matchAll(HANDED_ON)) {
        for (const name of names!.split(',').map((entry) => entry.trim().replace(/^type\s+/, ''))) {
          if (name && !name.includes(' as ')) files.set(name, resolve(dirname(face), specifier!));
        }
      }
      faces.set(face, files);
    }
    return files;
  };
  return {
    name: 'apteek:direct-face-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/apps/web/app/') || !code.includes('index.ts')) return null;
      const file = id.split('?')[0]!;
      const rewritten = code.replace(FACE_IMPORT, (statement, names: string, specifier: string) => {
        const face = resolve(dirname(file), specifier);
        if (!/\/app\/(features\/[^/]+|shell|ui\/form)\/index\.ts$/.test(face)) return statement;
        const files = definingFiles(face);
        const specifiers = names
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const sources = specifiers.map((entry) => files.get(entry.split(/\s+as\s+/)[0]!));
        if (sources.some((source) => source === undefined)) return statement;
        // Same line count, so the code after the imports keeps its source map positions.
        const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
        const imports = specifiers.map(
          (entry, index) => `import { ${entry} } from ${JSON.stringify(sources[index])};`,
        );
        return `${imports.join(' ')}${lineBreaks}`;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * React Router 7's package `exports` send every condition (node, import, default) to its
 * development build, with its dev-only checks and warnings (upstream issue #14102): a production
 * build imports the production files by path instead, in the browser's bundle and the server's.
 * The server bundle includes react-router (and @react-router/node, which imports it), so the
 * server takes the production copy from the bundle rather than from node_modules
 * (apps/server/src/plugins/web.ts uses the bundle's createRequestHandler). The build test
 * (app/production-build.test.ts) fails if the development files come back.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/** Where the worker takes its precache list: Workbox's injection point. */
const PRECACHE_INJECTION_POINT = 'self.__WB_MANIFEST';

/**
 * What the service worker precaches: the hashed scripts and stylesheets a shop page can load (their
 * names change with their content, so no revision) and the icons, each with its content's MD5 as
 * Workbox's revision (not the .br/.gz copies: the same files for the static server; not the staff
 * area's chunks, which nothing keeps offline). Sorted, so a build is repeatable.
 */
function precacheEntries(
  clientDir: string,
  staffOnly: ReadonlySet<string>,
): { url: string; revision: string | null }[] {
  const files = (dir: string, pattern: RegExp) =>
    readdirSync(join(clientDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file) => `${dir}/${file}`);
  const md5 = (url: string) =>
    createHash('md5')
      .update(readFileSync(join(clientDir, url)))
      .digest('hex');
  return [
    ...files('assets', /\.(js|css)$/)
      .filter((url) => !staffOnly.has(url))
      .map((url) => ({ url, revision: null })),
    ...[...files('icons', /\.png$/), 'favicon.svg'].map((url) => ({ url, revision: md5(url) })),
  ].sort((a, b) => a.url.localeCompare(b.url));
}

/** The staff area's route modules (app/routes.ts): a layout without a store prefix. */
const STAFF_ROUTE = /\/app\/routes\/staff-[\w-]+\.tsx/;

/**
 * The browser chunks only the staff area loads: reached, through static or dynamic imports, from a
 * staff route module and from no other entry (the app's entry and the shop's route modules).
 */
function staffOnlyChunks(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = (roots: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = byName.get(fileName);
      if (seen.has(fileName) || !chunk) return;
      seen.add(fileName);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    };
    for (const root of roots) visit(root.fileName);
    return seen;
  };
  const isStaff = (chunk: Rollup.OutputChunk) => STAFF_ROUTE.test(chunk.facadeModuleId ?? '');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const shop = reached(entries.filter((chunk) => !isStaff(chunk)));
  return new Set([...reached(entries.filter(isStaff))].filter((fileName) => !shop.has(fileName)));
}

/**
 * The service worker (app/pwa/sw.ts), built after the browser build as /sw.js: Workbox's
 * runtime modules bundled into one file, and the precache list written where the worker reads it
 * (`self.__WB_MANIFEST`, Workbox's "injectManifest"). Production builds only: the development
 * server has no worker. The page registers it itself (app/pwa/service-worker.ts). Done here
 * rather than by vite-plugin-pwa, whose workbox-build brought Babel's preset-env, Rollup and
 * Terser: 267 of the 648 packages `npm start` installed on a first start.
 */
function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  let staffOnly = new Set<string>();
  return {
    name: 'apteek:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      staffOnly = staffOnlyChunks(bundle);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, this.environment.config.build.outDir);
        await build({
          root: config.root,
          base: config.base,
          mode: config.mode,
          configFile: false,
          publicDir: false,
          logLevel: 'warn',
          // Workbox's modules log and assert only outside production.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            outDir,
            emptyOutDir: false,
            modulePreload: false,
            rollupOptions: {
              input: join(config.root, 'app', 'pwa', 'sw.ts'),
              output: { format: 'es', entryFileNames: 'sw.js', inlineDynamicImports: true },
            },
          },
        });
        const worker = join(outDir, 'sw.js');
        const code = readFileSync(worker, 'utf8');
        if (code.split(PRECACHE_INJECTION_POINT).length !== 2)
          throw new Error(`${worker} must read ${PRECACHE_INJECTION_POINT} exactly once`);
        writeFileSync(
          worker,
          code.replace(PRECACHE_INJECTION_POINT, () => JSON.stringify(precacheEntries(outDir, staffOnly))),
        );
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    catalogueModules(),
    directDomainImports(),
    directFaceImports(),
    shellChunk(),
    precompressAssets(),
    serviceWorker(),
  ],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ],
        }
      : {},
  ssr: command === 'build' ? { noExternal: ['react-router', '@react-router/node'] } : {},
  build: {
    // WEB_SOURCEMAP=1 for source maps beside the chunks, to see which modules a page's scripts hold.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rollupOptions: {
      // The domain package is pure rules without side effects on import, so a page bundles only the
      // rules it uses, not everything its index re-exports.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/src/') },
    },
  },
}));
