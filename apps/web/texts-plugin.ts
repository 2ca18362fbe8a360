import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { splitTexts, type TextsSplit } from './app/i18n/texts-split.ts';

// The build's side of the translation catalogues: each language's texts as hashed
// modules, split into the texts a shop page needs at once and the later ones.

/** The store views' languages, one catalogue each (app/i18n/<language>.json). */
const LANGUAGES = ['et', 'fi', 'en', 'ru'] as const;
const CATALOGUE_URLS_MODULE = 'virtual:apteek/catalogue-urls';

/** Page routes whose texts may wait: the staff area, the prescription centre, the checkout, the account pages. */
const LATER_ROUTES =
  /\/routes\/(staff-|prescriptions|checkout|payment-return|my-account|mailbox|reset-password|eident-result|compare|wishlist)/;

/** The staff area's files: the texts only they write are a module of their own (`texts-staff-…`). */
const STAFF_FILE = /\/app\/(routes\/staff-|features\/staff\/)/;

/**
 * Tests and their helpers (`x.test.ts`, `testing/`, `cart-test-factory.ts`): not part of any
 * build. The word must stand alone, so a module named `latest-offers.ts` still counts; leaving out
 * a file the app imports would hide the files it imports from the first load.
 */
const TEST_FILE = /(^|[/.-])(test|testing)([/.-])/;

/** The TypeScript sources under a directory, without tests and their helpers. */
function sources(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !TEST_FILE.test(file))
    .map((file) => join(directory, file));
}

/**
 * Where the browser's build lists its scripts that wait for the later texts, for the server's build,
 * which React Router runs next (in a process of its own configuration): the server preloads the
 * later texts on a page that imports one of them.
 */
export const waitingChunksFile = (root: string) =>
  join(root, 'node_modules', '.cache', 'apteek-waiting-chunks.json');

/** The same for the scripts that wait for the staff area's texts. */
export const waitingStaffChunksFile = (root: string) =>
  join(root, 'node_modules', '.cache', 'apteek-waiting-staff-chunks.json');

const textsSplits = new Map<string, TextsSplit>();

/**
 * The split of the texts into the first and the later ones (app/i18n/texts-split.ts), from the
 * app's sources, with the domain package's and the server's sources as texts that may be used
 * anywhere (a message the server sends is translated wherever it shows). Computed once per build.
 */
export function textsSplitOf(root: string): TextsSplit {
  let split = textsSplits.get(root);
  if (!split) textsSplits.set(root, (split = computeTextsSplit(root)));
  return split;
}

/** Whether a module (its id, query and all) waits for the later texts or the staff area's. */
export function waitsForLaterTexts(root: string, id: string): boolean {
  const { waiting, waitingStaff } = textsSplitOf(root);
  const file = id.replace(/\?.*$/, '');
  return waiting.has(file) || waitingStaff.has(file);
}

function computeTextsSplit(root: string): TextsSplit {
  const app = join(root, 'app');
  const files = new Map(sources(app).map((file) => [file, readFileSync(file, 'utf8')]));
  const shared = [join(root, '..', '..', 'packages', 'domain', 'src'), join(root, '..', 'server', 'src')]
    .flatMap(sources)
    .map((file) => readFileSync(file, 'utf8'));
  const routes = [...files.keys()].filter(
    (file) => file.startsWith(join(app, 'routes')) && !LATER_ROUTES.test(file),
  );
  const catalogue = JSON.parse(readFileSync(join(app, 'i18n', 'et.json'), 'utf8')) as object;
  return splitTexts({
    texts: Object.keys(catalogue),
    files,
    roots: [join(app, 'root.tsx'), ...routes],
    shared,
    isStaff: (file) => STAFF_FILE.test(file),
  });
}

