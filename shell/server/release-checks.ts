// The checks a remote's release passes before it goes live: what `pnpm ship` runs against the running shell's
// contract. The version rule is the Module Federation runtime's own, the one the browser applies.
import { satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteKey } from '@tales/shared/federation';
import { requiredShared, type FederationManifest, type ShellContract } from './release-contract';

/** Why the release (its manifest) cannot go live on the shell; nothing when it can. */
export function releaseProblems(contract: ShellContract, key: RemoteKey, manifest: FederationManifest): string[] {
  const provided = new Set((manifest.exposes ?? []).map((e) => e.path));
  const missing = (contract.exposes[key] ?? []).filter((expose) => !provided.has(expose));
  const problems = missing.map((expose) => `it does not expose ${expose}, which the shell loads`);
  for (const [name, range] of Object.entries(requiredShared(manifest))) {
    const version = contract.shared[name];
    // A package the shell does not provide is the release's own (it bundles it).
    if (version && !satisfy(version, range))
      problems.push(`it needs ${name} ${range}, and the shell provides ${name} ${version}`);
  }
  return problems;
}
