// The runner against real jest and Playwright runs of tiny fixture projects (fixtures/): each way a tool
// can break without a failing test turns its stage red.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandStep, jestStage, playwrightStage, runAll, runJest, runPlaywright, type ToolOptions } from './stages';

jest.setTimeout(120_000);

const repo = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures');
let reportDir: string;
let options: ToolOptions;
// Each run decides for itself whether it is CI; Playwright refuses to start when it looks like a jest worker.
const env: NodeJS.ProcessEnv = { CI: undefined, TEST_DATABASE_URL: undefined, JEST_WORKER_ID: undefined };

beforeAll(() => {
  reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-runner-test-'));
  env.FIXTURE_OUTPUT_DIR = path.join(reportDir, 'playwright-output');
  options = { cwd: repo, root: repo, reportDir, timeoutMs: 90_000, stdio: 'pipe', env };
});
afterAll(() => fs.rmSync(reportDir, { recursive: true, force: true }));

const jestRun = (...args: string[]) =>
  runJest('fixture jest', ['--config', path.join(fixtures, 'jest/jest.config.js'), ...args], options);
const playwrightRun = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
  runPlaywright('fixture playwright', ['--config', path.join(fixtures, 'playwright/playwright.config.js'), ...args], {
    ...options,
    env: { ...env, ...extraEnv },
  });

describe('a real jest run', () => {
  it('is green when its tests pass', async () => {
    expect(await jestRun('passes')).toMatchObject({ status: 'passed', passed: 1, failed: 0, problems: [] });
  });

  it('is red when a suite fails to load', async () => {
    const result = await jestRun('passes', 'fails-to-load');
    expect(result).toMatchObject({ status: 'failed', passed: 1, failed: 1 });
    expect(result.problems).toEqual([
      'exited with code 1',
      "tools/test-runner/fixtures/jest/fails-to-load.check.js: Cannot find module './no-such-module' from 'fails-to-load.check.js'",
    ]);
  });

  it('is red when it runs fewer test files than the stage expects', async () => {
    const files = { what: 'fixture files', holds: 2, minimum: 1 };
    expect(
      await runJest('fixture jest', ['--config', path.join(fixtures, 'jest/jest.config.js'), 'passes'], {
        ...options,
        rules: { files },
      }),
    ).toMatchObject({
      status: 'failed',
      passed: 1,
      failed: 1,
      problems: ['ran 1 test files of the 2 fixture files the repository holds'],
    });
  });

  it('is red in CI when a test was skipped', async () => {
    const result = await runJest(
      'fixture jest',
      ['--config', path.join(fixtures, 'jest/jest.config.js'), 'passes', 'all-skipped'],
      { ...options, rules: { ci: true } },
    );
    expect(result).toMatchObject({
      status: 'failed',
      passed: 1,
      failed: 1,
      skipped: 0,
      problems: ['1 skipped or todo: in CI each counts as a failure'],
    });
  });

  it('is red when no test ran, though jest itself passes', async () => {
    const result = await jestRun('all-skipped');
    expect(result).toMatchObject({ status: 'failed', passed: 0, failed: 1, skipped: 1, problems: ['no tests ran'] });
    expect(await jestRun('--passWithNoTests', 'no-such-file')).toMatchObject({
      status: 'failed',
      problems: ['no tests ran'],
    });
  });
});

describe('a real Playwright run', () => {
  it('is green when its tests pass', async () => {
    expect(await playwrightRun(['passes'])).toMatchObject({ status: 'passed', passed: 1, failed: 0, problems: [] });
  });

  it('counts the spec files it ran, and is red in CI on a skipped test', async () => {
    const rules = { ci: true, files: { what: 'fixture specs', holds: 3, minimum: 2 } };
    const result = await runPlaywright(
      'fixture playwright',
      ['--config', path.join(fixtures, 'playwright/playwright.config.js'), 'passes', 'skipped'],
      { ...options, env, rules },
    );
    expect(result).toMatchObject({ status: 'failed', passed: 2, failed: 1, skipped: 0 });
    expect(result.problems).toEqual([
      'ran 2 test files of the 3 fixture specs the repository holds',
      '1 skipped or todo: in CI each counts as a failure',
    ]);
  });

  it('is red on a failing test', async () => {
    expect(await playwrightRun(['passes', 'fails'])).toMatchObject({
      status: 'failed',
      passed: 1,
      failed: 1,
      problems: ['exited with code 1'],
    });
  });

  it('is red when a spec cannot load its fixture (a deleted seed file)', async () => {
    const result = await playwrightRun(['passes', 'missing-fixture']);
    expect(result).toMatchObject({ status: 'failed', passed: 0, failed: 1 });
    expect(result.problems).toContain(
      `tools/test-runner/fixtures/playwright/missing-fixture.pw.js:6: Error: ENOENT: no such file or directory, open '${fixtures}/playwright/no-such-story.json'`,
    );
  });

  it('is red when the web server does not start', async () => {
    const result = await playwrightRun(['passes'], {
      FIXTURE_WEB_SERVER: 'node -e "process.exit(1)"',
      FIXTURE_WEB_SERVER_PORT: '5121',
    });
    expect(result).toMatchObject({ status: 'failed', passed: 0, failed: 1 });
    expect(result.problems).toContain('Error: Process from config.webServer was not able to start. Exit code: 1');
  });

  it('is red when a focused test is left in (CI)', async () => {
    const result = await playwrightRun(['passes', 'focused'], { CI: 'true' });
    expect(result).toMatchObject({ status: 'failed', passed: 0, failed: 1 });
    expect(result.problems.join('\n')).toMatch(/focused with '\.only' is not allowed/);
  });

  it('is red when no test is found', async () => {
    const result = await playwrightRun(['no-such-spec']);
    expect(result).toMatchObject({ status: 'failed', passed: 0, failed: 1 });
    expect(result.problems).toEqual(['exited with code 1', 'Error: No tests found.', 'no tests ran']);
  });

  it('is red when it hangs past its time limit, and is stopped', async () => {
    const started = Date.now();
    const result = await runPlaywright(
      'fixture playwright',
      ['--config', path.join(fixtures, 'playwright/playwright.config.js'), 'hangs'],
      {
        ...options,
        env,
        timeoutMs: 8_000,
      },
    );
    expect(result).toMatchObject({ status: 'failed', failed: 1 });
    expect(result.problems[0]).toBe('timed out after 8 s');
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe('a whole run', () => {
  it('exits 1 when a spec cannot load, though every step and every other test passed', async () => {
    const lines: string[] = [];
    const { exitCode } = await runAll(
      [
        commandStep('lint', 'true', [], { cwd: repo, timeoutMs: 60_000, stdio: 'pipe' }),
        jestStage('jest', ['--config', path.join(fixtures, 'jest/jest.config.js'), 'passes'], options),
        playwrightStage(
          'playwright',
          ['--config', path.join(fixtures, 'playwright/playwright.config.js'), 'passes', 'missing-fixture'],
          { ...options, needs: ['lint'] },
        ),
      ],
      (line) => lines.push(line),
    );
    expect(exitCode).toBe(1);
    const summary = lines.at(-1)?.split('\n') ?? [];
    expect(summary).toContain('FAILED: playwright');
    expect(summary.at(-1)).toBe('1 passed, 1 failed');
  });
});
