// Runs one tool in a process group of its own, so a stage that hangs is stopped with everything it started
// (a web server, workers) when its time is up.
import { spawn, type StdioOptions } from 'node:child_process';

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** The stage's time limit; the whole process group is stopped when it passes. */
  timeoutMs: number;
  /** Between the polite SIGINT (tools clean up on it) and SIGKILL. */
  graceMs?: number;
  /** 'inherit' shows the tool's output live; 'pipe' captures it. */
  stdio?: 'inherit' | 'pipe' | 'ignore';
}

export interface RunOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  seconds: number;
  stdout: string;
  stderr: string;
  /** The process could not be started at all (command not found…). */
  spawnError?: string;
}

const running = new Set<number>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops every tool still running (the runner itself was interrupted). */
export function stopAll(signal: NodeJS.Signals = 'SIGINT'): void {
  for (const pid of running) killGroup(pid, signal);
}

export function runProcess(command: string, args: string[], options: RunOptions): Promise<RunOutcome> {
  const started = Date.now();
  const stdio: StdioOptions =
    options.stdio === 'pipe'
      ? ['ignore', 'pipe', 'pipe']
      : options.stdio === 'ignore'
        ? 'ignore'
        : ['ignore', 'inherit', 'inherit'];
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio,
      detached: true,
    });
    const pid = child.pid;
    if (pid !== undefined) running.add(pid);
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

    const finish = (code: number | null, signal: NodeJS.Signals | null, spawnError?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(killTimer);
      if (pid !== undefined) {
        running.delete(pid);
        // After a timeout nothing of the tool's may live on. A tool that finished on its own keeps its group:
        // a daemon it started on purpose (PostgreSQL) may live in it.
        if (timedOut) killGroup(pid, 'SIGKILL');
      }
      resolve({
        code,
        signal,
        timedOut,
        seconds: (Date.now() - started) / 1000,
        stdout,
        stderr,
        ...(spawnError ? { spawnError } : {}),
      });
    };

    let killTimer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      if (pid === undefined) return;
      timedOut = true;
      killGroup(pid, 'SIGINT');
      killTimer = setTimeout(() => killGroup(pid, 'SIGKILL'), options.graceMs ?? 15_000);
    }, options.timeoutMs);

    child.on('error', (error) => finish(null, null, error.message));
    // 'exit', not 'close': a daemon the tool started may keep a captured pipe open. Output that is still
    // in flight gets a moment to arrive.
    child.on('exit', (code, signal) => {
      if (options.stdio !== 'pipe') return finish(code, signal);
      const fallback = setTimeout(() => finish(code, signal), 2_000);
      child.on('close', () => {
        clearTimeout(fallback);
        finish(code, signal);
      });
    });
  });
}

/** Why a run that finished counts as broken, whatever its report says. */
export function outcomeProblems(outcome: RunOutcome, timeoutMs: number): string[] {
  if (outcome.spawnError) return [`could not start: ${outcome.spawnError}`];
  if (outcome.timedOut) return [`timed out after ${formatDuration(timeoutMs)}`];
  if (outcome.signal) return [`killed by ${outcome.signal}`];
  if (outcome.code !== 0) return [`exited with code ${outcome.code}`];
  return [];
}

export function formatDuration(ms: number): string {
  return ms >= 60_000 ? `${Math.round(ms / 6_000) / 10} min` : `${Math.round(ms / 100) / 10} s`;
}
