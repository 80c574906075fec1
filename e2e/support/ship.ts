// `pnpm ship <app>` against the e2e stack, as the README's "Deploying one remote" does it by hand.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { AppName } from '@tales/build/ports';
import { releasesRoot } from 'shell/server/releases';
import { runtimeConfigFile } from 'shell/server/runtime-config';
import { e2eEnv } from './ports';

export const repo = path.resolve(__dirname, '../..');

export const releasesOf = (app: AppName) => releasesRoot(repo, app, e2eEnv);

/** Ships the app's current source as a new release and returns the release's version folder. */
export function ship(app: AppName): string {
  const releases = releasesOf(app);
  const before = new Set(fs.existsSync(releases) ? fs.readdirSync(releases) : []);
  const run = spawnSync('pnpm', ['ship', app], {
    cwd: repo,
    env: { ...process.env, ...e2eEnv },
    encoding: 'utf8',
    timeout: 200_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const added = fs.readdirSync(releases).filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  return added[0];
}

/** Back to the stack as it started: the app from its dist/, no releases, no config overlay. */
export function unship(app: AppName): void {
  fs.rmSync(runtimeConfigFile(repo, e2eEnv), { force: true });
  fs.rmSync(releasesOf(app), { recursive: true, force: true });
}
