import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { postgresFiles } from './scripts/engine-tags.mjs';

// Integration suites run on embedded PGlite and, when TEST_DATABASE_URL is set, those whose result
// depends on the engine (tagged `// @postgres: <why>`, scripts/engine-tags.mjs) again on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;
const integration = ['packages/db/src/**/*.int.test.ts', 'apps/server/src/**/*.int.test.ts'];
const unit = [
  'packages/*/src/**/*.test.ts',
  'apps/*/app/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];
/**
 * Unit files that stand modules in for others (vi.mock, vi.doMock, vi.stubGlobal): in a shared
 * worker their stand-ins would leak into the files after them, so they import everything anew.
 */
const standingIn = ['packages', 'apps/web/app', 'apps/server/src', 'scripts']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter(
    (file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules') && !file.endsWith('.int.test.ts'),
  )
  .filter((file) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(file, 'utf8')));
const mocking = standingIn.filter((file) => file.endsWith('.ts'));
/**
 * Component files that import anew: those standing modules in, and the bank ID login's, whose failed
 * session set-up (Storage.prototype.setItem throwing) did not reach its modal now and then in a
 * shared worker.
 */
const isolatedComponents = [
  ...standingIn.filter((file) => file.endsWith('.tsx')),
  'apps/web/app/features/account/BankIdLogin.test.tsx',
];
/**
 * Integration files share their worker's imported modules instead of importing the server afresh
 * for each of the 88 files on each engine (the PGlite pass: 686 s isolated, 366 s shared; see
 * docs/PERFORMANCE.md): each file builds its own app on its own database. ESLint refuses a module
 * mock or an environment change in them (eslint.config.js), which would leak into later files.
 */
/**
 * The unit and component tests run beside the type check and the build (`npm test`'s first phase),
 * three processes on two cores: a property test of 2 s took over Vitest's default 5 s. Set in each
 * project: an inline project does not inherit the root's test options.
 */
const besideTheChecks = { testTimeout: 30_000, hookTimeout: 30_000 };

const components = {
  environment: 'happy-dom',
  setupFiles: ['apps/web/app/testing/component-setup.ts'],
  ...besideTheChecks,
};

const integrationProject = {
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  setupFiles: ['apps/server/src/testing/password-cost.ts'],
};

export default defineConfig({
  test: {
    // One test worker per core, not Vitest's default of one fewer: the runner's own process is
    // mostly idle and the PostgreSQL pass waits on the server, so on two cores one worker left a
    // core half idle (the whole run on both engines: 560 s with one worker, 372 s with two, 341 s
    // with three; docs/PERFORMANCE.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Pure tests share their worker's imported modules, as the integration files do: importing
        // afresh for each of 200 files took half the unit run (83 s against 44 s on two cores).
        test: {
          name: 'unit',
          include: unit,
          exclude: [...integration, ...mocking, '**/node_modules/**'],
          isolate: false,
          ...besideTheChecks,
        },
      },
      {
        // The files that stand modules in for others (vi.mock, vi.stubGlobal) import everything anew.
        test: { name: 'unit:isolated', include: mocking, ...besideTheChecks },
      },
      {
        // React components render in happy-dom, with an IndexedDB for the cart's task queue. The files
        // share their worker's React, testing library and DOM packages; the app's own modules are
        // imported anew for each file (component-setup.ts). Importing everything afresh for each of
        // 65 files took most of the project's time: 190 s against 58–106 s in the same window.
        test: {
          name: 'web-components',
          include: ['apps/web/app/**/*.test.tsx'],
          exclude: [...isolatedComponents, '**/node_modules/**'],
          isolate: false,
          ...components,
        },
      },
      {
        test: { name: 'web-components:isolated', include: isolatedComponents, ...components },
      },
      {
        test: {
          name: 'integration:pglite',
          include: integration,
          env: { TEST_DB_ENGINE: 'pglite' },
          ...integrationProject,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'integration:postgres',
                include: postgresFiles(),
                env: { TEST_DB_ENGINE: 'postgres', TEST_DATABASE_URL: postgresUrl },
                ...integrationProject,
              },
            },
          ]
        : []),
    ],
  },
});
