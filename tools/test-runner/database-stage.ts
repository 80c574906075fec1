// The database tests again, on PostgreSQL: only the test files that use a database (database-tests.ts),
// with TEST_DATABASE_URL pointing at a PostgreSQL found or started by postgres.ts.
import { databaseTests } from './database-tests';
import { findPostgres, missingPostgres, missingPostgresWarning, type PostgresLookup } from './postgres';
import { outcomeProblems, runProcess } from './process';
import { couldNotRun, type StageResult } from './stage';
import { runJest, type Stage, type ToolOptions } from './stages';

export interface DatabaseStageOptions extends ToolOptions {
  root: string;
  ci: boolean;
  /** Prints the PostgreSQL URL on its last stdout line, or fails. */
  startScript: string;
  /** Extra jest arguments (a config) for listing and running the tests. */
  jestArgs?: string[];
  /** The fewest test files the stage may run. */
  minimumFiles: number;
  log?: (line: string) => void;
}

/** Every test file jest would run, as absolute paths. */
export async function listJestTests(options: ToolOptions, jestArgs: string[] = []): Promise<string[]> {
  const outcome = await runProcess('pnpm', ['exec', 'jest', '--listTests', '--json', ...jestArgs], {
    ...options,
    stdio: 'pipe',
  });
  const problems = outcomeProblems(outcome, options.timeoutMs);
  const json = outcome.stdout.split('\n').find((line) => line.startsWith('['));
  if (problems.length || !json)
    throw new Error(`jest --listTests failed: ${[...problems, outcome.stderr.trim()].filter(Boolean).join('; ')}`);
  return JSON.parse(json) as string[];
}

/** TEST_DATABASE_URL, or the PostgreSQL the start script starts (postgres.ts). */
export function lookupPostgres(
  options: Pick<DatabaseStageOptions, 'cwd' | 'env' | 'startScript'>,
): Promise<PostgresLookup> {
  return findPostgres({ ...process.env, ...options.env }, async () => {
    const outcome = await runProcess('bash', [options.startScript], {
      cwd: options.cwd,
      env: options.env,
      timeoutMs: 120_000,
      stdio: 'pipe',
    });
    const problems = outcomeProblems(outcome, 120_000);
    return {
      ok: problems.length === 0,
      stdout: outcome.stdout,
      stderr: [...problems, outcome.stderr.trim()].filter(Boolean).join('\n'),
    };
  });
}

/** What a stage that needs PostgreSQL reports without it: a loud warning outside CI, red in CI. */
export function withoutPostgres(
  name: string,
  reason: string,
  options: Pick<DatabaseStageOptions, 'ci' | 'log'>,
): StageResult {
  if (!options.ci) (options.log ?? console.log)(missingPostgresWarning(reason));
  return missingPostgres(name, reason, options.ci);
}

export function databaseJestStage(name: string, options: DatabaseStageOptions): Stage {
  const log = options.log ?? console.log;
  return {
    name,
    kind: 'tests',
    async run() {
      const lookup = await lookupPostgres(options);
      if ('missing' in lookup) return withoutPostgres(name, lookup.missing, options);
      const files = databaseTests(await listJestTests(options, options.jestArgs), options.root);
      if (files.length === 0)
        return couldNotRun(name, 'tests', 'no test file uses a database (see tools/test-runner/database-tests.ts)');
      log(
        `${files.length} test files use a database:\n${files.map((f) => `  ${f.slice(options.root.length + 1)}`).join('\n')}`,
      );
      const rules = {
        ...options.rules,
        files: { what: 'test files that use a database', holds: files.length, minimum: options.minimumFiles },
      };
      return runJest(name, [...(options.jestArgs ?? []), '--runTestsByPath', ...files], {
        ...options,
        rules,
        env: { ...options.env, TEST_DATABASE_URL: lookup.url },
      });
    },
  };
}
