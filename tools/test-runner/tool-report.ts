// What the jest and Playwright stages judge alike once each has read its tool's report: a missing report, file
// paths relative to the repository, and the rules every test stage holds its tool to (enough test files ran;
// in CI a skipped test is a failure) on top of the tool's own counts and problems.
import { testsResult, type StageResult } from './stage';
import { fileCountProblems, skippedProblems, type StageRules } from './test-files';

/** What a tool's report says of its run, in the stage's terms. */
export interface ReportCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Test files (or errors) that broke without a failing test. */
  broken: number;
  /** The test files the run ran. */
  files: number;
}

/** The result of a stage whose tool wrote no report: red, with the process's own problems. */
export function missingReport(name: string, tool: string, processProblems: string[]): StageResult {
  return testsResult(name, { passed: 0, failed: 0, skipped: 0, broken: 0 }, [
    ...processProblems,
    `${tool} wrote no report`,
  ]);
}

/** `file` relative to `root` (the repository) when it lies under it, else as the tool wrote it. */
export const relativeTo = (root: string, file: string): string =>
  file.startsWith(root) ? file.slice(root.length).replace(/^\//, '') : file;

/**
 * The stage's result from the tool's counts and the problems found so far, once the stage's rules are applied:
 * too few test files is a problem, and in CI each skipped test counts as failed.
 */
export function judgeReport(name: string, counts: ReportCounts, problems: string[], rules: StageRules): StageResult {
  const fileProblems = fileCountProblems(counts.files, rules.files);
  const skipFailures = skippedProblems(counts.skipped, rules.ci ?? false);
  const failedSkips = skipFailures.length ? counts.skipped : 0;
  return testsResult(
    name,
    {
      passed: counts.passed,
      failed: counts.failed + failedSkips,
      skipped: counts.skipped - failedSkips,
      broken: counts.broken,
    },
    [...problems, ...fileProblems, ...skipFailures],
  );
}
