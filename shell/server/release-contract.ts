// What a remote's release must satisfy to go live on the running shell: every module the shell's federation
// contract expects of it, and a version the shell provides of every shared package both use. The shell's servers
// publish their contract at SHELL_CONTRACT_PATH; `pnpm ship` checks a release against it (release-checks.ts)
// before making it live.
import fs from 'node:fs';
import path from 'node:path';
import { federationContract, type RemoteKey } from '@tales/shared/federation';

export const SHELL_CONTRACT_PATH = '/federation-contract.json';

export type ShellContract = {
  /** The modules the shell loads from each remote. */
  exposes: Record<RemoteKey, string[]>;
  /** The shared packages the shell provides: { name: version }. */
  shared: Record<string, string>;
};

/** The parts of a build's mf-manifest.json the checks read. */
export type FederationManifest = {
  exposes?: { path: string }[];
  shared?: { name: string; version?: string; requiredVersion?: string }[];
};

/** The contract of the shell built in `shellDist`: its federation contract and its manifest's shared packages. */
export function shellContract(shellDist: string): ShellContract {
  const manifest = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  return {
    exposes: Object.fromEntries(
      Object.entries(federationContract).map(([key, exposes]) => [key, Object.keys(exposes)]),
    ) as Record<RemoteKey, string[]>,
    shared: Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version ?? ''])),
  };
}

/** The shared packages a release needs, as the registry records them: { name: required version range }. */
export function requiredShared(manifest: FederationManifest): Record<string, string> {
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.requiredVersion ?? s.version ?? '*']));
}
