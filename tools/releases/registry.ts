// The release registry as a pipeline reaches it: the project's API with its publishable key, and the remote's
// deploy key as the credential the registry's functions check (supabase/migrations/*_remote_releases.sql).
import type { RuntimeConfig } from '@tales/shared/config';
import type { RemoteKey } from '@tales/shared/federation';

type Project = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

/** A refusal of the registry, with PostgreSQL's code (42501: the deploy key is not valid). */
export class RegistryError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export type ReleaseRow = {
  remote: RemoteKey;
  version: string;
  manifest_url: string;
  shipped_by: string;
  shipped_at: string;
  promoted_at: string | null;
  withdrawn_at: string | null;
};
/** A release's failures in readers' browsers over the last 24 hours (numbers come as strings: bigint). */
export type FailureRow = { remote: RemoteKey; version: string; readers: number | string; failures: number | string };
export type LiveRow = {
  remote: RemoteKey;
  stable_version: string;
  canary_version: string | null;
  canary_share: number | null;
  changed_at: string;
  changed_by: string;
};

async function call<T>(project: Project, pathAndQuery: string, body?: unknown, key = project.supabaseAnonKey) {
  const res = await fetch(`${project.supabaseUrl}/rest/v1/${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    const error = (() => {
      try {
        return JSON.parse(text) as { message?: string; code?: string };
      } catch {
        return { message: text };
      }
    })();
    throw new RegistryError(error.message ?? `HTTP ${res.status}`, error.code ?? String(res.status));
  }
  return JSON.parse(text) as T;
}

export function releaseRegistry(project: Project) {
  const rpc = <T>(name: string, args: Record<string, unknown>) => call<T>(project, `rpc/${name}`, args);
  return {
    register: (
      deployKey: string,
      release: {
        version: string;
        manifestUrl: string;
        serverEntryUrl: string;
        exposes: string[];
        shared: Record<string, string>;
      },
    ) =>
      rpc<unknown>('release_register', {
        deploy_key: deployKey,
        version: release.version,
        manifest_url: release.manifestUrl,
        server_entry_url: release.serverEntryUrl,
        exposes: release.exposes,
        shared: release.shared,
      }),
    goLive: (deployKey: string, version: string, share: number | null) =>
      rpc<LiveRow>('release_go_live', { deploy_key: deployKey, version, share }),
    promote: (deployKey: string) => rpc<LiveRow>('release_promote', { deploy_key: deployKey }),
    rollback: (deployKey: string) => rpc<LiveRow>('release_rollback', { deploy_key: deployKey }),
    releases: () => call<ReleaseRow[]>(project, 'remote_releases?select=*&order=remote.asc,shipped_at.desc'),
    live: () => call<LiveRow[]>(project, 'remote_live?select=*&order=remote.asc'),
    failures: () => call<FailureRow[]>(project, 'rpc/release_failures', {}),
    /** Takes a remote out of the registry (its environment URL is served again): the project's service key only. */
    unpin: (serviceKey: string, remote: RemoteKey) => call<null>(project, 'rpc/release_unpin', { remote }, serviceKey),
    /** A new deploy key for one remote: the project's service key only. */
    createKey: (serviceKey: string, remote: RemoteKey, name: string) =>
      call<string>(project, 'rpc/deploy_key_create', { remote, name }, serviceKey),
  };
}

export type ReleaseRegistry = ReturnType<typeof releaseRegistry>;
