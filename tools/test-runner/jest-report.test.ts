import { judgeJest, type JestReport } from './jest-report';

const suite = (name: string, status: string, tests: string[], message = '') => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults: tests.map((s, i) => ({ status: s, fullName: `${name} test ${i}` })),
});

const report = (over: Partial<JestReport> = {}): JestReport => ({
  success: true,
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numTotalTestSuites: 1,
  testResults: [suite('a.test.ts', 'passed', ['passed', 'passed', 'passed'])],
  ...over,
});

describe('judging a jest run', () => {
  it('is green only when the run passed, exited 0 and ran tests', () => {
    expect(judgeJest('jest', report(), [], '/repo')).toEqual({
      name: 'jest',
      kind: 'tests',
      status: 'passed',
      passed: 3,
      failed: 0,
      skipped: 0,
      problems: [],
    });
  });

  it('is red on a non-zero exit even when every counted test passed', () => {
    const result = judgeJest('jest', report(), ['exited with code 1']);
    expect(result.status).toBe('failed');
    expect(result.failed).toBe(1);
    expect(result.problems).toEqual(['exited with code 1']);
  });

  it('counts failing tests', () => {
    const result = judgeJest(
      'jest',
      report({
        success: false,
        numPassedTests: 2,
        numFailedTests: 1,
        testResults: [suite('a.test.ts', 'failed', ['passed', 'failed', 'passed'])],
      }),
      ['exited with code 1'],
    );
    expect(result).toMatchObject({ status: 'failed', passed: 2, failed: 1 });
  });

  it('is red when a suite fails to load, and counts it as a failure', () => {
    const broken = suite(
      'b.test.ts',
      'failed',
      [],
      "  ● Test suite failed to run\n\n    Cannot find module './nope' from 'b.test.ts'\n",
    );
    const result = judgeJest(
      'jest',
      report({ success: false, testResults: [suite('a.test.ts', 'passed', ['passed', 'passed', 'passed']), broken] }),
      [],
      '/repo',
    );
    expect(result.status).toBe('failed');
    expect(result.failed).toBe(1);
    expect(result.problems).toEqual(["b.test.ts: Cannot find module './nope' from 'b.test.ts'"]);
  });

  it('is red when a hook breaks a suite whose tests all passed', () => {
    const hook = suite('c.test.ts', 'failed', ['passed'], '\n\n  ● Test suite failed to run\n\n    afterAll broke\n');
    const result = judgeJest('jest', report({ success: false, numPassedTests: 1, testResults: [hook] }), [], '/repo');
    expect(result).toMatchObject({ status: 'failed', passed: 1, failed: 1, problems: ['c.test.ts: afterAll broke'] });
  });

  it('is red when no test ran, even with success and exit 0 (--passWithNoTests, everything skipped)', () => {
    const result = judgeJest('jest', report({ numPassedTests: 0, numPendingTests: 4, testResults: [] }), []);
    expect(result).toMatchObject({ status: 'failed', passed: 0, failed: 1, skipped: 4, problems: ['no tests ran'] });
  });

  it('is red without a report, and on a timeout', () => {
    expect(judgeJest('jest', undefined, ['killed by SIGKILL'])).toMatchObject({
      status: 'failed',
      failed: 1,
      problems: ['killed by SIGKILL', 'jest wrote no report'],
    });
    expect(judgeJest('jest', report(), ['timed out after 30 min'])).toMatchObject({
      status: 'failed',
      failed: 1,
      problems: ['timed out after 30 min'],
    });
  });

  it('is red when it ran fewer test files than the repository holds, or than its minimum', () => {
    const files = (holds: number, minimum: number) => ({ files: { what: 'jest test files', holds, minimum } });
    expect(judgeJest('jest', report(), [], '/repo', files(1, 1))).toMatchObject({ status: 'passed', problems: [] });
    expect(judgeJest('jest', report(), [], '/repo', files(2, 1))).toMatchObject({
      status: 'failed',
      passed: 3,
      failed: 1,
      problems: ['ran 1 test files of the 2 jest test files the repository holds'],
    });
    expect(judgeJest('jest', report(), [], '/repo', files(1, 5))).toMatchObject({
      status: 'failed',
      failed: 1,
      problems: ["ran 1 test files, below this stage's minimum of 5"],
    });
  });

  it('counts skipped and todo tests as failures in CI, and only as skipped elsewhere', () => {
    const leftOff = report({ numPendingTests: 1, numTodoTests: 2 });
    expect(judgeJest('jest', leftOff, [], '/repo', { ci: true })).toMatchObject({
      status: 'failed',
      passed: 3,
      failed: 3,
      skipped: 0,
      problems: ['3 skipped or todo: in CI each counts as a failure'],
    });
    expect(judgeJest('jest', leftOff, [], '/repo', { ci: false })).toMatchObject({
      status: 'passed',
      passed: 3,
      failed: 0,
      skipped: 3,
      problems: [],
    });
  });

  it('is red when jest says the run failed for a reason it does not itemise', () => {
    expect(judgeJest('jest', report({ success: false }), [])).toMatchObject({
      status: 'failed',
      problems: ['jest reported failure'],
    });
    expect(judgeJest('jest', report({ wasInterrupted: true }), [])).toMatchObject({
      status: 'failed',
      problems: ['the run was interrupted'],
    });
  });
});
