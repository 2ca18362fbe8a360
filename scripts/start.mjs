// `npm start`: install what is missing, build the storefront when its sources changed, then serve.
// The server migrates and seeds the database itself on start.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

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

function ensureBuild() {
  const hash = createHash('sha256');
  for (const input of buildInputs) if (existsSync(join(root, input))) hashTree(join(root, input), hash);
  const digest = hash.digest('hex');
  if (existsSync(buildStamp) && readFileSync(buildStamp, 'utf8') === digest) return;
  console.log('apteek: building the storefront…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(buildStamp, digest);
}

ensureInstall({ runtime: true });
ensureBuild();

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
