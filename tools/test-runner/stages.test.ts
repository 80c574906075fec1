import { runStages, type Stage } from './stages';
import { stepResult, testsResult, type StageResult } from './stage';

const stage = (name: string, result: StageResult, needs?: string[]): Stage & { runs: number } => {
  const s = {
    name,
    kind: result.kind,
    needs,
    runs: 0,
    run: async () => {
      s.runs += 1;
      return result;
    },
  };
  return s;
};

describe('running the stages', () => {
  it('runs every stage in order, even after one failed', async () => {
    const lint = stage('lint', stepResult('lint', ['exited with code 1']));
    const jest = stage('jest', testsResult('jest', { passed: 3, failed: 0, skipped: 0, broken: 0 }, []));
    const results = await runStages([lint, jest], () => undefined);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['lint', 'failed'],
      ['jest', 'passed'],
    ]);
  });

  it('does not run Playwright on a failed build, and counts it as failed', async () => {
    const build = stage('build', stepResult('build', ['exited with code 1']));
    const playwright = stage(
      'playwright',
      testsResult('playwright', { passed: 52, failed: 0, skipped: 0, broken: 0 }, []),
      ['build'],
    );
    const results = await runStages([build, playwright], () => undefined);
    expect(playwright.runs).toBe(0);
    expect(results[1]).toMatchObject({ status: 'failed', failed: 1, problems: ['not run: build did not pass'] });
  });

  it('turns a stage that throws into a failed stage', async () => {
    const broken: Stage = { name: 'jest', kind: 'tests', run: () => Promise.reject(new Error('no jest')) };
    const [result] = await runStages([broken], () => undefined);
    expect(result).toMatchObject({ status: 'failed', failed: 1, problems: ['the runner failed: no jest'] });
  });

  it('runs nothing more once interrupted', async () => {
    const stop = new AbortController();
    const first: Stage = {
      name: 'lint',
      kind: 'step',
      run: async () => {
        stop.abort();
        return stepResult('lint', ['killed by SIGINT']);
      },
    };
    const second = stage('jest', testsResult('jest', { passed: 1, failed: 0, skipped: 0, broken: 0 }, []));
    const results = await runStages([first, second], () => undefined, stop.signal);
    expect(second.runs).toBe(0);
    expect(results[1]).toMatchObject({ status: 'failed', problems: ['not run: the run was interrupted'] });
  });
});
