import { closingLine, isRed, summaryLines } from './summary';
import { couldNotRun, notRun, stepResult, testsResult } from './stage';

const green = [
  stepResult('lint', []),
  stepResult('typecheck', []),
  testsResult('jest', { passed: 800, failed: 0, skipped: 0, broken: 0 }, []),
  testsResult('jest on PostgreSQL', { passed: 300, failed: 0, skipped: 1, broken: 0 }, []),
  stepResult('build', []),
  testsResult('playwright', { passed: 52, failed: 0, skipped: 0, broken: 0 }, []),
];

describe('the summary', () => {
  it('counts test cases only: lint, typecheck and build are steps', () => {
    const lines = summaryLines(green);
    expect(lines.at(-1)).toBe('1152 passed, 0 failed, 1 skipped');
    expect(lines).toContain('  ✓ step  lint                ok');
    expect(lines).toContain('  ✓ tests jest                800 passed, 0 failed');
    expect(lines).toContain('  ✓ tests jest on PostgreSQL  300 passed, 0 failed, 1 skipped');
    expect(isRed(green)).toBe(false);
  });

  it('ends with exactly "N passed, N failed" when nothing was skipped', () => {
    expect(closingLine([testsResult('jest', { passed: 5, failed: 2, skipped: 0, broken: 0 }, [])])).toBe(
      '5 passed, 2 failed',
    );
  });

  it('is red when a step fails, though no test case failed', () => {
    const results = green.map((r) => (r.name === 'lint' ? stepResult('lint', ['exited with code 1']) : r));
    expect(isRed(results)).toBe(true);
    const lines = summaryLines(results);
    expect(lines).toContain('  ✗ step  lint                failed');
    expect(lines).toContain('        - exited with code 1');
    expect(lines).toContain('FAILED: lint');
  });

  it('shows a stage that did not run as such, without turning a local run red', () => {
    const results = green.map((r) =>
      r.name === 'jest on PostgreSQL' ? notRun(r.name, 'tests', 'no PostgreSQL: pg_ctlcluster not found') : r,
    );
    expect(isRed(results)).toBe(false);
    const lines = summaryLines(results);
    expect(lines).toContain('  ! tests jest on PostgreSQL  DID NOT RUN: no PostgreSQL: pg_ctlcluster not found');
    expect(lines).toContain('Did not run: jest on PostgreSQL');
    expect(lines.at(-1)).toBe('852 passed, 0 failed');
  });

  it('counts a test stage that could not run as a failure', () => {
    const results = [...green.slice(0, 5), couldNotRun('playwright', 'tests', 'not run: build did not pass')];
    expect(isRed(results)).toBe(true);
    expect(summaryLines(results).at(-1)).toBe('1100 passed, 1 failed, 1 skipped');
  });
});
