// Reads what jest says about a run (`jest --json --outputFile`) and decides the stage's result: the exit
// code, suites that failed to load or broke outside their tests, a run in which no test ran, fewer test files
// than the stage expects and, in CI, a skipped or todo test each make it red, whatever the counts say.
import { firstLine, type StageResult } from './stage';
import type { StageRules } from './test-files';
import { judgeReport, missingReport, relativeTo } from './tool-report';

export interface JestReport {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  wasInterrupted?: boolean;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { status: string; fullName: string }[];
  }[];
}

/** Suites that failed without a failing test: they did not load, had no tests, or a hook threw. */
export function brokenSuites(report: JestReport, root = ''): string[] {
  return report.testResults
    .filter((suite) => suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'))
    .map((suite) => `${relativeTo(root, suite.name)}: ${firstLine(suite.message) || 'failed outside its tests'}`);
}

/**
 * The stage's result from the report (undefined when jest wrote none) and the problems of the process
 * itself (exit code, timeout). Each test file jest ran, loaded or not, is one entry of `testResults`.
 */
export function judgeJest(
  name: string,
  report: JestReport | undefined,
  processProblems: string[],
  root = '',
  rules: StageRules = {},
): StageResult {
  if (!report) return missingReport(name, 'jest', processProblems);
  const broken = brokenSuites(report, root);
  const problems = [...processProblems, ...broken];
  if (report.wasInterrupted) problems.push('the run was interrupted');
  if (report.numPassedTests + report.numFailedTests === 0) problems.push('no tests ran');
  if (!report.success && problems.length === 0 && report.numFailedTests === 0) problems.push('jest reported failure');
  return judgeReport(
    name,
    {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      broken: broken.length,
      files: report.testResults.length,
    },
    problems,
    rules,
  );
}
