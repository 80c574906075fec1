// The PostgreSQL stage when PostgreSQL is missing: red in CI, a loud "did not run" elsewhere.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseJestStage, type DatabaseStageOptions } from './database-stage';
import { findPostgres } from './postgres';
import { isRed, summaryLines } from './summary';

const repo = path.resolve(__dirname, '../..');
let dir: string;
let noPostgres: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-db-stage-'));
  noPostgres = path.join(dir, 'start-postgres.sh');
  fs.writeFileSync(noPostgres, 'echo "pg_lsclusters: command not found" >&2\nexit 127\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const options = (over: Partial<DatabaseStageOptions>): DatabaseStageOptions => ({
  cwd: repo,
  root: repo,
  reportDir: dir,
  timeoutMs: 60_000,
  stdio: 'pipe',
  ci: false,
  startScript: noPostgres,
  minimumFiles: 1,
  env: { TEST_DATABASE_URL: undefined, JEST_WORKER_ID: undefined },
  log: () => undefined,
  ...over,
});

describe('the PostgreSQL stage', () => {
  it('turns the run red in CI when PostgreSQL cannot start', async () => {
    const result = await databaseJestStage('jest on PostgreSQL', options({ ci: true })).run();
    expect(result).toMatchObject({
      status: 'failed',
      failed: 1,
      problems: ['PostgreSQL is required in CI and could not start: pg_lsclusters: command not found'],
    });
    expect(isRed([result])).toBe(true);
  });

  it('warns loudly and reports "did not run" outside CI', async () => {
    const logged: string[] = [];
    const result = await databaseJestStage('jest on PostgreSQL', options({ log: (line) => logged.push(line) })).run();
    expect(result).toMatchObject({ status: 'not-run', failed: 0 });
    expect(logged.join('\n')).toMatch(/WARNING: PostgreSQL is not available[\s\S]*DID NOT RUN/);
    expect(summaryLines([result])).toContain('Did not run: jest on PostgreSQL');
    expect(isRed([result])).toBe(false);
  });

  it('is red when it finds no test that uses a database', async () => {
    const jestArgs = ['--config', path.join(__dirname, 'fixtures/jest/jest.config.js')];
    const result = await databaseJestStage(
      'jest on PostgreSQL',
      options({
        ci: true,
        jestArgs,
        env: { TEST_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', JEST_WORKER_ID: undefined },
      }),
    ).run();
    expect(result).toMatchObject({
      status: 'failed',
      failed: 1,
      problems: ['no test file uses a database (see tools/test-runner/database-tests.ts)'],
    });
  });
});

describe('finding PostgreSQL', () => {
  it('takes TEST_DATABASE_URL without starting anything', async () => {
    const start = jest.fn();
    expect(await findPostgres({ TEST_DATABASE_URL: 'postgres://a@b/c' }, start)).toEqual({ url: 'postgres://a@b/c' });
    expect(start).not.toHaveBeenCalled();
  });

  it("takes the start script's last line, and refuses anything that is not a URL", async () => {
    expect(
      await findPostgres({}, async () => ({
        ok: true,
        stdout: 'postgres://tales:tales@127.0.0.1:5432/tales_test\n',
        stderr: 'starting\n',
      })),
    ).toEqual({
      url: 'postgres://tales:tales@127.0.0.1:5432/tales_test',
    });
    expect(await findPostgres({}, async () => ({ ok: true, stdout: 'hello\n', stderr: '' }))).toEqual({
      missing: 'hello',
    });
    expect(
      await findPostgres({}, async () => ({
        ok: false,
        stdout: '',
        stderr: 'PostgreSQL did not become ready on port 5432\n',
      })),
    ).toEqual({
      missing: 'PostgreSQL did not become ready on port 5432',
    });
  });
});
