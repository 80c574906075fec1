import fs from 'node:fs';
import { outcomeProblems, runProcess } from './process';

/** Running, as opposed to gone or a zombie waiting for its new parent to reap it. */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** Whether `pid` is gone within `ms`: the kernel delivers SIGKILL moments after the tool's own exit is reported. */
async function goneWithin(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; running(pid) && Date.now() < end;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return !running(pid);
}

jest.setTimeout(30_000);

describe('running a tool', () => {
  it('reports the exit code and output', async () => {
    const outcome = await runProcess('sh', ['-c', 'echo out; echo err >&2; exit 3'], {
      cwd: __dirname,
      timeoutMs: 30_000,
      stdio: 'pipe',
    });
    expect(outcome).toMatchObject({ code: 3, signal: null, timedOut: false, stdout: 'out\n', stderr: 'err\n' });
    expect(outcomeProblems(outcome, 30_000)).toEqual(['exited with code 3']);
  });

  it('has no problems with a clean exit', async () => {
    const outcome = await runProcess('true', [], { cwd: __dirname, timeoutMs: 30_000, stdio: 'pipe' });
    expect(outcomeProblems(outcome, 30_000)).toEqual([]);
  });

  it('stops a tool that hangs, with everything it started, when its time is up', async () => {
    // The tool starts a child of its own and ignores SIGINT, as a stuck tool might.
    // The limit leaves a loaded machine time to start it.
    const outcome = await runProcess('sh', ['-c', "trap '' INT; sleep 120 & echo $!; wait"], {
      cwd: __dirname,
      timeoutMs: 5_000,
      graceMs: 500,
      stdio: 'pipe',
    });
    expect(outcome.timedOut).toBe(true);
    expect(outcomeProblems(outcome, 5_000)).toEqual(['timed out after 5 s']);
    const grandchild = Number(outcome.stdout.trim());
    expect(grandchild).toBeGreaterThan(0);
    expect(await goneWithin(grandchild, 3_000)).toBe(true);
  });

  it('reports a command that cannot start', async () => {
    const outcome = await runProcess('no-such-command-tales', [], { cwd: __dirname, timeoutMs: 30_000, stdio: 'pipe' });
    expect(outcomeProblems(outcome, 30_000)).toEqual([expect.stringMatching(/^could not start: .*ENOENT/)]);
  });
});
