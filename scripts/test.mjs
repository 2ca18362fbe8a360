// `npm test`: the whole suite in phases, one after the other, stopping at the first that fails,
// and the wall time of each printed at the end (docs/PERFORMANCE.md keeps the figures). Plain
// Node: the first phase installs the packages.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, missingChromium } from './chromium-check.mjs';
import { machineSpeed } from './machine-speed.mjs';

const postgres = process.env.TEST_DATABASE_URL;
const storiesLog = join(process.env.E2E_DATA_DIR ?? 'e2e/.data', 'server.log');

// The browser stories need Debian's Chromium: said before anything else runs, not after the checks.
const noChromium = missingChromium(chromiumPath());
if (noChromium) {
  console.error(noChromium);
  process.exit(1);
}

/** @type {[string, string, string[], Record<string, string>?][]} */
const phases = [
  ['install', 'node', ['scripts/ensure-install.mjs']],
  // The checks beside the build and the unit tests (which read the build): the type check and lint
  // is one single-threaded process for most of the phase, so the other core builds and tests.
  [
    'checks and unit',
    'sh',
    [
      '-c',
      'npm run typegen -w @apteek/web && node scripts/run-parallel.mjs check:code check:style build-then-unit',
    ],
  ],
  ['integration (PGlite)', 'npx', ['vitest', 'run', '--project', 'integration:pglite']],
  // Malformed and fuzzed requests to every documented route and page type: no 5xx. Beside the
  // PostgreSQL pass, which waits on its server and left a third of the two cores idle; so does the
  // stories' database (e2e/stories-data.ts), which every story worker waited for in their phase.
  postgres
    ? [
        'PostgreSQL and fuzz',
        'node',
        ['scripts/run-parallel.mjs', 'test:postgres', 'test:fuzz', 'test:e2e-prepare'],
      ]
    : ['abuse fuzz', 'node', ['scripts/run-parallel.mjs', 'test:fuzz', 'test:e2e-prepare']],
  ['stories', 'npm', ['run', 'test:e2e'], { E2E_PREPARED: '1' }],
  // What the stories' server logged (LOG_FILE in e2e/playwright.config.ts) holds no personal data.
  ['log check', 'sh', ['-c', `test ! -e ${storiesLog} || node scripts/check-log-safety.mjs ${storiesLog}`]],
];

// Where the phase of side-by-side scripts leaves each one's time, printed under it in the summary.
const parallelTimes = join(tmpdir(), `apteek-test-times-${process.pid}.json`);

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const env = { ...process.env, ...extraEnv, PARALLEL_TIMES_FILE: parallelTimes };
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('close', (code) => resolve(code === 0 ? 0 : 1));
  });
}

// Before any phase loads the machine: the times below compare across machines by it.
const speed = machineSpeed();
const started = Date.now();
const times = [];
let failed = null;
for (const [name, command, args, extraEnv] of phases) {
  const phaseStarted = Date.now();
  const code = await run(command, args, extraEnv);
  times.push([name, (Date.now() - phaseStarted) / 1000]);
  if (existsSync(parallelTimes)) {
    for (const [script, seconds] of Object.entries(JSON.parse(readFileSync(parallelTimes, 'utf8')))) {
      times.push([`  ${script}`, seconds]);
    }
    rmSync(parallelTimes);
  }
  if (code !== 0) {
    failed = name;
    break;
  }
}

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
console.log('\nnpm test, wall time by phase:');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(26)} ${minutes(seconds).padStart(12)}`);
console.log(`  ${'total'.padEnd(26)} ${minutes((Date.now() - started) / 1000).padStart(12)}`);
if (!postgres) console.log('  (TEST_DATABASE_URL unset: no PostgreSQL pass)');
console.log(
  `  machine speed: ${speed} ms of fixed work on one core, before the first phase (scripts/machine-speed.mjs)`,
);
if (failed) {
  console.error(`\nnpm test: failed in ${failed}`);
  process.exit(1);
}
