// How many test files a test stage must run: as many as the repository holds for it (the files matching the
// stage's pattern, counted on disk apart from the tool's own configuration), and never fewer than a fixed
// minimum. A config change that drops a folder, a pattern that stops matching, or a tool that quietly runs a
// subset each turn the stage red instead of leaving it green with fewer tests.
import fs from 'node:fs';
import path from 'node:path';

export interface ExpectedFiles {
  /** What the files are, for the message ("jest test files"). */
  what: string;
  /** How many the repository holds for the stage. */
  holds: number;
  /** The stage's fixed floor, whatever the count says. */
  minimum: number;
}

/** Folders no test file of the repository lives in: dependencies, build output, hidden folders (.git, .data). */
const skipped = (name: string) =>
  name === 'node_modules' || name === 'dist' || name === 'dist-server' || name.startsWith('.');

/** The files under `dir` whose path relative to `dir` matches `pattern` (`/` separators). */
export function findFiles(dir: string, pattern: RegExp, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped(entry.name) ? [] : findFiles(full, pattern, base);
    return entry.isFile() && pattern.test(path.relative(base, full).split(path.sep).join('/')) ? [full] : [];
  });
}

/** Why a stage that ran `ran` test files ran too few; empty when it ran enough. */
export function fileCountProblems(ran: number, expected: ExpectedFiles | undefined): string[] {
  if (!expected) return [];
  const problems: string[] = [];
  if (ran < expected.holds)
    problems.push(`ran ${ran} test files of the ${expected.holds} ${expected.what} the repository holds`);
  if (ran < expected.minimum) problems.push(`ran ${ran} test files, below this stage's minimum of ${expected.minimum}`);
  return problems;
}

/** In CI a skipped or todo test is a failure: a test left off there is a test nobody runs. */
export function skippedProblems(skipped: number, ci: boolean): string[] {
  return ci && skipped > 0 ? [`${skipped} skipped or todo: in CI each counts as a failure`] : [];
}

/** What a stage holds its tool's report to beyond the tool's own verdict. */
export interface StageRules {
  /** In CI skipped and todo tests count as failures. */
  ci?: boolean;
  files?: ExpectedFiles;
}
