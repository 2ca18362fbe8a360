// Installs dependencies when node_modules is missing or older than the lockfile. Plain Node, no packages:
// this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = `${root}node_modules/.apteek-install`;
const manifests = [
  'package.json',
  'package-lock.json',
  'packages/domain/package.json',
  'packages/db/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'e2e/package.json',
  'bench/package.json',
];

/**
 * `runtime`: only what serving needs (`npm start`): the dependencies of every workspace, the
 * storefront's build tools among them, without the development tools (tests, lint, type checks,
 * browsers and Lighthouse for the benches), which are most of the download. A full install is
 * made when something asks for it later (`npm test`), over a runtime one.
 */
export function ensureInstall({ runtime = false } = {}) {
  const hash = createHash('sha256');
  for (const file of manifests) if (existsSync(root + file)) hash.update(readFileSync(root + file));
  const digest = hash.digest('hex');
  const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (installed === digest || (runtime && installed === `${digest} runtime`)) return;
  const command = existsSync(`${root}package-lock.json`) ? 'ci' : 'install';
  const omit = runtime ? ['--omit=dev'] : [];
  console.log(`apteek: installing ${runtime ? 'what serving needs' : 'dependencies'} (npm ${command})…`);
  const result = spawnSync('npm', [command, ...omit, '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('apteek: npm could not install the dependencies; see the messages above');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, runtime ? `${digest} runtime` : digest);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
