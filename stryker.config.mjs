// Mutation testing of the pure core everything trusts (`pnpm test:mutation`; slow, so not part of `pnpm test`).
// One module at a time: `pnpm test:mutation --mutate 'shared/src/routing/**/*.ts'`.
// pnpm keeps each package's dependencies to itself, so the core can't find the runner by name: pass its path.
const jestRunner = import.meta.resolve('@stryker-mutator/jest-runner');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'pnpm',
  testRunner: 'jest',
  plugins: [jestRunner],
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.mjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'shared/src/routing/paths.ts',
    'shared/src/routing/routes.ts',
    'shared/src/supabase/map-story.ts',
    'shared/src/supabase/localized.ts',
    'shared/src/supabase/timestamps.ts',
    'shared/src/data/cache-times.ts',
    'shared/src/data/persisted-cache.ts',
    'supabase/local/src/rest/query/*.ts',
  ],
  // The sandbox needs only the mutated code, its tests and their imports.
  ignorePatterns: ['/mf-*', '/shell', '/e2e', '/.data', '/reports', '**/dist', '/supabase/seed', '/supabase/tests'],
  // The machine is shared: one test process at a time.
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};
