// The remotes' production browser builds bundle no copy of what the shell provides (federation.ts, hostProvided):
// the shell's production browser build fails when it stops providing one of them, instead of a remote failing on
// the page.
import type { Compiler } from '@rspack/core';
import { hostProvided } from './federation';

const MANIFEST = 'mf-manifest.json';

/** The share keys `hostProvided` lists that a build's manifest (its text) does not share. */
export function missingHostShares(manifest: string): string[] {
  const shared = new Set((JSON.parse(manifest) as { shared?: { name: string }[] }).shared?.map((entry) => entry.name));
  return hostProvided.filter((key) => !shared.has(key));
}

export class HostProvidesPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, WebpackError } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('HostProvidesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostProvidesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset(MANIFEST);
          if (!manifest) {
            compilation.errors.push(
              new WebpackError(`HostProvidesPlugin: the shell's build has no ${MANIFEST} to check what it provides`),
            );
            return;
          }
          const missing = missingHostShares(manifest.source.source().toString());
          if (missing.length > 0) {
            compilation.errors.push(
              new WebpackError(
                `the shell no longer provides ${missing.join(', ')}, which the remotes' production builds take from it: import it in the shell or take it out of hostProvided (packages/build/src/federation.ts)`,
              ),
            );
          }
        },
      );
    });
  }
}
