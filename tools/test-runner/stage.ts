// What one stage of `pnpm test` found. Steps (lint, type-check, build) pass or fail as a whole; test stages
// also count test cases. A stage that breaks without a failing test (a suite that cannot load, a web server
// that does not start, no tests at all, a timeout) still counts as failed, with the reason in `problems`.

export type StageKind = 'step' | 'tests';
export type StageStatus = 'passed' | 'failed' | 'not-run';

export interface StageResult {
  name: string;
  kind: StageKind;
  status: StageStatus;
  /** Test cases (test stages only). */
  passed: number;
  failed: number;
  skipped: number;
  /** Why the stage failed or did not run, besides failing test cases. */
  problems: string[];
  seconds?: number;
}

const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of a tool's message, trimmed, for a one-line summary. */
export function firstLine(message: string): string {
  return (
    message
      .split('\n')
      .map((line) => line.replace(colour, '').trim())
      .find((line) => line && !/^●\s*Test suite failed to run$/.test(line)) ?? ''
  );
}

/**
 * A test stage's result: failed when anything is wrong; a failed stage with no failing test case counts
 * its problems as failures (at least one), so the closing count never reads "0 failed" for a red stage.
 */
export function testsResult(
  name: string,
  counts: { passed: number; failed: number; skipped: number; broken: number },
  problems: string[],
): StageResult {
  const failed = counts.failed + counts.broken;
  const red = failed > 0 || problems.length > 0;
  return {
    name,
    kind: 'tests',
    status: red ? 'failed' : 'passed',
    passed: counts.passed,
    failed: red && failed === 0 ? 1 : failed,
    skipped: counts.skipped,
    problems,
  };
}

export function stepResult(name: string, problems: string[]): StageResult {
  return {
    name,
    kind: 'step',
    status: problems.length ? 'failed' : 'passed',
    passed: 0,
    failed: 0,
    skipped: 0,
    problems,
  };
}

export function notRun(name: string, kind: StageKind, reason: string): StageResult {
  return { name, kind, status: 'not-run', passed: 0, failed: 0, skipped: 0, problems: [reason] };
}

/** A stage that should have run and could not: red, and counted as one failure when it holds tests. */
export function couldNotRun(name: string, kind: StageKind, reason: string): StageResult {
  return kind === 'tests'
    ? testsResult(name, { passed: 0, failed: 0, skipped: 0, broken: 0 }, [reason])
    : stepResult(name, [reason]);
}
