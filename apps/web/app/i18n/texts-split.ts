/**
 * Which texts every shop page needs at once, and which may wait: a catalogue holds the
 * texts of the whole application (the staff area, the prescription centre, the checkout and the
 * account pages included), yet a shopper's first page uses about a third of them. The build
 * (texts-plugin.ts, `catalogueModules`) makes two modules per language from this split: the first
 * texts, which the page imports before hydrating, and the later texts, which the modules using
 * them wait for (`laterTexts` in catalogue-modules.ts) before they run.
 *
 * Decided on the sources, so the browser's and the server's builds compute the same split: the
 * first files are the roots (the root layout and the shop's page routes) and every app file they
 * import statically, directly or further down; an import() is a later part. A text goes with the
 * later ones only if it is written, as a string literal, in a later file and in no first file
 * and in no file outside the app's graph (the domain package, server-only modules): a text whose
 * use cannot be found (composed, or produced by a rule of the domain) stays first. Nothing that
 * may render before the later texts have arrived can miss one.
 */

export interface TextsSplit {
  /** The texts a page needs before it hydrates. */
  first: ReadonlySet<string>;
  /** The app files that write a later text and must wait for the later texts before they run. */
  waiting: ReadonlySet<string>;
  /**
   * The later texts only the staff area's files write (`isStaff`), a module of their own, so the
   * shop's pages that wait for the later texts (the checkout, the prescription centre) do not
   * fetch the staff area's; and the files that write one, which wait for them instead.
   */
  staff: ReadonlySet<string>;
  waitingStaff: ReadonlySet<string>;
}

/** Relative imports that are loaded with the module: `import … from './x.ts'`, `import './x.css'`, `export … from`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Named imports and re-exports: `import { a, type B } from './x.ts'`, `export { c } from './y.ts'`. */
const NAMED_IMPORT = /(?:\bimport|\bexport)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The names each specifier of a source is asked for, by name as the imported module spells it. */
function importedNames(source: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [, list, specifier] of source.matchAll(NAMED_IMPORT)) {
    const asked = list!
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean);
    names.set(specifier!, [...(names.get(specifier!) ?? []), ...asked]);
  }
  return names;
}

/**
 * A folder's face (its index.ts) only hands names on: an import of some of them loads the files
 * that define those names, as the build bundles it, not every file the face names.
 */
function throughFace(face: string, asked: string[] | undefined, files: ReadonlyMap<string, string>) {
  const source = files.get(face)!;
  const handed = importedNames(source);
  const directory = face.slice(0, face.lastIndexOf('/'));
  const from = new Map<string, string>();
  for (const [specifier, names] of handed) for (const name of names) from.set(name, specifier);
  const targets = asked?.map((name) => from.get(name));
  if (!targets || targets.some((target) => target === undefined)) return [face];
  return [...new Set(targets)].flatMap((specifier) => resolveIn(directory, specifier!, files));
}

function resolveIn(directory: string, specifier: string, files: ReadonlyMap<string, string>): string[] {
  const path = normalise(`${directory}/${specifier}`);
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]
    .filter((candidate) => files.has(candidate))
    .slice(0, 1);
}

/** The files a file imports statically, resolved against the known files. */
function staticImports(file: string, source: string, files: ReadonlyMap<string, string>): string[] {
  const directory = file.slice(0, file.lastIndexOf('/'));
  const names = importedNames(source);
  return [...source.matchAll(STATIC_IMPORT)].flatMap(([, specifier]) =>
    resolveIn(directory, specifier!, files).flatMap((path) =>
      path.endsWith('/index.ts') ? throughFace(path, names.get(specifier!), files) : [path],
    ),
  );
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The ways a text can be written as a literal in TypeScript source. */
function literals(text: string): string[] {
  const escaped = text.replace(/\\/g, '\\\\');
  return [`'${escaped.replace(/'/g, "\\'")}'`, `"${escaped.replace(/"/g, '\\"')}"`, `\`${escaped}\``];
}

/**
 * The split of `texts` over the app's `files` (path to source), of which `roots` are loaded first
 * and `shared` (outside the app's import graph: the domain package, server modules) may be used
 * anywhere.
 */
export function splitTexts({
  texts,
  files,
  roots,
  shared,
  isStaff = () => false,
}: {
  texts: Iterable<string>;
  files: ReadonlyMap<string, string>;
  roots: Iterable<string>;
  shared: Iterable<string>;
  isStaff?: (file: string) => boolean;
}): TextsSplit {
  const firstFiles = new Set<string>();
  const pending = [...roots].filter((root) => files.has(root));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (firstFiles.has(file)) continue;
    firstFiles.add(file);
    pending.push(...staticImports(file, files.get(file)!, files));
  }
  const sharedSources = [...shared];
  const firstSources = [...firstFiles].map((file) => files.get(file)!).concat(sharedSources);
  const laterFiles = [...files].filter(([file]) => !firstFiles.has(file));
  const first = new Set<string>();
  const waiting = new Set<string>();
  const staff = new Set<string>();
  const waitingStaff = new Set<string>();
  for (const text of texts) {
    const forms = literals(text);
    const writes = (source: string) => forms.some((form) => source.includes(form));
    const writers = laterFiles.filter(([, source]) => writes(source));
    if (writers.length === 0 || firstSources.some(writes)) first.add(text);
    else if (writers.every(([file]) => isStaff(file))) {
      staff.add(text);
      for (const [file] of writers) waitingStaff.add(file);
    } else for (const [file] of writers) waiting.add(file);
  }
  return { first, waiting, staff, waitingStaff };
}
