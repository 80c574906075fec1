// `pnpm ship <app>` against the e2e stack, as the README's "Deploying one remote" does it by hand.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { remoteKeyOf, type AppName } from '@tales/build/ports';
import { releasesRoot } from 'shell/server/releases';
import { runtimeConfigFile } from 'shell/server/runtime-config';
import { serviceHeaders } from './accounts';
import { e2eEnv, e2ePorts } from './ports';

export const repo = path.resolve(__dirname, '../..');

export const releasesOf = (app: AppName) => releasesRoot(repo, app, e2eEnv);

/** Runs `pnpm ship <app> ...args` against the e2e stack (or the shell server at `site`). */
export function runShip(app: AppName, args: string[] = [], site?: string) {
  return spawnSync('pnpm', ['ship', app, ...args], {
    cwd: repo,
    env: { ...process.env, ...e2eEnv, ...(site ? { TALES_SITE_URL: site } : {}) },
    encoding: 'utf8',
    timeout: 200_000,
  });
}

/** Ships the app's current source as a new release and returns the release's version folder. */
export function ship(app: AppName, args: string[] = []): string {
  const releases = releasesOf(app);
  const before = new Set(fs.existsSync(releases) ? fs.readdirSync(releases) : []);
  const run = runShip(app, args);
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const added = fs.readdirSync(releases).filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  return added[0];
}

/** The manifest the e2e shell serves for the app (to a reader with release number `bucket`). */
export async function servedManifest(app: AppName, bucket = 99, site = `http://127.0.0.1:${e2ePorts.shell}`) {
  const res = await fetch(`${site}/runtime-config.json`, { headers: { cookie: `tales-release=${bucket}` } });
  return ((await res.json()) as { remotes: Record<string, string> }).remotes[remoteKeyOf(app) as string];
}

/**
 * Back to the stack as it started: the app out of the release registry (its dist/ served again, once the shell
 * follows), no releases, no config overlay.
 */
export async function unship(app: AppName): Promise<void> {
  fs.rmSync(runtimeConfigFile(repo, e2eEnv), { force: true });
  const res = await fetch(`http://127.0.0.1:${e2ePorts.api}/rest/v1/rpc/release_unpin`, {
    method: 'POST',
    headers: { ...serviceHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ remote: remoteKeyOf(app) }),
  });
  expect(res.ok, await res.text()).toBe(true);
  await expect
    .poll(() => servedManifest(app), { timeout: 15_000 })
    .toBe(`http://127.0.0.1:${e2ePorts[app]}/mf-manifest.json`);
  fs.rmSync(releasesOf(app), { recursive: true, force: true });
}
