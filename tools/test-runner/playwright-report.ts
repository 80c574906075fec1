// Reads Playwright's JSON report and decides the stage's result. Playwright reports what stops tests from
// running (a spec that fails to load, a web server that does not start, a focused test under forbidOnly,
// no tests found) in `errors`, with all counts at zero: each of those makes the stage red, and so does a
// flaky test (one that needed a retry) or a run in which no test ran.
import { firstLine, testsResult, type StageResult } from './stage';

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string; location?: { file: string; line: number; column: number } }[];
}

export function reportErrors(report: PlaywrightReport, root = ''): string[] {
  return (report.errors ?? []).map((error) => {
    const where = error.location ? `${error.location.file.startsWith(root) ? error.location.file.slice(root.length).replace(/^\//, '') : error.location.file}:${error.location.line}: ` : '';
    return `${where}${firstLine(error.message ?? 'unknown error')}`;
  });
}

export function judgePlaywright(name: string, report: PlaywrightReport | undefined, processProblems: string[], root = ''): StageResult {
  if (!report) return testsResult(name, { passed: 0, failed: 0, skipped: 0, broken: 0 }, [...processProblems, 'Playwright wrote no report']);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const errors = reportErrors(report, root);
  const problems = [...processProblems, ...errors];
  if (flaky > 0) problems.push(`${flaky} flaky (passed only on a retry): counted as failed`);
  if (expected + unexpected + flaky === 0) problems.push('no tests ran');
  return testsResult(name, { passed: expected, failed: unexpected + flaky, skipped, broken: errors.length }, problems);
}
