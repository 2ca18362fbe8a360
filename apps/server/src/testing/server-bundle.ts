import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../build.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A bundle of `entry` (the server unless told) as `npm start` runs the server, built in under a
 * second in a folder of its own under dist/, where npm start or the browser stories may be running
 * their own. A process started from the sources through tsx compiled the whole app first: 3-6 s of
 * CPU a start.
 */
export async function buildTestBundle(entry?: string): Promise<{ path: string; remove(): void }> {
  mkdirSync(join(serverDir, 'dist'), { recursive: true });
  const outDir = mkdtempSync(join(serverDir, 'dist', 'test-'));
  const path = await buildServer(join(outDir, 'server.js'), entry);
  return { path, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The server bundle, built once for the test file and removed after it; `path` is read in the tests. */
export function useServerBundle(): { readonly path: string } {
  let bundle: Awaited<ReturnType<typeof buildTestBundle>> | undefined;
  beforeAll(async () => {
    bundle = await buildTestBundle();
  }, 60_000);
  afterAll(() => bundle?.remove());
  return {
    get path() {
      if (!bundle) throw new Error('The server bundle is built before the tests run');
      return bundle.path;
    },
  };
}
