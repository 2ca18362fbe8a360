import js from '@eslint/js';
import globals from 'globals';
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
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A server module is used from outside only through its index.ts (issue 14).
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_INTERNALS] }] },
  },
  {
    // Inside a module, another module's test helpers may serve a test; its other files may not.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_INTERNALS, SIBLING_MODULE_INTERNALS] }] },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'packages/db/src/synthetic/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
