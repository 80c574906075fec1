// The database as the real tool deploys it: `supabase db push --include-seed` (the Supabase CLI from npm)
// applies supabase/migrations and the seed to what Supabase builds before any project migration, on the
// PostgreSQL of the PostgreSQL stage, and the RLS and API suites run on copies of what it pushed. A push that
// fails fails the stage with the CLI's output. The migrations the local runner applies are thereby checked
// against the CLI's way of applying them (one transaction per file, as `postgres`).
import fs from 'node:fs';
import path from 'node:path';
import { pushDatabases } from './cli-push-databases';
import { lookupPostgres, withoutPostgres } from './database-stage';
import { couldNotRun } from './stage';
import { runJest, type Stage, type ToolOptions } from './stages';

export interface CliPushStageOptions extends ToolOptions {
  root: string;
  ci: boolean;
  /** Prints the PostgreSQL URL on its last stdout line, or fails. */
  startScript: string;
  /** The test files to run on the pushed databases, relative to root. */
  tests: string[];
  /** Time for each push. */
  pushTimeoutMs: number;
  log?: (line: string) => void;
}

export function cliPushStage(name: string, options: CliPushStageOptions): Stage {
  const log = options.log ?? console.log;
  return {
    name,
    kind: 'tests',
    async run() {
      const missingTests = options.tests.filter((file) => !fs.existsSync(path.join(options.root, file)));
      if (missingTests.length) return couldNotRun(name, 'tests', `test files not found: ${missingTests.join(', ')}`);
      const lookup = await lookupPostgres(options);
      if ('missing' in lookup) return withoutPostgres(name, lookup.missing, options);
      const started = Date.now();
      const pushed = await pushDatabases({
        serverUrl: lookup.url,
        repo: options.root,
        timeoutMs: options.pushTimeoutMs,
        log,
      }).catch((error: Error) => error);
      if (pushed instanceof Error)
        return { ...couldNotRun(name, 'tests', pushed.message), seconds: (Date.now() - started) / 1000 };
      try {
        const files = options.tests.map((file) => path.join(options.root, file));
        const env = {
          ...options.env,
          TEST_DATABASE_URL: lookup.url,
          TEST_DATABASE_TEMPLATE: pushed.plain,
          TEST_DATABASE_SEEDED_TEMPLATE: pushed.seeded,
        };
        const rules = {
          ...options.rules,
          files: { what: 'suites for the CLI-pushed database', holds: files.length, minimum: files.length },
        };
        const result = await runJest(name, ['--runTestsByPath', ...files], { ...options, rules, env });
        return { ...result, seconds: (Date.now() - started) / 1000 };
      } finally {
        await pushed.drop();
      }
    },
  };
}
