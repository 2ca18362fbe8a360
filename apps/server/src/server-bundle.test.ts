import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, keepSourceUrls, runtimeEnv } from '../build.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('keepSourceUrls', () => {
  it("points a source's import.meta.url at the source file, relative to the bundle", () => {
    const source = "const dir = new URL('../migrations', import.meta.url);";
    const rewritten = keepSourceUrls(
      source,
      '/repo/packages/db/src/database.ts',
      '/repo/apps/server/dist/server.js',
    );
    expect(rewritten).toBe(
      `const dir = new URL('../migrations', new URL("../../../packages/db/src/database.ts", import.meta.url).href);`,
    );
  });

  it('leaves a source without import.meta.url as it is', () => {
    expect(keepSourceUrls('export const a = 1;', '/repo/a.ts', '/repo/dist/server.js')).toBe(
      'export const a = 1;',
    );
  });
});

describe('runtimeEnv', () => {
  const file = join(serverDir, 'runtime-env.json');
  const settings: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));

  it('gives the memory settings of runtime-env.json where the environment has none', () => {
    expect(runtimeEnv(serverDir, {})).toEqual(settings);
  });

  it("lets the environment's own value win, but adds its NODE_OPTIONS after ours instead of losing them", () => {
    const applied = runtimeEnv(serverDir, { MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--inspect' });
    expect(applied.MALLOC_ARENA_MAX).toBe('4');
    expect(applied.NODE_OPTIONS).toBe(`${settings.NODE_OPTIONS} --inspect`);
    expect(applied.NODE_OPTIONS).toContain('--max-semi-space-size=8');
  });

  it('is empty for a checkout without the file', () => {
    expect(runtimeEnv(join(serverDir, 'no-such-folder'), {})).toEqual({});
  });
});

// Built in a folder of its own under dist/, two levels deeper than dist/server.js, which the browser
// stories and npm start may be running at the same time.
describe('the server bundle', () => {
  let outDir: string;
  let bundle: string;
  beforeAll(async () => {
    mkdirSync(join(serverDir, 'dist'), { recursive: true });
    outDir = mkdtempSync(join(serverDir, 'dist', 'test-'));
    bundle = await buildServer(join(outDir, 'nested', 'server.js'));
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles the workspace packages and imports only what node_modules and Node provide', () => {
    const code = readFileSync(bundle, 'utf8');
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]!);
    expect(imported.length).toBeGreaterThan(10);
    for (const specifier of imported) {
      expect(specifier).not.toMatch(/^(\.|@apteek\/)|\.ts$/);
    }
  });

  it('finds the files its sources find beside themselves (migrations, the repository root)', () => {
    const code = readFileSync(bundle, 'utf8');
    const targets = [...code.matchAll(/new URL\("([^"]+\.ts)", import\.meta\.url\)/g)].map((match) =>
      resolve(dirname(bundle), match[1]!),
    );
    expect(targets).toEqual(
      expect.arrayContaining([
        resolve(serverDir, 'src/config.ts'),
        resolve(serverDir, '../../packages/db/src/database.ts'),
      ]),
    );
    for (const target of targets) expect(existsSync(target), target).toBe(true);
  });

  it('runs with plain Node: its configuration check answers before anything opens', () => {
    const run = spawnSync(process.execPath, [bundle], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: join(outDir, 'data') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|ERR_UNKNOWN_FILE_EXTENSION/);
    expect(run.status).toBe(1);
  });
});
