// `npm start`: install what is missing, build the storefront when its sources changed and the
// server's bundle every time (under a second), then serve it with plain Node. The server migrates
// and seeds the database itself on start.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { runtimeEnv } from '../apps/server/runtime-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildStamp = join(root, 'apps/web/build/.source-hash');
const buildInputs = ['apps/web', 'packages/domain/src', 'package-lock.json'];
const ignored = new Set(['node_modules', 'build', '.react-router']);

function hashTree(path, hash) {
  const stat = statSync(path);
  if (stat.isFile()) {
    hash.update(path.slice(root.length));
    hash.update(readFileSync(path));
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!ignored.has(entry)) hashTree(join(path, entry), hash);
  }
}

/** Runs a command to its end; exits with its status when it fails. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      process.exit(code ?? (signal ? 1 : 0));
    });
  });
}

// The memory settings the server runs with (apps/server/runtime-env.json; docs/ARCHITECTURE.md,
// Decisions): glibc gives big buffers (pages, their compression) straight from and back to the
// system and keeps one malloc arena instead of one per thread, and V8's young generation is capped
// at 8 MB semi-spaces. The environment still wins, except that NODE_OPTIONS of its own are added
// after ours (apps/server/runtime-env.mjs, plain JavaScript like this script). LOCAL_DEMO=1 makes
// a fresh clone a demo shop on this machine: every provider's sandbox and the local mailbox; the
// server refuses it together with a real provider, so a deployment sets LOCAL_DEMO=0.
const serverEnv = {
  NODE_ENV: 'production',
  LOCAL_DEMO: '1',
  ...process.env,
  ...runtimeEnv(join(root, 'apps/server')),
};

/**
 * Builds the storefront when its sources changed. A build is what a fresh clone waits for longest,
 * and it keeps about one core busy: the database is migrated and seeded beside it (an empty data
 * directory's creation, the catalogue and pack shots), so the server starts on a ready database.
 */
async function ensureBuild() {
  const hash = createHash('sha256');
  for (const input of buildInputs) if (existsSync(join(root, input))) hashTree(join(root, input), hash);
  const digest = hash.digest('hex');
  if (existsSync(buildStamp) && readFileSync(buildStamp, 'utf8') === digest) return;
  console.log('apteek: building the storefront…');
  await Promise.all([
    run('npm', ['run', 'build']),
    run(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps/server/src/scripts/prepare-data.ts')],
      serverEnv,
    ),
  ]);
  writeFileSync(buildStamp, digest);
}

ensureInstall({ runtime: true });
await Promise.all([
  ensureBuild(),
  run(process.execPath, ['--import', 'tsx', join(root, 'apps/server/build.ts')]),
]);

const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
