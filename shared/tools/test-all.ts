// `pnpm test`: the whole suite in one go: lint, type-check, jest (database tests on PGlite, then again on
// PostgreSQL when one is available), the production builds, and Playwright against them. Ends with one
// summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-test-'));

type Step = { name: string; passed: number; failed: number; skipped?: number; note?: string };
const steps: Step[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

/** A step that is one check (lint, type-check, build): passes or fails as a whole. */
function check(name: string, cmd: string, args: string[]): void {
  const ok = run(cmd, args) === 0;
  steps.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

type JestJson = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numFailedTestSuites: number; numRuntimeErrorTestSuites: number };

function jest(name: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const code = run('pnpm', ['exec', 'jest', '--json', `--outputFile=${out}`, ...args], env);
  if (!fs.existsSync(out)) return void steps.push({ name, passed: 0, failed: 1, note: `jest exited ${code} without results` });
  const r = JSON.parse(fs.readFileSync(out, 'utf8')) as JestJson;
  // A suite that fails to load counts as a failure even though none of its tests ran.
  const brokenSuites = r.numRuntimeErrorTestSuites + (r.numFailedTests === 0 ? r.numFailedTestSuites : 0);
  steps.push({ name, passed: r.numPassedTests, failed: r.numFailedTests + brokenSuites, skipped: r.numPendingTests });
}

type PwStats = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

function playwright(): void {
  const out = path.join(tmp, 'playwright.json');
  const code = run('pnpm', ['--filter', '@tales/e2e', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!fs.existsSync(out)) return void steps.push({ name: 'playwright', passed: 0, failed: 1, note: `playwright exited ${code} without results` });
  const { stats } = JSON.parse(fs.readFileSync(out, 'utf8')) as PwStats;
  steps.push({ name: 'playwright', passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped });
}

/** PostgreSQL for the database tests: TEST_DATABASE_URL, or the machine's PostgreSQL started by our script. */
function postgresUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const script = path.join(repo, 'supabase/local/scripts/start-postgres.sh');
  if (!fs.existsSync(script)) return undefined;
  const res = spawnSync('bash', [script], { cwd: repo, encoding: 'utf8' });
  if (res.status !== 0) {
    console.log(`PostgreSQL not available (${(res.stderr || res.stdout).trim().split('\n').pop()}): database tests run on PGlite only.`);
    return undefined;
  }
  return res.stdout.trim().split('\n').pop();
}

check('lint', 'pnpm', ['lint']);
check('typecheck', 'pnpm', ['typecheck']);
jest('jest', []);
const pgUrl = postgresUrl();
if (pgUrl) jest('jest on PostgreSQL', ['--selectProjects', 'node'], { TEST_DATABASE_URL: pgUrl });
else steps.push({ name: 'jest on PostgreSQL', passed: 0, failed: 0, note: 'skipped: no PostgreSQL' });
check('build', 'pnpm', ['build']);
playwright();

console.log('\nSummary');
for (const s of steps) {
  console.log(`  ${s.failed ? '✗' : '✓'} ${s.name.padEnd(20)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}${s.note ? `  (${s.note})` : ''}`);
}
const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
