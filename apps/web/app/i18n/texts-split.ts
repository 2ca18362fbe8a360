/**
 * Which texts every shop page needs at once, and which may wait: a catalogue holds the
 * texts of the whole application (the staff area, the prescription centre, the checkout and the
 * account pages included), yet a shopper's first page uses about a third of them. The build
 * (texts-plugin.ts, `catalogueModules`) makes modules per language from this split: the first
 * texts, which the page imports before hydrating, and the later texts, shared or of one part,
 * which the modules using them wait for (`laterTexts` in catalogue-modules.ts) before they run.
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
   * The later texts only one part's files write (`partOf`: the staff area, the checkout, the
   * prescription centre, the account pages), a module per part, so a page that waits for the later
   * texts does not fetch another part's; and per part, the files that write one of its texts,
   * which wait for them (and for the shared later texts only if they write one of those too).
   */
  parts: ReadonlyMap<string, ReadonlySet<string>>;
  waitingParts: ReadonlyMap<string, ReadonlySet<string>>;
  /** The shared later texts: of several parts, or of a file in none. */
  later: ReadonlySet<string>;
}

/** Adds a value to the set of a key, making the set on first use. */
function addTo(map: Map<string, Set<string>>, key: string, value: string) {
  const values = map.get(key) ?? new Set<string>();
  map.set(key, values.add(value));
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

/** Relative imports loaded on demand: `import('./x.tsx')`. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function dynamicImports(file: string, source: string, files: ReadonlyMap<string, string>): string[] {
  const directory = file.slice(0, file.lastIndexOf('/'));
  return [...source.matchAll(DYNAMIC_IMPORT)].flatMap(([, specifier]) =>
    resolveIn(directory, specifier!, files),
  );
}

/**
 * The part of each later file that has one: the part of every entry reaching it statically, when
 * they all name the same. Entries are the later files nothing imports statically (page routes) and
 * the modules imported on demand; an entry's part is `partOf`'s (none for a part loaded on demand
 * outside a part, e.g. the login modal, which any page may open).
 */
function partsOfLaterFiles(
  files: ReadonlyMap<string, string>,
  firstFiles: ReadonlySet<string>,
  partOf: (file: string) => string | undefined,
): Map<string, string> {
  const isLater = (file: string) => !firstFiles.has(file);
  const importedStatically = new Set<string>();
  const onDemand = new Set<string>();
  for (const [file, source] of files) {
    for (const target of dynamicImports(file, source, files)) onDemand.add(target);
    if (isLater(file))
      for (const target of staticImports(file, source, files)) importedStatically.add(target);
  }
  // A folder's face only hands names on, and a server module never reaches the browser: neither is an entry.
  const entries = [...files.keys()].filter(
    (file) =>
      isLater(file) &&
      (onDemand.has(file) || (!importedStatically.has(file) && !/(\/index\.ts|\.server\.tsx?)$/.test(file))),
  );
  const reachedBy = new Map<string, string | null>();
  for (const entry of entries) {
    const part = partOf(entry) ?? null;
    const seen = new Set<string>();
    const pending = [entry];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file) || !isLater(file)) continue;
      seen.add(file);
      const known = reachedBy.get(file);
      reachedBy.set(file, known === undefined || known === part ? part : null);
      pending.push(...staticImports(file, files.get(file)!, files));
    }
  }
  return new Map([...reachedBy].filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * The later files each self-contained part's entries reach statically, whatever else reaches them
 * (the login modal's forms, which the account page imports too): they wait for that part's texts.
 */
function selfContainedFiles(
  files: ReadonlyMap<string, string>,
  firstFiles: ReadonlySet<string>,
  partOf: (file: string) => string | undefined,
  selfContained: ReadonlySet<string>,
): Map<string, string> {
  const own = new Map<string, string>();
  for (const entry of files.keys()) {
    const part = partOf(entry);
    if (part === undefined || !selfContained.has(part) || firstFiles.has(entry)) continue;
    const pending = [entry];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (own.has(file) || firstFiles.has(file)) continue;
      own.set(file, part);
      pending.push(...staticImports(file, files.get(file)!, files));
    }
  }
  return own;
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
  partOf = () => undefined,
  selfContained = new Set(),
}: {
  texts: Iterable<string>;
  files: ReadonlyMap<string, string>;
  roots: Iterable<string>;
  shared: Iterable<string>;
  /**
   * The part of an entry of the later files (a page route, a module loaded on demand), if any: a
   * later file belongs to a part when every entry reaching it is of that part, and a later text all
   * of whose writers belong to one part goes with that part.
   */
  partOf?: (file: string) => string | undefined;
  /**
   * Parts whose files wait for their own module alone: it holds every later text they write, also
   * one that files elsewhere write too (which those find where they would without it), so a page
   * that opens the part (the login modal, which the prescription centre opens for a guest) fetches
   * no shared later texts for it.
   */
  selfContained?: ReadonlySet<string>;
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
  const laterParts = partsOfLaterFiles(files, firstFiles, partOf);
  const first = new Set<string>();
  const waiting = new Set<string>();
  const parts = new Map<string, Set<string>>();
  const waitingParts = new Map<string, Set<string>>();
  const later = new Set<string>();
  const ownParts = selfContainedFiles(files, firstFiles, partOf, selfContained);
  const ownPart = (file: string) => ownParts.get(file);
  for (const text of texts) {
    const forms = literals(text);
    const writes = (source: string) => forms.some((form) => source.includes(form));
    const writers = laterFiles.filter(([, source]) => writes(source));
    if (writers.length === 0 || firstSources.some(writes)) {
      first.add(text);
      continue;
    }
    for (const [file] of writers) {
      const part = ownPart(file);
      if (part !== undefined) {
        addTo(parts, part, text);
        addTo(waitingParts, part, file);
      }
    }
    const others = writers.filter(([file]) => ownPart(file) === undefined);
    if (others.length === 0) continue;
    const [part, ...more] = new Set(others.map(([file]) => laterParts.get(file)));
    if (part !== undefined && more.length === 0) {
      addTo(parts, part, text);
      for (const [file] of others) addTo(waitingParts, part, file);
    } else {
      later.add(text);
      for (const [file] of others) waiting.add(file);
    }
  }
  return { first, waiting, parts, waitingParts, later };
}
