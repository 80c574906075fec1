// The stages of `pnpm test` as values: each runs one tool and turns what the tool reports into a
// StageResult. `runStages` runs them in order; a stage that needs another (Playwright needs the build) is
// red without running when that one failed. Everything a stage touches is passed in, so the runner's own
// tests drive real tools against small fixtures.
import fs from 'node:fs';
import path from 'node:path';
import { judgeJest, type JestReport } from './jest-report';
import { judgePlaywright, type PlaywrightReport } from './playwright-report';
import { outcomeProblems, runProcess, type RunOptions } from './process';
import { couldNotRun, stepResult, type StageKind, type StageResult } from './stage';
import { isRed, summaryLines } from './summary';
import type { StageRules } from './test-files';

export interface Stage {
  name: string;
  kind: StageKind;
  /** Stages that must have passed for this one to be worth running. */
  needs?: string[];
  run(): Promise<StageResult>;
}

export interface ToolOptions {
  cwd: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  stdio?: RunOptions['stdio'];
  /** Where the tool writes its JSON report. */
  reportDir: string;
  /** Paths in problems are shown relative to this. */
  root?: string;
  /** How many test files the stage must run, and whether skipped tests fail it (CI). */
  rules?: StageRules;
}

function readJson<T>(file: string): T | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const reportFile = (dir: string, name: string, ext = 'json') => path.join(dir, `${name.replace(/\W+/g, '-')}.${ext}`);

/** A step that passes or fails as a whole (lint, type-check, build). */
export function commandStep(
  name: string,
  command: string,
  args: string[],
  options: Omit<ToolOptions, 'reportDir' | 'root'>,
): Stage {
  return {
    name,
    kind: 'step',
    async run() {
      const outcome = await runProcess(command, args, options);
      return { ...stepResult(name, outcomeProblems(outcome, options.timeoutMs)), seconds: outcome.seconds };
    },
  };
}

/** Runs jest (through `pnpm exec`) with a JSON report and judges it. */
export async function runJest(name: string, args: string[], options: ToolOptions): Promise<StageResult> {
  const out = reportFile(options.reportDir, name);
  fs.rmSync(out, { force: true });
  const outcome = await runProcess('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${out}`, ...args], options);
  const result = judgeJest(
    name,
    readJson<JestReport>(out),
    outcomeProblems(outcome, options.timeoutMs),
    options.root,
    options.rules,
  );
  return { ...result, seconds: outcome.seconds };
}

export function jestStage(name: string, args: string[], options: ToolOptions): Stage {
  return { name, kind: 'tests', run: () => runJest(name, args, options) };
}

/**
 * Runs Playwright (through `pnpm exec`) with a JSON report and judges it. `--forbid-only`: a focused test
 * left in a spec would silently drop every other test of the suite.
 */
export async function runPlaywright(name: string, args: string[], options: ToolOptions): Promise<StageResult> {
  const out = reportFile(options.reportDir, name);
  fs.rmSync(out, { force: true });
  const outcome = await runProcess(
    'pnpm',
    ['exec', 'playwright', 'test', '--forbid-only', '--reporter=list,json', ...args],
    {
      ...options,
      env: { ...options.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const result = judgePlaywright(
    name,
    readJson<PlaywrightReport>(out),
    outcomeProblems(outcome, options.timeoutMs),
    options.root,
    options.rules,
  );
  return { ...result, seconds: outcome.seconds };
}

export function playwrightStage(name: string, args: string[], options: ToolOptions & { needs?: string[] }): Stage {
  return { name, kind: 'tests', needs: options.needs, run: () => runPlaywright(name, args, options) };
}

export async function runStages(
  stages: Stage[],
  log: (line: string) => void = console.log,
  stop?: AbortSignal,
): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const stage of stages) {
    log(`\n━━ ${stage.name} ━━`);
    const unmet = (stage.needs ?? []).filter((need) => results.find((r) => r.name === need)?.status !== 'passed');
    if (stop?.aborted) results.push(couldNotRun(stage.name, stage.kind, 'not run: the run was interrupted'));
    else if (unmet.length)
      results.push(couldNotRun(stage.name, stage.kind, `not run: ${unmet.join(', ')} did not pass`));
    else
      results.push(
        await stage
          .run()
          .catch((error: Error) => couldNotRun(stage.name, stage.kind, `the runner failed: ${error.message}`)),
      );
  }
  return results;
}

/** Runs the stages, prints the summary, and gives the exit code: 1 when any stage failed. */
export async function runAll(
  stages: Stage[],
  log: (line: string) => void = console.log,
  stop?: AbortSignal,
): Promise<{ results: StageResult[]; exitCode: 0 | 1 }> {
  const results = await runStages(stages, log, stop);
  log(`\n${summaryLines(results).join('\n')}`);
  return { results, exitCode: isRed(results) ? 1 : 0 };
}
