// The closing report of `pnpm test`: one line per stage with its own counts, then the verdict, then one
// line that counts test cases only (lint, type-check and build are steps, not tests):
//   "N passed, N failed" or "N passed, N failed, N skipped".
import { formatDuration } from './process';
import type { StageResult } from './stage';

const mark = { passed: '✓', failed: '✗', 'not-run': '!' } as const;

function describeStage(stage: StageResult): string {
  if (stage.status === 'not-run') return `DID NOT RUN: ${stage.problems.join('; ')}`;
  if (stage.kind === 'step') return stage.status === 'passed' ? 'ok' : 'failed';
  return `${stage.passed} passed, ${stage.failed} failed${stage.skipped ? `, ${stage.skipped} skipped` : ''}`;
}

export function totals(results: StageResult[]): { passed: number; failed: number; skipped: number } {
  const tests = results.filter((stage) => stage.kind === 'tests');
  return {
    passed: tests.reduce((n, s) => n + s.passed, 0),
    failed: tests.reduce((n, s) => n + s.failed, 0),
    skipped: tests.reduce((n, s) => n + s.skipped, 0),
  };
}

export function closingLine(results: StageResult[]): string {
  const { passed, failed, skipped } = totals(results);
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

export function isRed(results: StageResult[]): boolean {
  return results.some((stage) => stage.status === 'failed');
}

export function summaryLines(results: StageResult[]): string[] {
  const width = Math.max(...results.map((stage) => stage.name.length), 10) + 2;
  const lines = ['Summary'];
  for (const stage of results) {
    const time = stage.seconds === undefined ? '' : `  (${formatDuration(stage.seconds * 1000)})`;
    lines.push(
      `  ${mark[stage.status]} ${(stage.kind === 'step' ? 'step' : 'tests').padEnd(6)}${stage.name.padEnd(width)}${describeStage(stage)}${time}`,
    );
    if (stage.status === 'failed') for (const problem of stage.problems) lines.push(`        - ${problem}`);
  }
  const failed = results.filter((stage) => stage.status === 'failed').map((stage) => stage.name);
  const notRun = results.filter((stage) => stage.status === 'not-run').map((stage) => stage.name);
  lines.push('');
  lines.push(failed.length ? `FAILED: ${failed.join(', ')}` : `All stages that ran passed.`);
  if (notRun.length) lines.push(`Did not run: ${notRun.join(', ')}`);
  lines.push('Test cases of the test stages (steps are not counted):');
  lines.push(closingLine(results));
  return lines;
}
