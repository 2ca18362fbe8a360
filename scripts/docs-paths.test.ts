import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchTree } from './scratch-tree.ts';

/**
 * Every repository path that README.md and docs/*.md name must exist, so the docs keep mapping the
 * code as it moves. A path is named either as text starting at one of the repository's top folders
 * (`apps/…`, `packages/…`, `scripts/…`, `e2e/…`, `bench/…`, `docs/…`, `.ci/…`), in backticks or
 * not, or as the target of a Markdown link to a local file (relative to the document). Names with a
 * placeholder or a pattern in them (`<name>`, `{sku}`, `*`, `…`) stand for many paths and are not
 * checked; a path that git ignores is something a build or a run writes (`apps/server/dist/…`) and
 * need not exist in a fresh clone.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOP_FOLDERS = ['apps', 'packages', 'scripts', 'e2e', 'bench', 'docs', '.ci'];
const NAMED_PATH = new RegExp(
  `(?<![\\w/.\\-@~])((?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[^\\s\`'"()\\[\\],;]*)`,
  'g',
);
const MARKDOWN_LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const PLACEHOLDER = /[<>{}*…$]|\.\.\./;

/** The documents whose paths are checked, relative to the root. */
export function documents(root = ROOT): string[] {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((file) => `docs/${file}`)
    : [];
  return ['README.md', ...docs].filter((file) => existsSync(join(root, file)));
}

/** Trims what follows a path in running text: a line number, an anchor, closing punctuation. */
function cleanPath(raw: string): string {
  return raw
    .replace(/#.*$/, '')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/[.:!?]+$/, '');
}

/** The repository paths one document names, relative to the root, each once, in order. */
export function namedPaths(document: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(NAMED_PATH)) {
    const path = cleanPath(match[1]!);
    if (!PLACEHOLDER.test(path) && path.includes('/') && !path.endsWith('/.')) found.push(path);
  }
  for (const { path } of localLinks(document, text)) if (path) found.push(path);
  return [...new Set(found)];
}

/** The Markdown links of a document to local files: the file relative to the root, and the anchor. */
function localLinks(document: string, text: string): { path: string; anchor: string }[] {
  const links: { path: string; anchor: string }[] = [];
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || PLACEHOLDER.test(target)) continue;
    const [file, anchor = ''] = decodeURI(target).split('#');
    const path = file ? normalize(join(dirname(document), cleanPath(file))).replace(/\\/g, '/') : document;
    links.push({ path, anchor });
  }
  return links;
}

/** The anchors GitHub gives a Markdown document's headings (lower case, punctuation dropped). */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** `document: file#anchor` for every link to a heading that the linked Markdown file does not have. */
export function missingAnchors(root = ROOT): string[] {
  return documents(root).flatMap((document) =>
    localLinks(document, readFileSync(join(root, document), 'utf8'))
      .filter(({ path, anchor }) => anchor && path.endsWith('.md') && existsSync(join(root, path)))
      .filter(({ path, anchor }) => !headingAnchors(readFileSync(join(root, path), 'utf8')).has(anchor))
      .map(({ path, anchor }) => `${document}: ${path}#${anchor}`),
  );
}

/** Which of these paths git ignores (build and run output); none when git cannot tell. */
function ignoredByGit(root: string, paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const answer = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: root,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  if (answer.status !== 0 && answer.status !== 1) return new Set();
  return new Set(answer.stdout.split('\n').filter(Boolean));
}

/** `document: path` for every named path that does not exist. */
export function missingPaths(root = ROOT): string[] {
  const named = documents(root).flatMap((document) =>
    namedPaths(document, readFileSync(join(root, document), 'utf8')).map((path) => ({ document, path })),
  );
  const exists = (path: string) => {
    const full = join(root, path);
    if (relative(root, full).startsWith('..')) return false;
    if (!existsSync(full)) return false;
    return path.endsWith('/') ? statSync(full).isDirectory() : true;
  };
  const absent = named.filter(({ path }) => !exists(path));
  const ignored = ignoredByGit(
    root,
    absent.map(({ path }) => path),
  );
  return absent
    .filter(({ path }) => !ignored.has(path))
    .map(({ document, path }) => `${document}: ${path}`)
    .sort();
}

describe('the paths the docs name', () => {
  it('all exist', () => {
    expect(missingPaths()).toEqual([]);
  });

  it('link only to headings that exist', () => {
    expect(missingAnchors()).toEqual([]);
  });

  it('are found in README.md and every document under docs/', () => {
    const docs = documents();
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/ARCHITECTURE.md');
    expect(docs).toContain('docs/PERFORMANCE.md');
    const named = docs.flatMap((document) =>
      namedPaths(document, readFileSync(join(ROOT, document), 'utf8')),
    );
    expect(named.length).toBeGreaterThan(50);
  });

  describe('on a tree of its own', () => {
    const tree = scratchTree('docs-paths-');
    const { write } = tree;

    it('names each missing path with its document, and passes patterns, URLs and ignored output', () => {
      const root = tree.make();
      write('apps/server/src/app.ts', '');
      write('docs/screenshots/home.png', '');
      write('.gitignore', 'dist/\n');
      spawnSync('git', ['init', '-q'], { cwd: root });
      write(
        'README.md',
        [
          'The app: `apps/server/src/app.ts`, and `apps/server/src/gone.ts:12`.',
          'Run `node --import tsx bench/missing.ts` and read [the map](docs/MAP.md#modules).',
          'A pattern `apps/web/app/features/<name>/index.ts`, a glob `packages/*/src`, a build',
          '`apps/server/dist/server.js`, a URL https://example.org/apps/none.ts and [a site](https://x.y).',
          'The folder `apps/server/src/` and a missing one `apps/nothing/`.',
        ].join('\n'),
      );
      write('docs/GUIDE.md', '![Home](screenshots/home.png) and ![Cart](screenshots/cart.png).\n');

      expect(missingPaths(root)).toEqual([
        'README.md: apps/nothing/',
        'README.md: apps/server/src/gone.ts',
        'README.md: bench/missing.ts',
        'README.md: docs/MAP.md',
        'docs/GUIDE.md: docs/screenshots/cart.png',
      ]);
    });

    it('names each link to a heading the linked document does not have', () => {
      const root = tree.make();
      write(
        'docs/MAP.md',
        '# The map\n\n## Request flows: a page, the `cart`\n\n```sh\n# not a heading\n```\n\n## Decisions\n\n## Decisions\n',
      );
      write(
        'README.md',
        [
          '[flows](docs/MAP.md#request-flows-a-page-the-cart), [again](docs/MAP.md#decisions-1),',
          '[gone](docs/MAP.md#issue-20), [no heading](docs/MAP.md#not-a-heading), [here](#nowhere).',
        ].join('\n'),
      );

      expect(missingAnchors(root)).toEqual([
        'README.md: docs/MAP.md#issue-20',
        'README.md: docs/MAP.md#not-a-heading',
        'README.md: README.md#nowhere',
      ]);
    });
  });
});
