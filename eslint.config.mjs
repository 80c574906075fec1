// Lint for the whole workspace, with the import boundaries of DESIGN.md (a remote never imports another
// remote or the shell; shared imports no app; no relative import reaches into another package; only tests
// import the test helpers and the workspace's commands) and the rules
// that keep tests honest: no focused or disabled tests, no conditional or malformed expects, no fixed sleeps,
// and no promise left floating (a forgotten `await` lets a test end before its assertion runs), the last one
// with type information.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jestPlugin from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import { packageBoundaries } from './eslint-rules/package-boundaries.mjs';

// Type-aware rules run where the type-check runs: the folders tsconfig.json includes.
const typeChecked = JSON.parse(fs.readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8')).include.map(
  (dir) => `${dir}/**/*.{ts,tsx}`,
);

const remotes = ['mf-reader', 'mf-calendar', 'mf-donate', 'mf-auth', 'mf-admin'];
const apps = ['shell', ...remotes];

const forbid = (names, message) => names.flatMap((name) => [{ group: [`**/${name}/**`, `${name}/**`, name], message }]);

// Test helpers and the workspace's commands: an app's or shared's tests and their support modules (`test-*.ts`)
// may import them, the code the site ships never does.
const testOnly = forbid(
  ['@tales/testing', '@tales/tools'],
  'Only tests import @tales/testing and @tales/tools: the site never ships them.',
);
const testFiles = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'];

/** `no-restricted-imports` over `files`: `patterns` everywhere, and the test-only packages outside tests. */
const restrictImports = (files, patterns) => [
  { files, rules: { 'no-restricted-imports': ['error', { patterns }] } },
  {
    files,
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, ...testOnly] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.bench/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, tales: packageBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Packages talk through their public entries (`@tales/shared/...`), never a relative path into another one.
      'tales/no-relative-cross-package': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...remotes.flatMap((remote) =>
    restrictImports(
      [`${remote}/**/*.{ts,tsx}`],
      forbid(
        apps.filter((a) => a !== remote),
        'A remote imports only @tales/shared and its own src/ (DESIGN.md).',
      ),
    ),
  ),
  {
    // Each file is checked with the tsconfig.json nearest to it.
    files: typeChecked,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/missing-playwright-await': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-conditional-expect': 'error',
      'playwright/valid-expect': 'error',
    },
  },
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../support/test': it keeps the seeded stories on the day the test runs.",
            },
          ],
        },
      ],
    },
  },
  {
    ...jestPlugin.configs['flat/recommended'],
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      ...jestPlugin.configs['flat/recommended'].rules,
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-conditional-expect': 'error',
      'jest/valid-expect': 'error',
      // Helpers named expect… (expectJsonError, expectRestError…) assert too.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      // An expect in afterEach runs after every test and fails that test: a shared "nothing changed" check.
      'jest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['afterEach'] }],
      'jest/no-commented-out-tests': 'error',
    },
  },
  ...restrictImports(
    ['shell/**/*.{ts,tsx}'],
    forbid(remotes, 'The shell loads remotes at run time through Module Federation, never by import.'),
  ),
  ...restrictImports(['shared/**/*.{ts,tsx}'], forbid(apps, 'shared imports no app.')),
);
