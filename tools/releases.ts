// `pnpm releases`: each remote's releases and what is live, from the release registry of the environment's
// project (SUPABASE_URL and SUPABASE_ANON_KEY, else the local API).
// `pnpm releases key <remote> --name "donate team CI"`: a new deploy key for one remote's pipeline, made with the
// project's service key (SUPABASE_SERVICE_ROLE_KEY; the local API's own locally). It is shown once.
// `pnpm releases unpin <remote>`: the remote leaves the registry (service key): the environment's URL is served.
import { parseArgs } from 'node:util';
import { loadConfig } from '@tales/supabase-local/config';
import { remoteKeys, type RemoteKey } from '@tales/shared/federation';
import { remoteKeyOf } from '@tales/build/ports';
import { localRuntimeConfig } from '@tales/build/local-runtime-config';
import { releaseRegistry, type FailureRow, type LiveRow, type ReleaseRow } from './releases/registry';

const registry = releaseRegistry(localRuntimeConfig());

function state(release: ReleaseRow, live: LiveRow | undefined): string {
  if (live?.stable_version === release.version) return 'stable';
  if (live?.canary_version === release.version) return `canary ${live.canary_share} %`;
  return release.withdrawn_at ? 'rolled back' : '';
}

/** What readers' browsers saw of a release in the last 24 hours. */
function health(release: ReleaseRow, failures: FailureRow[]): string {
  const seen = failures.find((f) => f.remote === release.remote && f.version === release.version);
  return seen ? `browser failures (24 h): ${seen.failures} by ${seen.readers} reader(s)` : '';
}

async function list(): Promise<void> {
  const [releases, live, failures] = await Promise.all([registry.releases(), registry.live(), registry.failures()]);
  if (releases.length === 0) console.log('No releases yet: pnpm ship <remote> registers one.');
  for (const key of remoteKeys) {
    const own = releases.filter((r) => r.remote === key);
    if (own.length === 0) continue;
    const pointer = live.find((l) => l.remote === key);
    console.log(`\n${key}${pointer ? ` (changed ${pointer.changed_at} by ${pointer.changed_by})` : ' (none live)'}`);
    for (const release of own)
      console.log(
        `  ${state(release, pointer).padEnd(12)} ${release.version.padEnd(18)} ${release.shipped_at}  ${release.shipped_by}  ${release.manifest_url}  ${health(release, failures)}`.trimEnd(),
      );
  }
}

function remoteArg(remote: string | undefined): RemoteKey | undefined {
  return remoteKeyOf(remote ?? '') ?? remoteKeys.find((key) => key === remote);
}

function serviceKey(): string {
  const key = process.env.SUPABASE_URL ? process.env.SUPABASE_SERVICE_ROLE_KEY : loadConfig().serviceRoleKey;
  if (!key) throw new Error("SUPABASE_SERVICE_ROLE_KEY is not set: this is the project owner's command");
  return key;
}

async function createKey(remote: string | undefined, name: string | undefined): Promise<void> {
  const key = remoteArg(remote);
  if (!key || !name) throw new Error(`usage: pnpm releases key <${remoteKeys.join('|')}> --name "who holds it"`);
  console.log(await registry.createKey(serviceKey(), key, name));
  console.error(
    `\nThe deploy key of ${key} for "${name}": keep it as the pipeline's TALES_DEPLOY_KEY secret; it is not shown again.`,
  );
}

async function unpin(remote: string | undefined): Promise<void> {
  const key = remoteArg(remote);
  if (!key) throw new Error(`usage: pnpm releases unpin <${remoteKeys.join('|')}>`);
  await registry.unpin(serviceKey(), key);
  console.log(`${key} is no longer in the registry: every shell server serves the URL its environment names.`);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' } } });
const commands: Record<string, () => Promise<void>> = {
  key: () => createKey(positionals[1], values.name),
  unpin: () => unpin(positionals[1]),
};
(commands[positionals[0] ?? ''] ?? list)().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
