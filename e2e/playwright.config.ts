// Journeys in a real Chromium against the production builds, served by the same `start` script as `pnpm start`,
// on ports of their own and over a fresh database, so a running `pnpm start` doesn't interfere.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from '@tales/testing/chromium';
import { e2ePorts, e2eEnv } from './support/ports';

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && fs.existsSync(p),
);
if (!chromium)
  throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH");

const launchOptions = {
  executablePath: chromium,
  args: chromiumArgs(),
};

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(__dirname, 'test-results'),
  fullyParallel: false,
  workers: 1,
  // A test that needs a retry is a failing test: fix it, never retry it. A focused test would drop the rest.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.shell}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'tsx ../tools/start.ts',
    cwd: __dirname,
    env: e2eEnv,
    url: `http://127.0.0.1:${e2ePorts.shell}/runtime-config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
