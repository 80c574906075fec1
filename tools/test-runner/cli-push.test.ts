// The CLI stage's own logic: the push's arguments and URL, what a failed push reports, and the stage without
// PostgreSQL or without its test files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pushArgs, pushFailure, pushUrl, PUSH_ROLE } from './cli-push';
import { cliPushStage, type CliPushStageOptions } from './cli-push-stage';
import type { RunOutcome } from './process';

const repo = path.resolve(__dirname, '../..');
const outcome = (over: Partial<RunOutcome>): RunOutcome => ({
  code: 0,
  signal: null,
  timedOut: false,
  seconds: 1,
  stdout: '',
  stderr: '',
  ...over,
});

describe('the push URL', () => {
  it("connects as the push role to the given database of TEST_DATABASE_URL's server, without TLS", () => {
    const url = pushUrl('postgres://tales:tales@127.0.0.1:5432/tales_test?application_name=x', 'tales_cli_1', {
      name: 'postgres',
      password: 'pw',
    });
    expect(url).toBe('postgresql://postgres:pw@127.0.0.1:5432/tales_cli_1?sslmode=disable');
  });

  it('percent-encodes the credentials, as the CLI asks', () => {
    const url = pushUrl('postgres://a@localhost:6543/x', 'db', { name: 'postgres', password: 'p@ss:w/rd' });
    expect(url).toBe('postgresql://postgres:p%40ss%3Aw%2Frd@localhost:6543/db?sslmode=disable');
    expect(decodeURIComponent(new URL(url).password)).toBe('p@ss:w/rd');
  });

  it('logs in as postgres unless told otherwise, as a developer does against a hosted project', () => {
    expect(new URL(pushUrl('postgres://a@h:1/x', 'db')).username).toBe('postgres');
    expect(PUSH_ROLE.name).toBe('postgres');
  });
});

describe('the push arguments', () => {
  it('push the project in the workdir without a prompt, with the seed only when asked', () => {
    expect(pushArgs('postgresql://u@h/db', '/repo', false)).toEqual([
      'exec',
      'supabase',
      'db',
      'push',
      '--db-url',
      'postgresql://u@h/db',
      '--workdir',
      '/repo',
      '--yes',
    ]);
    expect(pushArgs('postgresql://u@h/db', '/repo', true)).toEqual([
      ...pushArgs('postgresql://u@h/db', '/repo', false),
      '--include-seed',
    ]);
  });
});

describe('a failed push', () => {
  const finished = 'Applying migration 1_a.sql...\nFinished supabase db push.\n';

  it('is no failure when the CLI exits 0 and says it finished', () => {
    expect(pushFailure(outcome({ stdout: finished }), 60_000, true)).toBeUndefined();
  });

  it("fails with the exit code and the CLI's own error", () => {
    const stderr =
      'Applying migration 20261122170200_create_stories.sql...\nERROR: role "anon" does not exist (SQLSTATE 42704)\n';
    const failure = pushFailure(outcome({ code: 1, stderr }), 60_000, false);
    expect(failure).toMatch(/^supabase db push failed \(exited with code 1\):\n/);
    expect(failure).toContain('ERROR: role "anon" does not exist (SQLSTATE 42704)');
  });

  it('says which push failed and keeps the end of a long output', () => {
    const stdout = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const failure = pushFailure(outcome({ code: 1, stdout }), 60_000, true) ?? '';
    expect(failure).toMatch(/^supabase db push --include-seed failed/);
    expect(failure).toContain('line 99');
    expect(failure).not.toContain('line 10\n');
  });

  it('fails when the CLI exits 0 without finishing, or runs out of time', () => {
    expect(pushFailure(outcome({ stdout: 'Remote database is up to date.\n' }), 60_000, false)).toMatch(
      /\(it did not say it finished\)/,
    );
    expect(
      pushFailure(outcome({ code: null, signal: 'SIGKILL', timedOut: true, stdout: finished }), 60_000, false),
    ).toMatch(/\(timed out after 1 min\)/);
  });
});

describe('the CLI stage', () => {
  let dir: string;
  let noPostgres: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-cli-stage-'));
    noPostgres = path.join(dir, 'start-postgres.sh');
    fs.writeFileSync(noPostgres, 'echo "pg_lsclusters: command not found" >&2\nexit 127\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const options = (over: Partial<CliPushStageOptions>): CliPushStageOptions => ({
    cwd: repo,
    root: repo,
    reportDir: dir,
    timeoutMs: 60_000,
    pushTimeoutMs: 60_000,
    stdio: 'pipe',
    ci: true,
    startScript: noPostgres,
    tests: ['supabase/tests/rls-matrix.test.ts'],
    env: { TEST_DATABASE_URL: undefined },
    log: () => undefined,
    ...over,
  });

  it('is required in CI, like the PostgreSQL stage', async () => {
    const result = await cliPushStage('cli', options({})).run();
    expect(result).toMatchObject({
      status: 'failed',
      failed: 1,
      problems: ['PostgreSQL is required in CI and could not start: pg_lsclusters: command not found'],
    });
  });

  it('does not run outside CI without PostgreSQL', async () => {
    expect(await cliPushStage('cli', options({ ci: false })).run()).toMatchObject({ status: 'not-run', failed: 0 });
  });

  it('is red when a test file it should run is gone', async () => {
    const result = await cliPushStage('cli', options({ tests: ['supabase/tests/gone.test.ts'] })).run();
    expect(result).toMatchObject({ status: 'failed', problems: ['test files not found: supabase/tests/gone.test.ts'] });
  });
});
