// The memory settings the server bundle runs with, glibc's allocator and V8's young generation
// (runtime-env.json: docs/ARCHITECTURE.md, Decisions). Plain JavaScript, so that scripts/start.mjs,
// which runs before anything is installed, applies them by the same rule as the browser stories and
// the benches (through apps/server/build.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The settings of runtime-env.json in `serverDir` (none where it has no file) under the environment
 * `env`, to be spread over it: a variable `env` sets wins, except `NODE_OPTIONS`, which keeps our
 * flags ahead of its own (a later flag wins in Node), so `NODE_OPTIONS=--inspect` does not lose the
 * semi-space cap.
 *
 * @param {string} [serverDir] the server folder of this checkout or another
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function runtimeEnv(serverDir = here, env = process.env) {
  const file = resolve(serverDir, 'runtime-env.json');
  if (!existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Record<string, string>} */
  const applied = {};
  for (const [name, value] of Object.entries(settings)) {
    const own = env[name];
    if (name === 'NODE_OPTIONS') applied[name] = own ? `${value} ${own}` : value;
    else applied[name] = own ?? value;
  }
  return applied;
}
