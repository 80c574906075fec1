/** @jest-environment node */
// A statement deadline too short for the API's own start-up is refused where the settings are read, with one
// line naming the variable, its value and the minimum, instead of a crash in the middle of the start.
// The pool's default size follows the machine's cores.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { ConfigError, engineOptions, MIN_STATEMENT_TIMEOUT_MS } from '../src/db';

jest.setTimeout(60_000);

describe('DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it.each(['1', '50', String(MIN_STATEMENT_TIMEOUT_MS - 1)])(
    '%s ms is refused with a ConfigError naming the variable, value and minimum',
    (value) => {
      const read = () => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: value });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(
        `DATABASE_STATEMENT_TIMEOUT_MS=${value} is below the minimum of ${MIN_STATEMENT_TIMEOUT_MS}: the API's start-up needs at least that much`,
      );
    },
  );

  it('the minimum and more are taken; unset is the default', () => {
    expect(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: String(MIN_STATEMENT_TIMEOUT_MS) }).engine.statementTimeoutMs,
    ).toBe(MIN_STATEMENT_TIMEOUT_MS);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '3000' }).engine.statementTimeoutMs).toBe(3000);
    expect(loadConfig({}).engine.statementTimeoutMs).toBe(8000);
  });

  it('not a number is a ConfigError too', () => {
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      new ConfigError('DATABASE_STATEMENT_TIMEOUT_MS must be a positive integer, got "soon"'),
    );
  });

  it('a deadline a caller gives in code (the deadline tests) is not held to the minimum', () => {
    expect(engineOptions({ statementTimeoutMs: 50 }, {}).statementTimeoutMs).toBe(50);
  });
});

describe('DATABASE_POOL_MAX', () => {
  it('unset is twice the cores, so the pool does not outnumber what the machine can run at once', () => {
    expect(engineOptions({}, {}).poolSize).toBe(2 * os.availableParallelism());
    expect(engineOptions({}, { DATABASE_POOL_MAX: '7' }).poolSize).toBe(7);
  });
});

describe('the API started with a too-small deadline', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tales-deadline-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits with code 1 and one line on stderr, before it opens any database', async () => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '../src/main.ts')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // A separate, fresh data folder and a free port: should the check ever be missing, nothing shared is touched.
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATABASE_STATEMENT_TIMEOUT_MS: '50',
        SUPABASE_API_PORT: '0',
        TALES_DATA_DIR: dataDir,
        TALES_FRESH_DB: '1',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `Local Supabase API not started: DATABASE_STATEMENT_TIMEOUT_MS=50 is below the minimum of ${MIN_STATEMENT_TIMEOUT_MS}: the API's start-up needs at least that much\n`,
    });
  });
});
