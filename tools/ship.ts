// `pnpm ship <remote>`: ships one remote to the running site with no other build and no restart. It builds the
// remote into a new versioned release folder (served by the remote's server under /releases/), checks the release
// against the contract the site's shell servers publish, registers it in the release registry and makes it live;
// every shell server follows within seconds, and open pages pick it up on their next navigation.
//
//   pnpm ship mf-donate                 build, check, make it the stable release
//   pnpm ship mf-donate --canary 10     ... make it a canary for 10 % of readers
//   pnpm ship mf-donate --promote       the canary becomes the stable release
//   pnpm ship mf-donate --rollback      withdraw the canary, or return to the previous stable release
//   pnpm ship mf-donate --prebuilt DIR  ship a build made elsewhere (a pipeline's build job) instead of building
//   pnpm ship mf-donate --storage       publish the files on the project's Storage (always, on a hosted project)
//
// The project is the environment's (SUPABASE_URL and SUPABASE_ANON_KEY, else the local API); the credential is
// the remote's deploy key (TALES_DEPLOY_KEY; on the local API one is made for the run); the site is
// TALES_SITE_URL, else the local shell. Without Storage, the release is served by the remote's own local server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteApp, remoteKeys, serverEntryUrl, type RemoteKey } from '@tales/shared/federation';
import { host, portOf, remoteKeyOf } from '@tales/build/ports';
import { localRuntimeConfig } from '@tales/build/local-runtime-config';
import { fetchLiveRemotes } from 'shell/server/live-releases';
import { releaseProblems } from 'shell/server/release-checks';
import { manifestsFor } from 'shell/server/release-choice';
import { requiredShared, type FederationManifest } from 'shell/server/release-contract';
import { releasesRoot, releaseVersion } from 'shell/server/releases';
import { deployKey } from './releases/deploy-key';
import { dryRun } from './releases/dry-run';
import { uploadRelease } from './releases/upload';
import { releaseRegistry, type LiveRow } from './releases/registry';
import { fetchShellContract, waitUntilServed } from './releases/site';

const repo = path.resolve(__dirname, '..');

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

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    canary: { type: 'string' },
    promote: { type: 'boolean' },
    rollback: { type: 'boolean' },
    prebuilt: { type: 'string' },
    storage: { type: 'boolean' },
  },
});
const app = positionals[0];
const key =
  remoteKeyOf(app ?? '') ??
  fail(
    `usage: pnpm ship <${remoteKeys.map(remoteApp).join('|')}> [--canary N | --promote | --rollback] [--prebuilt DIR]`,
  );
const share = values.canary === undefined ? null : Number(values.canary);
if (share !== null && !(Number.isInteger(share) && share >= 1 && share <= 99))
  fail(`--canary takes a share of readers from 1 to 99 (%), not ${values.canary}`);

const config = localRuntimeConfig();
const site = config.siteUrl ?? fail('no site URL: set TALES_SITE_URL');
const registry = releaseRegistry(config);

/** Builds (or copies a prebuilt) release into its folder; its manifest. */
function buildRelease(out: string): FederationManifest {
  if (values.prebuilt) {
    fs.cpSync(path.resolve(values.prebuilt), out, { recursive: true });
  } else {
    console.log(`building ${app} into ${path.relative(repo, out)}`);
    const build = spawnSync('pnpm', ['--filter', app, 'exec', 'rspack', 'build', '--mode', 'production'], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', TALES_BUILD_OUT: out },
    });
    if (build.status !== 0) throw new Error(`the build of ${app} failed`);
  }
  const file = path.join(out, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${path.relative(repo, file)} is missing: not a remote's build`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;
}

async function ship(credential: string): Promise<LiveRow> {
  const contract = await fetchShellContract(site);
  const version = releaseVersion();
  const out = path.join(releasesRoot(repo, remoteApp(key)), version);
  try {
    const manifest = buildRelease(out);
    const problems = releaseProblems(contract, key, manifest);
    if (problems.length)
      throw new Error(`${app} ${version} does not fit the running shell:\n  - ${problems.join('\n  - ')}`);
    const manifestUrl =
      values.storage || process.env.SUPABASE_URL
        ? await uploadRelease(config, credential, version, out)
        : `http://${host}:${portOf(remoteApp(key))}/releases/${version}/mf-manifest.json`;
    if (!(await answers(manifestUrl)) || !(await answers(serverEntryUrl(manifestUrl))))
      throw new Error(`${manifestUrl} (or its server entry) does not answer`);
    const live = manifestsFor(await fetchLiveRemotes(config), undefined);
    const tried = await dryRun(
      path.join(repo, 'shell'),
      key,
      {
        ...config,
        remotes: { ...config.remotes, ...live, [key]: manifestUrl },
      },
      site,
    );
    if (tried.length) throw new Error(`${app} ${version} does not render on the server:\n  - ${tried.join('\n  - ')}`);
    await registry.register(credential, {
      version,
      manifestUrl,
      serverEntryUrl: serverEntryUrl(manifestUrl),
      exposes: (manifest.exposes ?? []).map((e) => e.path),
      shared: requiredShared(manifest),
    });
    console.log(`registered ${app} ${version}: ${manifestUrl}`);
  } catch (error) {
    fs.rmSync(out, { recursive: true, force: true });
    throw error;
  }
  return registry.goLive(credential, version, share);
}

/** Says what is live now, once the site serves it. */
async function report(live: LiveRow): Promise<void> {
  const manifests = (await fetchLiveRemotes(config))[key as RemoteKey];
  const what = live.canary_version
    ? `stable ${live.stable_version}, canary ${live.canary_version} for ${live.canary_share} % of readers`
    : `stable ${live.stable_version}`;
  console.log(`\n${app} is live: ${what}`);
  if (!manifests) return;
  const started = Date.now();
  const served = await waitUntilServed(site, key, { stable: manifests.stable, canary: manifests.canary?.manifest });
  console.log(
    served
      ? `${site} serves it (${((Date.now() - started) / 1000).toFixed(1)} s); open pages follow on their next navigation`
      : `${site} does not serve it yet: every shell server follows the registry within seconds (a CDN may keep pages a minute)`,
  );
}

async function main(): Promise<void> {
  let live: LiveRow;
  try {
    const credential = await deployKey(registry, key);
    live = values.promote
      ? await registry.promote(credential)
      : values.rollback
        ? await registry.rollback(credential)
        : await ship(credential);
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\nThe live releases are unchanged.`);
  }
  await report(live);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
