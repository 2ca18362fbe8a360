// Which integration files run on PostgreSQL as well as on PGlite. Every integration file runs on
// PGlite; a file whose behaviour depends on the engine says so with a line `// @postgres: <why>`
// (SQL dialect, search and listings, notifications, faults and outages, stock and order
// concurrency, several instances), and only those run again on PostgreSQL. A file that uses raw
// SQL, LISTEN/NOTIFY, several instances or branches on the engine must carry the tag, or
// `// @pglite-only: <why>` when it is about the embedded engine itself (engine-tags.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['packages/db/src', 'apps/server/src'];

export const POSTGRES_TAG = /^\/\/ @postgres: \S/m;
export const PGLITE_ONLY_TAG = /^\/\/ @pglite-only: \S/m;
/** What makes a file's result depend on the engine it runs on. */
export const ENGINE_BOUND = /sql`|\.execute\(|\bLISTEN\b|\bNOTIFY\b|onPostgres|useTwoInstances/;

/** The integration files, relative to the repository's root, in a stable order. */
export function integrationFiles(root = ROOT) {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.int.test.ts') && !file.includes('node_modules'))
      .map((file) => relative(root, join(root, dir, file))),
  ).sort();
}

const read = (root, file) => readFileSync(join(root, file), 'utf8');

/** The integration files tagged to run on PostgreSQL too. */
export function postgresFiles(root = ROOT) {
  return integrationFiles(root).filter((file) => POSTGRES_TAG.test(read(root, file)));
}

/** Files that touch the engine but carry neither tag: each is a gap in the PostgreSQL pass. */
export function untaggedEngineFiles(root = ROOT) {
  return integrationFiles(root).filter((file) => {
    const text = read(root, file);
    return ENGINE_BOUND.test(text) && !POSTGRES_TAG.test(text) && !PGLITE_ONLY_TAG.test(text);
  });
}
