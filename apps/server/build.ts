// `npm run build -w @apteek/server`: the server and the workspace packages it imports as one
// JavaScript file, dist/server.js, run by plain Node (`npm start`, the browser stories, the
// benches). Running the TypeScript sources through tsx cost every process about 190 MB more: tsx
// compiles each module, the web build and the packages under node_modules included, into a string
// with an inline source map that Node keeps for the process's life (docs/ARCHITECTURE.md,
// Decisions). Packages under node_modules stay imports; only the sources are bundled.
//
//   node --import tsx apps/server/build.ts [outfile]
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SERVER_BUNDLE = resolve(here, 'dist/server.js');

// The memory settings the bundle runs with (runtime-env.json), for the browser stories and benches.
export { runtimeEnv } from './runtime-env.mjs';

/**
 * A source that finds files beside itself (`new URL('../migrations', import.meta.url)`) keeps
 * finding them from the bundle: its `import.meta.url` becomes its own source file's URL, reached
 * from the bundle's place by a relative path, so the repository may be moved after a build.
 */
export function keepSourceUrls(source: string, sourcePath: string, outfile: string): string {
  if (!source.includes('import.meta.url')) return source;
  const fromBundle = relative(dirname(outfile), sourcePath).split(sep).join('/');
  return source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
}

/** Bundles `entry` (the server unless told: the multi-instance tests bundle their own) into `outfile`. */
export async function buildServer(
  outfile = SERVER_BUNDLE,
  entry = resolve(here, 'src/server.ts'),
): Promise<string> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'apteek-sources',
        setup(pluginBuild) {
          // Bare imports stay imports (node_modules, node:*), except the workspace packages, whose
          // exports are TypeScript sources.
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@apteek/') ? undefined : { path: args.path, external: true },
          );
          pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: keepSourceUrls(await readFile(args.path, 'utf8'), args.path, outfile),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : SERVER_BUNDLE);
