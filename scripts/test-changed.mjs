// `npm run test:changed [base]`: the tests a change can break, for the loop while working. The
// change is what differs from `base` (default HEAD) plus new files. Runs
//   - the unit and component tests that import a changed file (Vitest's --changed),
//   - the integration files beside a changed file: those of its module folder (every app imports
//     every module, so the import graph would name them all), and the PostgreSQL pass of the
//     tagged ones among them when TEST_DATABASE_URL is set,
//   - the browser stories whose files or helpers changed (Playwright's --only-changed).
// `npm test` remains the whole suite. Plain Node.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { integrationFiles, postgresFiles } from './engine-tags.mjs';

const base = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
];
console.log(`test:changed: ${changed.length} file(s) changed since ${base}`);

/** The folder whose integration tests a source file belongs with: its module's, or its own. */
function ownerFolder(file) {
  const module = /^(apps\/server\/src\/modules\/[^/]+)\//.exec(file);
  return module ? module[1] : dirname(file);
}
const folders = new Set(changed.filter((file) => /\.(ts|tsx|mjs)$/.test(file)).map(ownerFolder));
const near = (file) => changed.includes(file) || folders.has(ownerFolder(file));
const integration = integrationFiles().filter(near);
const postgres = process.env.TEST_DATABASE_URL ? postgresFiles().filter(near) : [];

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;
let ok = run('npx', [
  'vitest',
  'run',
  '--changed',
  base,
  '--project',
  'unit',
  '--project',
  'unit:isolated',
  '--project',
  'web-components',
  '--project',
  'web-components:isolated',
  '--passWithNoTests',
]);
if (integration.length > 0)
  ok = run('npx', ['vitest', 'run', '--project', 'integration:pglite', ...integration]) && ok;
if (postgres.length > 0)
  ok = run('npx', ['vitest', 'run', '--project', 'integration:postgres', ...postgres]) && ok;

const listed = spawnSync('npx', ['playwright', 'test', '--list', `--only-changed=${base}`], {
  cwd: 'e2e',
  encoding: 'utf8',
});
const stories = /Total: (\d+) tests?/.exec(listed.stdout ?? '');
if (stories && Number(stories[1]) > 0) {
  if (!existsSync('apps/web/build')) ok = run('npm', ['run', 'build']) && ok;
  ok =
    spawnSync('npx', ['playwright', 'test', `--only-changed=${base}`], { cwd: 'e2e', stdio: 'inherit' })
      .status === 0 && ok;
} else {
  console.log('test:changed: no browser story changed');
}
process.exit(ok ? 0 : 1);
