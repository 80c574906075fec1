// Reads Playwright's JSON report and decides the stage's result. Playwright reports what stops tests from
// running (a spec that fails to load, a web server that does not start, a focused test under forbidOnly,
// no tests found) in `errors`, with all counts at zero: each of those makes the stage red, and so does a
// flaky test (one that needed a retry), a run in which no test ran, fewer spec files than the stage expects
// and, in CI, a skipped test.
import { firstLine, type StageResult } from './stage';
import type { StageRules } from './test-files';
import { judgeReport, missingReport, relativeTo } from './tool-report';

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string; location?: { file: string; line: number; column: number } }[];
  /** One top-level suite per spec file that ran. */
  suites?: { file: string }[];
}

/** The spec files the run ran. */
export const specFilesRan = (report: PlaywrightReport): number =>
  new Set((report.suites ?? []).map((suite) => suite.file)).size;

export function reportErrors(report: PlaywrightReport, root = ''): string[] {
  return (report.errors ?? []).map((error) => {
    const where = error.location ? `${relativeTo(root, error.location.file)}:${error.location.line}: ` : '';
    return `${where}${firstLine(error.message ?? 'unknown error')}`;
  });
}

export function judgePlaywright(
  name: string,
  report: PlaywrightReport | undefined,
  processProblems: string[],
  root = '',
  rules: StageRules = {},
): StageResult {
  if (!report) return missingReport(name, 'Playwright', processProblems);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const errors = reportErrors(report, root);
  const problems = [...processProblems, ...errors];
  if (flaky > 0) problems.push(`${flaky} flaky (passed only on a retry): counted as failed`);
  if (expected + unexpected + flaky === 0) problems.push('no tests ran');
  return judgeReport(
    name,
    { passed: expected, failed: unexpected + flaky, skipped, broken: errors.length, files: specFilesRan(report) },
    problems,
    rules,
  );
}
