// Lint for the whole workspace, with the import boundaries of DESIGN.md:
// a remote never imports another remote or the shell; shared imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-reader', 'mf-calendar', 'mf-donate', 'mf-auth', 'mf-admin'];
const apps = ['shell', ...remotes];

const forbid = (names, message) => ({
  patterns: names.flatMap((name) => [
    { group: [`**/${name}/**`, `${name}/**`, name], message },
  ]),
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'test-results/**', 'playwright-report/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', forbid(apps.filter((a) => a !== remote), 'A remote imports only @tales/shared and its own src/ (DESIGN.md).')],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', forbid(remotes, 'The shell loads remotes at run time through Module Federation, never by import.')] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', forbid(apps, 'shared imports no app.')] },
  },
);
