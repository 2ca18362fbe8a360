import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

/**
 * The parts of the later texts that are modules of their own (`texts-<part>-<language>-<hash>.js`),
 * by the entries that reach a file (app/i18n/texts-split.ts): the staff area's routes and files,
 * the checkout's pages, the prescription centre's, the account page's. A page waiting for the later
 * texts then fetches the shared ones (`texts-later-…`) and its own part's, not the others'.
 */
const PARTS: readonly (readonly [string, RegExp])[] = [
  ['staff', /\/app\/(routes\/staff-|features\/staff\/)/],
  ['checkout', /\/app\/routes\/(checkout|payment-return)\.tsx$/],
  ['prescription', /\/app\/routes\/prescriptions/],
  ['account', /\/app\/routes\/my-account\.tsx$/],
  ['login', /\/app\/features\/account\/AuthModal\.tsx$/],
];

/**
 * Parts whose files wait for their own texts alone (app/i18n/texts-split.ts, `selfContained`): the
 * login modal, which the prescription centre opens for a guest at once, would otherwise fetch the
 * shared later texts for the few of them it shares with the checkout and the account page.
 */
const SELF_CONTAINED = new Set(['login']);

/** The later texts every part may use, and the name of their module. */
const SHARED_PART = 'later';

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
 * Where the browser's build lists, per part of the later texts, its scripts that wait for them, for
 * the server's build, which React Router runs next (in a process of its own configuration): the
 * server preloads a part's texts on a page that imports one of them. In the build's own directory
 * (beside `client/` and `server/`, not served), so builds into other directories at the same time
 * cannot hand the server each other's lists.
 */
export const waitingChunksFile = (buildDir: string) => join(buildDir, 'texts-waiting-chunks.json');

/** The build directory of an environment's output (`<build>/client`, `<build>/server`). */
const buildDirOf = (root: string, outDir: string) => resolve(root, outDir, '..');

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

/** The parts of the later texts a module (its id, query and all) waits for, none if it waits for none. */
function partsWaitedFor(root: string, id: string): string[] {
  const file = id.replace(/\?.*$/, '');
  return [...waitingFiles(textsSplitOf(root))].filter(([, files]) => files.has(file)).map(([part]) => part);
}

/** Whether a module (its id, query and all) waits for later texts. */
export function waitsForLaterTexts(root: string, id: string): boolean {
  return partsWaitedFor(root, id).length > 0;
}

/** Per part of the later texts, the files that wait for them: the shared part first. */
function waitingFiles(split: TextsSplit): [string, ReadonlySet<string>][] {
  return [[SHARED_PART, split.waiting], ...split.waitingParts];
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
    partOf: (file) => PARTS.find(([, pattern]) => pattern.test(file))?.[0],
    selfContained: SELF_CONTAINED,
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
 * Each language's first texts module and its later ones by part (the shared part first, then
 * PARTS' order; none for a part without texts); `split` null: every text is first.
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
    // A text of a self-contained part may be in another module too (texts-split.ts).
    const textsOf = (name: string): ReadonlySet<string> | undefined =>
      name === 'first' ? split?.first : name === SHARED_PART ? split?.later : split?.parts.get(name);
    const part = (name: string) =>
      split === null
        ? name === 'first'
          ? entries
          : []
        : entries.filter(([text]) => textsOf(name)?.has(text) ?? false);
    const later = [SHARED_PART, ...PARTS.map(([name]) => name)]
      .map((name) => [name, part(name)] as const)
      .filter(([, texts]) => texts.length > 0)
      .map(
        ([name, texts]) =>
          [name, textsModule(`texts-${name}-${language}`, Object.fromEntries(texts))] as const,
      );
    return {
      language,
      first: textsModule(`texts-${language}`, Object.fromEntries(part('first'))),
      later: new Map(later),
    };
  });
}

/** Lists, per part, the browser build's scripts that hold a module waiting for its texts (waitingChunksFile). */
function writeWaitingChunks(root: string, buildDir: string, base: string, bundle: Rollup.OutputBundle) {
  const waitingFor = (files: ReadonlySet<string>) =>
    Object.values(bundle)
      .filter(
        (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => files.has(id.replace(/\?.*$/, ''))),
      )
      .map((chunk) => `${base}${chunk.fileName}`);
  const listed = waitingFiles(textsSplitOf(root)).map(([part, files]) => [part, waitingFor(files)]);
  mkdirSync(dirname(waitingChunksFile(buildDir)), { recursive: true });
  writeFileSync(waitingChunksFile(buildDir), JSON.stringify(Object.fromEntries(listed)));
}

/**
 * Each language's translation catalogue as modules of its own, named by their content's hash
 * (`/assets/texts-et-<hash>.js`, `export default JSON.parse('…')`), instead of inside every page's
 * loader data: the browser fetches its language once, caches it for a year like every
 * hashed asset, and the service worker precaches it with them (its glob covers assets/*.js), so
 * pages still open offline. In a build, a language's texts are the texts the shop's pages need at
 * once and the later ones, which the modules writing them wait for (an `await laterTexts('…')` put
 * before their code): those of one part (PARTS: `texts-checkout-et-<hash>.js`, the staff area's,
 * the prescription centre's, the account page's) and the shared ones (`texts-later-et-<hash>.js`:
 * the parts loaded on demand, texts of several parts), so a first page loads about half of the
 * texts and the checkout neither the staff area's nor the prescription centre's; a page whose
 * scripts wait for them imports them beside its scripts (`pageTexts`, from the lists of such
 * scripts the browser's build leaves the server's).
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
        modules().map(({ language, first, later }) => [
          language,
          {
            first: `${config.base}${first.fileName}`,
            later: Object.fromEntries(
              [...later].map(([part, texts]) => [part, `${config.base}${texts.fileName}`]),
            ),
          },
        ]),
      );
      const listed = waitingChunksFile(buildDirOf(config.root, this.environment.config.build.outDir));
      const waitingChunks =
        this.environment.name === 'client' || !existsSync(listed) ? '{}' : readFileSync(listed, 'utf8');
      return [
        `export const CATALOGUE_URLS = ${JSON.stringify(urls)};`,
        `export const WAITING_CHUNKS = ${waitingChunks};`,
        '',
      ].join('\n');
    },
    transform(code, id) {
      if (config.command !== 'build' || this.environment.name !== 'client') return null;
      const parts = partsWaitedFor(config.root, id);
      if (parts.length === 0) return null;
      // On the first line, so the module's own lines keep their numbers for its source map.
      const calls = parts.map((part) => `__laterTexts(${JSON.stringify(part)})`).join(', ');
      const wait = `import { laterTexts as __laterTexts } from ${JSON.stringify(catalogueModulesFile())}; await Promise.all([${calls}]);`;
      return { code: `${wait}${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const buildDir = buildDirOf(config.root, this.environment.config.build.outDir);
      writeWaitingChunks(config.root, buildDir, config.base, bundle);
      for (const { first, later } of modules())
        for (const texts of [first, ...later.values()])
          this.emitFile({ type: 'asset', fileName: texts.fileName, source: texts.code });
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
