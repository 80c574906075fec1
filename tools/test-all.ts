// `pnpm test`: the whole suite in one go. Steps: lint, type-check, the Edge Functions' Deno check, build. Test
// stages: jest (database tests on PGlite), the database tests again on PostgreSQL, the RLS and API suites on what
// the Supabase CLI's `db push` deployed (test-runner/cli-push-stage.ts), and Playwright against the production
// builds. Every stage is red on a non-zero exit, on a load or configuration error its tool reports, when no test
// ran, when it runs fewer test files than the repository holds for it or than its fixed minimum, in CI when a
// test was skipped, and when it outlives its time limit. Ends with the summary (test-runner/summary.ts), whose last line counts
// test cases only: "N passed, N failed[, N skipped]". Exits 1 when any stage failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliPushStage } from './test-runner/cli-push-stage';
import { databaseJestStage } from './test-runner/database-stage';
import { isCi } from './test-runner/postgres';
import { stopAll } from './test-runner/process';
import { commandStep, jestStage, playwrightStage, runAll } from './test-runner/stages';
import { findFiles } from './test-runner/test-files';

const repo = path.resolve(__dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-test-'));
const ci = isCi(process.env);
const minutes = (n: number) => n * 60_000;
// The first jest run is the PGlite one, whatever the shell has in TEST_DATABASE_URL.
const pglite = { TEST_DATABASE_URL: undefined };
const startScript = path.join(repo, 'supabase/local/scripts/start-postgres.sh');
// The suites that hold what a deployed project must allow and refuse: the RLS matrix and the privilege
// escalations and every privilege the API roles hold on a database without the seed, the REST, Storage and Auth contracts on one with it.
const cliPushedTests = [
  'supabase/tests/rls-matrix.test.ts',
  'supabase/tests/escalation.test.ts',
  'supabase/tests/grants.test.ts',
  'supabase/local/test/rest-api.test.ts',
  'supabase/local/test/storage-api.test.ts',
  'supabase/local/test/auth-api.test.ts',
];

// The test files each stage must run: every one the repository holds for it, and never fewer than a floor a
// little under today's count, in case the pattern itself stops matching.
const jestFiles = {
  what: 'jest test files (*.test.ts, *.test.tsx)',
  holds: findFiles(repo, /\.test\.tsx?$/).length,
  minimum: 140,
};
const specFiles = {
  what: 'Playwright specs (e2e/tests/*.spec.ts)',
  holds: findFiles(path.join(repo, 'e2e/tests'), /\.spec\.ts$/).length,
  minimum: 15,
};

const stages = [
  commandStep('lint', 'pnpm', ['lint'], { cwd: repo, timeoutMs: minutes(15) }),
  commandStep('typecheck', 'pnpm', ['typecheck'], { cwd: repo, timeoutMs: minutes(15) }),
  // tsc checks the functions as Node code; Deno checks them as the Edge Runtime runs them (Deno.* included).
  commandStep('deno check', 'pnpm', ['check:functions'], { cwd: repo, timeoutMs: minutes(5) }),
  jestStage('jest', [], {
    cwd: repo,
    root: repo,
    reportDir,
    env: pglite,
    timeoutMs: minutes(30),
    rules: { ci, files: jestFiles },
  }),
  databaseJestStage('jest on PostgreSQL', {
    cwd: repo,
    root: repo,
    reportDir,
    ci,
    startScript,
    timeoutMs: minutes(30),
    minimumFiles: 30,
    rules: { ci },
  }),
  cliPushStage('jest on the CLI-pushed database', {
    cwd: repo,
    root: repo,
    reportDir,
    ci,
    startScript,
    tests: cliPushedTests,
    pushTimeoutMs: minutes(3),
    timeoutMs: minutes(15),
    rules: { ci },
  }),
  commandStep('build', 'pnpm', ['build'], { cwd: repo, timeoutMs: minutes(20) }),
  playwrightStage('playwright', [], {
    cwd: path.join(repo, 'e2e'),
    root: repo,
    reportDir,
    needs: ['build'],
    timeoutMs: minutes(60),
    rules: { ci, files: specFiles },
  }),
];

const interrupted = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the running stage; the rest do not run`);
    interrupted.abort();
    stopAll('SIGINT');
    setTimeout(() => process.exit(130), 20_000).unref();
  });
}

void runAll(stages, console.log, interrupted.signal).then(({ exitCode }) => process.exit(exitCode));
