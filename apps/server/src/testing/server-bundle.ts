import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../build.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server bundle `npm start` runs, built once for the test file (under a second) in a folder of
 * its own under dist/, where npm start or the browser stories may be running their own; removed
 * after the file. A process started from the sources through tsx compiled the whole app first:
 * 3-6 s of CPU a start. The path may be read once the tests run.
 */
export function useServerBundle(): { readonly path: string } {
  let outDir: string | undefined;
  let bundle: string | undefined;
  beforeAll(async () => {
    mkdirSync(join(serverDir, 'dist'), { recursive: true });
    outDir = mkdtempSync(join(serverDir, 'dist', 'test-'));
    bundle = await buildServer(join(outDir, 'server.js'));
  }, 60_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!bundle) throw new Error('The server bundle is built before the tests run');
      return bundle;
    },
  };
}
