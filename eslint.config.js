import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const MODULE_INTERNALS = {
  regex: '(^|/)modules/[a-z-]+/(?!index\\.ts$)[^/]+$',
  message: 'Import a server module through its index.ts; export what it needs there.',
};
const SIBLING_MODULE_INTERNALS = {
  regex: '^\\.\\./[a-z-]+/(?!index\\.ts$)(?![a-z-]+-test-helpers\\.ts$)[^/]+$',
  message: 'Import another module through its index.ts; export what it needs there.',
};
const PROVIDER_INTERNALS = {
  regex: '(^|/)providers/[a-z-]+/(?!index\\.ts$).+$',
  message: 'Use a provider through its index.ts; export what it needs there.',
};
/** A provider's tests may use a module's test helpers, as a module's may. */
const MODULE_INTERNALS_BUT_TEST_HELPERS = {
  regex: '(^|/)modules/[a-z-]+/(?!index\\.ts$)(?![a-z-]+-test-helpers\\.ts$)[^/]+$',
  message: MODULE_INTERNALS.message,
};
/** Another provider, seen from a provider's folder (`up` is `../`) or from its sandbox/ (`../../`). */
const otherProviderInternals = (up) => ({
  regex: `^${up.replaceAll('.', '\\.')}[a-z-]+/(?!index\\.ts$).+$`,
  message: PROVIDER_INTERNALS.message,
});
/** A web feature's files other than its faces (index.ts, and index.server.ts for loaders). */
const WEB_FEATURE_INTERNALS = {
  regex: '(^|/)features/[a-z-]+/(?!index(\\.server)?\\.ts$).+$',
  message: 'Import a web feature through its index.ts (or index.server.ts); export what it needs there.',
};
const SIBLING_FEATURE_INTERNALS = {
  regex: '^\\.\\./[a-z-]+/(?!index(\\.server)?\\.ts$).+$',
  message: 'Import another feature through its index.ts (or index.server.ts); export what it needs there.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/web/.builds/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        // vitest.config.ts sits outside every tsconfig; the scripts' tests have scripts/tsconfig.json.
        projectService: {
          allowDefaultProject: ['vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A server module is used from outside only through its index.ts (issue 14).
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_INTERNALS, PROVIDER_INTERNALS] }] },
  },
  {
    // Inside a module, another module's test helpers may serve a test; its other files may not.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [MODULE_INTERNALS, SIBLING_MODULE_INTERNALS, PROVIDER_INTERNALS] },
      ],
    },
  },
  ...[
    ['apps/server/src/providers/*/*.ts', '../'],
    ['apps/server/src/providers/*/sandbox/*.ts', '../../'],
  ].map(([files, up]) => ({
    // Providers keep the same boundaries: a module or another provider only through its index.ts.
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [MODULE_INTERNALS_BUT_TEST_HELPERS, PROVIDER_INTERNALS, otherProviderInternals(up)] },
      ],
    },
  })),
  {
    // The web's routes, root, shell, runtime and shared UI use a feature only through its face.
    files: ['apps/web/app/**/*.ts', 'apps/web/app/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_FEATURE_INTERNALS] }] },
  },
  {
    // Inside a feature, its own files are at hand; another feature's are behind its face.
    files: ['apps/web/app/features/**/*.ts', 'apps/web/app/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_FEATURE_INTERNALS, SIBLING_FEATURE_INTERNALS] }],
    },
  },
  {
    // Fastify waits for a plugin without a `done` callback only when it returns a promise, so plugins
    // and the route registrars they await stay async even when they only add routes and hooks.
    files: [
      'apps/server/src/plugins/*.ts',
      'apps/server/src/modules/*/index.ts',
      'apps/server/src/modules/*/*-routes.ts',
      'apps/server/src/providers/*.ts',
      'apps/server/src/providers/*/index.ts',
      'apps/server/src/providers/*/sandbox/*-sandbox.ts',
      'apps/server/src/providers/*/sandbox/*-routes.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // The storefront's and the staff area's markup keeps jsx-a11y's recommended rules; the axe
    // stories (e2e/accessibility.spec.ts) check the rendered pages against WCAG 2.2 AA.
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A parcel machine's label holds its name two elements down (the name over the address).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Router's loaders throw its redirect() Response and data() 404 on purpose.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*-test-helpers.ts',
      '**/testing/**',
      'apps/server/src/test-app.ts',
      'e2e/**/*.ts',
    ],
    rules: {
      // Tests read JSON answers whose shape is exactly what they assert.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(fake.method) passes a vi.fn() spy, which has no `this` to lose.
      '@typescript-eslint/unbound-method': 'off',
      // Fakes of fetch, loaders and sessions are async like what they stand in for, so a throw rejects.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Config files and scripts are plain JavaScript without a tsconfig.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'bench/**', 'packages/db/src/synthetic/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Files and functions one can hold in one's head (issue 14). Seed data is data, not code.
    ignores: ['packages/db/src/seed/data/**', '**/migrations/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // React components (*.tsx) are measured by the parts they are split into, and a test file's
    // describe() wrapper is a group, not a function; the tests inside it stay short by review.
    files: ['**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.spec.ts', 'packages/db/src/seed/data/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Integration files share their worker's modules (vitest.config.ts, isolate: false), so one that
    // mocked a module or changed the environment would change it for the files after it.
    files: ['**/*.int.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal)$/]",
          message: 'Integration files share their modules: pass the setting to the app under test instead.',
        },
        {
          selector:
            "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
          message:
            'Integration files share their environment: pass the setting to the app under test instead.',
        },
      ],
    },
  },
);