/** A module of texts, named by its content's hash. */
function textsModule(name: string, texts: object) {
  // JSON.parse of a single-quoted string, so the JSON's own quotes need no escaping.
  const text = JSON.stringify(texts).replace(/[\\']/g, (char) => `\\${char}`);
  const code = `export default JSON.parse('${text}');\n`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  return { code, fileName: `assets/${name}-${hash}.js` };
}

/**
 * Each language's first, later and staff texts modules; `split` null: every text is first.
 */
function catalogueTexts(root: string, split: TextsSplit | null) {
  return LANGUAGES.map((language) => {
    // English texts are their own keys (i18n/catalogues.test.ts), which a missing text shows anyway.
    const catalogue =
      language === 'en'
        ? {}
        : (JSON.parse(readFileSync(join(root, 'app', 'i18n', `${language}.json`), 'utf8')) as Record<
            string,
            string
          >);
    const entries = Object.entries(catalogue);
    const partOf = (text: string) =>
      split === null || split.first.has(text) ? 'first' : split.staff.has(text) ? 'staff' : 'later';
    const part = (name: 'first' | 'later' | 'staff') => entries.filter(([text]) => partOf(text) === name);
    const module = (name: string, texts: [string, string][]) =>
      texts.length > 0 ? textsModule(name, Object.fromEntries(texts)) : null;
    return {
      language,
      first: textsModule(`texts-${language}`, Object.fromEntries(part('first'))),
      later: module(`texts-later-${language}`, part('later')),
      staff: module(`texts-staff-${language}`, part('staff')),
    };
  });
}

/** Lists the browser build's scripts that hold a module waiting for the later texts (waitingChunksFile). */
function writeWaitingChunks(root: string, base: string, bundle: Rollup.OutputBundle) {
  const { waiting, waitingStaff } = textsSplitOf(root);
  const waitingFor = (files: ReadonlySet<string>) =>
    Object.values(bundle)
      .filter(
        (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => files.has(id.replace(/\?.*$/, ''))),
      )
      .map((chunk) => `${base}${chunk.fileName}`);
  mkdirSync(dirname(waitingChunksFile(root)), { recursive: true });
  writeFileSync(waitingChunksFile(root), JSON.stringify(waitingFor(waiting)));
  writeFileSync(waitingStaffChunksFile(root), JSON.stringify(waitingFor(waitingStaff)));
}

/**
 * Each language's translation catalogue as modules of its own, named by their content's hash
 * (`/assets/texts-et-<hash>.js`, `export default JSON.parse('…')`), instead of inside every page's
 * loader data: the browser fetches its language once, caches it for a year like every
 * hashed asset, and the service worker precaches it with them (its glob covers assets/*.js), so
 * pages still open offline. In a build, a language's texts are three modules: the texts the shop's
 * pages need at once, the later ones (`texts-later-et-<hash>.js`: the prescription centre, the
 * checkout, the account pages and the parts loaded on demand) and those only the staff area writes
 * (`texts-staff-et-<hash>.js`), which the modules writing them wait for (an `await laterTexts()` or
 * `staffTexts()` put before their code), so a first page loads about half of the texts and the
 * checkout none of the staff area's; a page whose scripts wait for them imports them beside its
 * scripts (`pageTexts`, from the lists of such scripts the browser's build leaves the server's).
 * `virtual:apteek/catalogue-urls` gives both builds the same addresses (computed from the files):
 * the root layout preloads the page's language from the head, entry.client.tsx imports it before
 * hydrating, and the root's clientLoader imports another when the store view changes. The server
 * renders with the JSON files themselves (app/i18n/catalogues.server.ts).
 */
export function catalogueModules(): Plugin {
  let config: ResolvedConfig;
  // The development server has no split: it answers every text at once.
  const modules = () =>
    catalogueTexts(config.root, config.command === 'build' ? textsSplitOf(config.root) : null);
  const catalogueModulesFile = () => join(config.root, 'app', 'i18n', 'catalogue-modules.ts');
  return {
    name: 'apteek:catalogue-modules',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === CATALOGUE_URLS_MODULE ? `\0${CATALOGUE_URLS_MODULE}` : null),
    load(id) {
      if (id !== `\0${CATALOGUE_URLS_MODULE}`) return null;
      for (const language of LANGUAGES)
        this.addWatchFile(join(config.root, 'app', 'i18n', `${language}.json`));
      const urls = Object.fromEntries(
        modules().map(({ language, first, later, staff }) => [
          language,
          {
            first: `${config.base}${first.fileName}`,
            later: later && `${config.base}${later.fileName}`,
            staff: staff && `${config.base}${staff.fileName}`,
          },
        ]),
      );
      const listedIn = (listed: string) =>
        this.environment.name === 'client' || !existsSync(listed) ? '[]' : readFileSync(listed, 'utf8');
      return [
        `export const CATALOGUE_URLS = ${JSON.stringify(urls)};`,
        `export const WAITING_CHUNKS = ${listedIn(waitingChunksFile(config.root))};`,
        `export const WAITING_STAFF_CHUNKS = ${listedIn(waitingStaffChunksFile(config.root))};`,
        '',
      ].join('\n');
    },
    transform(code, id) {
      if (config.command !== 'build' || this.environment.name !== 'client') return null;
      const { waiting, waitingStaff } = textsSplitOf(config.root);
      const file = id.replace(/\?.*$/, '');
      const waits = [
        ...(waiting.has(file) ? ['laterTexts'] : []),
        ...(waitingStaff.has(file) ? ['staffTexts'] : []),
      ];
      if (waits.length === 0) return null;
      // On the first line, so the module's own lines keep their numbers for its source map.
      const names = waits.map((name) => `${name} as __${name}`).join(', ');
      const calls = waits.map((name) => `__${name}()`).join(', ');
      const wait = `import { ${names} } from ${JSON.stringify(catalogueModulesFile())}; await Promise.all([${calls}]);`;
      return { code: `${wait}${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      writeWaitingChunks(config.root, config.base, bundle);
      for (const { first, later, staff } of modules())
        for (const texts of [first, later, staff])
          if (texts) this.emitFile({ type: 'asset', fileName: texts.fileName, source: texts.code });
    },
    configureServer(server) {
      // The development server answers the same addresses from the files as they are now.
      server.middlewares.use((request, response, next) => {
        // Only a texts module's address reads the catalogues, not every request the server answers.
        if (!request.url?.startsWith(`${config.base}assets/texts-`)) return next();
        const found = modules().find(({ first }) => request.url === `${config.base}${first.fileName}`);
        if (!found) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(found.first.code);
      });
    },
  };
}
