// The jest run Stryker uses: only the tests of the pure core it mutates (stryker.config.mjs), in one jsdom
// project (the persisted cache listens to the window), so each mutant is checked in seconds rather than by the
// whole workspace suite. No test file here may pick its own environment with a docblock: Stryker's coverage
// per test comes from the environment it wraps.
import workspace from './jest.config.mjs';

const [web] = workspace.projects;

/** Test files that exercise the mutated modules; keep in step with `mutate` in stryker.config.mjs. */
export const mutationTests = [
  'shared/src/routing/*.test.ts',
  'shared/src/supabase/map-story.test.ts',
  'shared/src/supabase/localized.test.ts',
  'shared/src/supabase/timestamps.test.ts',
  'shared/src/data/cache-times.test.ts',
  'shared/src/data/persisted-cache.test.ts',
  'supabase/local/test/rest-query*.test.ts',
];

/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared/src', '<rootDir>/supabase/local/test'],
  testMatch: mutationTests.map((glob) => `<rootDir>/${glob}`),
  testPathIgnorePatterns: ['/node_modules/'],
  transform: web.transform,
  transformIgnorePatterns: web.transformIgnorePatterns,
  moduleNameMapper: web.moduleNameMapper,
  setupFiles: web.setupFiles,
};
