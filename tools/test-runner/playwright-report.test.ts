import { judgePlaywright, type PlaywrightReport } from './playwright-report';

const report = (
  stats: Partial<PlaywrightReport['stats']> = {},
  errors: PlaywrightReport['errors'] = [],
  specs = ['reader.spec.ts', 'admin.spec.ts'],
): PlaywrightReport => ({
  stats: { expected: 52, unexpected: 0, flaky: 0, skipped: 0, ...stats },
  errors,
  suites: specs.map((file) => ({ file })),
});

describe('judging a Playwright run', () => {
  it('is green only when tests ran and passed, with no errors and exit 0', () => {
    expect(judgePlaywright('playwright', report(), [])).toEqual({
      name: 'playwright',
      kind: 'tests',
      status: 'passed',
      passed: 52,
      failed: 0,
      skipped: 0,
      problems: [],
    });
  });

  it('is red when the web server does not start (counts all zero, the error in `errors`)', () => {
    const result = judgePlaywright(
      'playwright',
      report({ expected: 0 }, [
        { message: 'Error: Process from config.webServer was not able to start. Exit code: 1' },
      ]),
      ['exited with code 1'],
    );
    expect(result).toMatchObject({ status: 'failed', passed: 0, failed: 1 });
    expect(result.problems).toEqual([
      'exited with code 1',
      'Error: Process from config.webServer was not able to start. Exit code: 1',
      'no tests ran',
    ]);
  });

  it('is red when a spec fails to load (a missing seed file), naming the file', () => {
    const error = {
      message: "Error: ENOENT: no such file or directory, open '/repo/supabase/seed/stories/00.json'\n    at …",
      location: { file: '/repo/e2e/tests/reader.spec.ts', line: 12, column: 7 },
    };
    const result = judgePlaywright('playwright', report({ expected: 0 }, [error]), [], '/repo');
    expect(result.status).toBe('failed');
    expect(result.problems[0]).toBe(
      "e2e/tests/reader.spec.ts:12: Error: ENOENT: no such file or directory, open '/repo/supabase/seed/stories/00.json'",
    );
  });

  it('honours `errors` even when the exit code and counts look fine', () => {
    const result = judgePlaywright('playwright', report({}, [{ message: 'Error: worker teardown failed' }]), []);
    expect(result).toMatchObject({
      status: 'failed',
      passed: 52,
      failed: 1,
      problems: ['Error: worker teardown failed'],
    });
  });

  it('is red when no tests ran', () => {
    expect(judgePlaywright('playwright', report({ expected: 0, skipped: 3 }), [])).toMatchObject({
      status: 'failed',
      failed: 1,
      skipped: 3,
      problems: ['no tests ran'],
    });
  });

  it('is red when it ran fewer spec files than the repository holds, or than its minimum', () => {
    const files = (holds: number, minimum: number) => ({ files: { what: 'Playwright specs', holds, minimum } });
    expect(judgePlaywright('playwright', report(), [], '', files(2, 2))).toMatchObject({
      status: 'passed',
      problems: [],
    });
    expect(judgePlaywright('playwright', report(), [], '', files(3, 2))).toMatchObject({
      status: 'failed',
      passed: 52,
      failed: 1,
      problems: ['ran 2 test files of the 3 Playwright specs the repository holds'],
    });
    expect(judgePlaywright('playwright', report(), [], '', files(2, 15))).toMatchObject({
      status: 'failed',
      problems: ["ran 2 test files, below this stage's minimum of 15"],
    });
  });

  it('counts a skipped test as a failure in CI, and only as skipped elsewhere', () => {
    expect(judgePlaywright('playwright', report({ expected: 50, skipped: 2 }), [], '', { ci: true })).toMatchObject({
      status: 'failed',
      passed: 50,
      failed: 2,
      skipped: 0,
      problems: ['2 skipped or todo: in CI each counts as a failure'],
    });
    expect(judgePlaywright('playwright', report({ expected: 50, skipped: 2 }), [], '', { ci: false })).toMatchObject({
      status: 'passed',
      failed: 0,
      skipped: 2,
    });
  });

  it('counts a flaky test as failed', () => {
    const result = judgePlaywright('playwright', report({ expected: 50, flaky: 2 }), []);
    expect(result).toMatchObject({ status: 'failed', passed: 50, failed: 2 });
    expect(result.problems).toEqual(['2 flaky (passed only on a retry): counted as failed']);
  });

  it('is red on a failing test, a non-zero exit, a timeout or a missing report', () => {
    expect(
      judgePlaywright('playwright', report({ expected: 51, unexpected: 1 }), ['exited with code 1']),
    ).toMatchObject({ status: 'failed', passed: 51, failed: 1 });
    expect(judgePlaywright('playwright', report(), ['exited with code 1'])).toMatchObject({
      status: 'failed',
      failed: 1,
    });
    expect(judgePlaywright('playwright', report(), ['timed out after 60 min'])).toMatchObject({
      status: 'failed',
      problems: ['timed out after 60 min'],
    });
    expect(judgePlaywright('playwright', undefined, [])).toMatchObject({
      status: 'failed',
      failed: 1,
      problems: ['Playwright wrote no report'],
    });
  });
});
