// tsc checks an exposed module against the federation contract through its default export,
// `export default Page satisfies ExposedComponent<'remote', './Page'>` (a page's data loader:
// `ExposedLoader<'remote', './Page.data'>`). A remote's build refuses an expose whose module does not end that way,
// so no expose escapes the check.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteKey } from '@tales/shared/federation';

/** The default export every module behind `expose` declares (the component's name is the module's own). */
export function typedDefaultExport(remote: RemoteKey, expose: string): RegExp {
  const escaped = expose.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(
    `^export default [A-Za-z_$][\\w$]* satisfies Exposed(?:Component|Loader)<'${remote}', '${escaped}'>;$`,
    'm',
  );
}

/** The exposes (with their files, relative to `dir`) whose module lacks the typed default export. */
export function untypedExposes(remote: RemoteKey, exposes: Record<string, string>, dir: string): string[] {
  return Object.entries(exposes)
    .filter(
      ([expose, file]) => !typedDefaultExport(remote, expose).test(fs.readFileSync(path.resolve(dir, file), 'utf8')),
    )
    .map(([expose, file]) => `${expose} (${file})`);
}
