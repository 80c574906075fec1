// PostgreSQL for the second run of the database tests: TEST_DATABASE_URL, or the machine's PostgreSQL
// started by supabase/local/scripts/start-postgres.sh. In CI the stage is required, so a PostgreSQL that
// cannot start turns the run red; on a developer's machine a missing one is a loud warning and the stage
// is reported as not run.
import { couldNotRun, notRun, type StageResult } from './stage';

export type PostgresLookup = { url: string } | { missing: string };

/** `start` runs the start script: its last stdout line is the URL when it succeeds. */
export async function findPostgres(
  env: NodeJS.ProcessEnv,
  start: () => Promise<{ ok: boolean; stdout: string; stderr: string }>,
): Promise<PostgresLookup> {
  if (env.TEST_DATABASE_URL) return { url: env.TEST_DATABASE_URL };
  const result = await start();
  const url = result.stdout.trim().split('\n').pop()?.trim();
  if (result.ok && url && /^postgres(ql)?:\/\//.test(url)) return { url };
  const reason = (result.stderr || result.stdout).trim().split('\n').pop()?.trim() || 'the start script failed';
  return { missing: reason };
}

export const isCi = (env: NodeJS.ProcessEnv): boolean => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/** What a missing PostgreSQL means for the stage: red in CI, "did not run" (with a warning) elsewhere. */
export function missingPostgres(name: string, reason: string, ci: boolean): StageResult {
  return ci
    ? couldNotRun(name, 'tests', `PostgreSQL is required in CI and could not start: ${reason}`)
    : notRun(name, 'tests', `no PostgreSQL: ${reason}`);
}

export function missingPostgresWarning(reason: string): string {
  const bar = '!'.repeat(100);
  return [
    bar,
    `!! WARNING: PostgreSQL is not available (${reason}).`,
    '!! The database tests ran on PGlite only; their PostgreSQL run DID NOT RUN. Set TEST_DATABASE_URL or install',
    '!! PostgreSQL (see README) to run it. In CI this is an error.',
    bar,
  ].join('\n');
}
