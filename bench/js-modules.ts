// The source modules inside the scripts a page loads first (npm run bench:js-size -- --modules), from
// the source maps of a build made with them: WEB_SOURCEMAP=1 WEB_BUILD_DIR=… npm run build -w
// @apteek/web. Each stretch of a minified chunk counts for the module its source map names, so a
// page's bytes add up by module, and by package for node_modules. Brotli of a module's stretches
// alone overstates its share of a chunk compressed whole (a chunk compresses better than its parts):
// the order tells where a page's bytes go. Which import brought a module in is for the sources to say.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

export interface ModuleShare {
  /** The source module (`apps/web/app/…`, `packages/…`), or a package (`react-dom`). */
  module: string;
  /** Minified bytes of the module in the page's scripts. */
  bytes: number;
  /** Brotli (quality 11) of those bytes alone. */
  brotli: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings`: per generated line, its segments' [column, source index] (VLQ, v3). */
function segments(mappings: string): [number, number | undefined][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0]!;
        if (values.length > 1) source += values[1]!;
        return [column, values.length > 1 ? source : undefined];
      });
  });
}

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

/**
 * The module a source map's source (relative to the map) stands for: a package by its name, an app
 * file by its path in the repository.
 */
function moduleOf(source: string, mapPath: string): string {
  const path = resolve(dirname(mapPath), source);
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return packagePath ? packagePath[1]! : relative(REPOSITORY, path);
}

/** The page's scripts' bytes by module, largest first; throws if a script has no source map. */
export function moduleShares(scriptPaths: readonly string[]): ModuleShare[] {
  const text = new Map<string, string[]>();
  for (const path of scriptPaths) {
    if (!existsSync(`${path}.map`))
      throw new Error(`no source map for ${path}: build with WEB_SOURCEMAP=1 for --modules`);
    const code = readFileSync(path, 'utf8').split('\n');
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[]; mappings: string };
    segments(map.mappings).forEach((line, index) => {
      const generated = code[index] ?? '';
      line.forEach(([column, source], at) => {
        const module = source === undefined ? '(no source)' : moduleOf(map.sources[source]!, path);
        const end = line[at + 1]?.[0] ?? generated.length;
        let parts = text.get(module);
        if (!parts) text.set(module, (parts = []));
        parts.push(generated.slice(column, end));
      });
    });
  }
  return [...text]
    .map(([module, parts]) => {
      const joined = Buffer.from(parts.join(''));
      return { module, bytes: joined.length, brotli: brotliCompressSync(joined).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
