// `pnpm ship <remote>`: ships one remote into the running site with no other build and no restart. Builds the
// remote into a new versioned release folder, checks that the remote's server answers for it, and switches the
// shell server's runtime config to the new manifest. Open pages pick it up on their next navigation or reload;
// the previous release stays served for pages that still hold it, older ones are removed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { remoteApp, remoteKeys } from '@tales/shared/federation';
import { host, portOf, remoteKeyOf } from '@tales/build/ports';
import { releasesRoot, releaseVersion } from 'shell/server/releases';
import { runtimeConfigFile, updateRuntimeConfigFile } from 'shell/server/runtime-config';

const repo = path.resolve(__dirname, '..');
const KEEP_RELEASES = 2;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const app = process.argv[2];
  const key = remoteKeyOf(app) ?? fail(`usage: pnpm ship <${remoteKeys.map(remoteApp).join('|')}>`);
  const remote = remoteApp(key);

  const root = releasesRoot(repo, remote);
  const version = releaseVersion();
  const out = path.join(root, version);
  console.log(`building ${app} into ${path.relative(repo, out)}`);
  const build = spawnSync('pnpm', ['--filter', app, 'exec', 'rspack', 'build', '--mode', 'production'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TALES_BUILD_OUT: out },
  });
  if (build.status !== 0 || !fs.existsSync(path.join(out, 'mf-manifest.json'))) {
    fs.rmSync(out, { recursive: true, force: true });
    fail(`the build of ${app} failed; the running site is unchanged`);
  }

  const manifest = `http://${host}:${portOf(remote)}/releases/${version}/mf-manifest.json`;
  if (!(await answers(manifest))) {
    fs.rmSync(out, { recursive: true, force: true });
    fail(
      `${manifest} does not answer: is the site running (pnpm start) with the same TALES_DATA_DIR and ports? The running site is unchanged.`,
    );
  }
  const file = runtimeConfigFile(repo);
  updateRuntimeConfigFile(file, { remotes: { [key]: manifest } });

  const older = fs
    .readdirSync(root)
    .filter((name) => name < version)
    .sort()
    .slice(0, -(KEEP_RELEASES - 1));
  for (const name of older) fs.rmSync(path.join(root, name), { recursive: true, force: true });

  console.log(`\n${app} ${version} is live: ${manifest}`);
  console.log(
    `runtime config: ${path.relative(repo, file)}${older.length ? `; removed ${older.length} older release(s)` : ''}`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
