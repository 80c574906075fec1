import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { shareModuleSource, shareSources, useSyncExternalStoreShims } from './browser-shares';
import type { BundledSources } from './browser-shares/bundled-sources';
import { useSyncExternalStore } from './browser-shares/use-sync-external-store-shim';
import { browserUsedExports } from './federation';

const buildPackage = path.resolve(__dirname, '..');

/** Every source a production browser build of `entry` (module text, resolved from this package) puts in its files, and its errors. */
function bundledSources(entry: string, usedExports = browserUsedExports): BundledSources {
  const run = spawnSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      path.join(__dirname, 'browser-shares/bundled-sources.ts'),
      JSON.stringify({ entry, usedExports }),
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`bundled-sources failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as BundledSources;
}

const importsEveryUsedExport = Object.entries(browserUsedExports)
  .map(([pkg, names], i) => `import { ${names.join(', ')} } from '${pkg}';\nconsole.log(${i}, ${names.join(', ')});`)
  .join('\n');

describe('browser shares', () => {
  it('re-export exactly what the apps import, from the ES module builds', () => {
    expect(shareModuleSource('react-i18next')).toBe(
      `export { useTranslation, initReactI18next } from ${JSON.stringify(shareSources['react-i18next']())};\n`,
    );
    expect(shareSources['react-router-dom']()).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
  });

  it('give a page the router without its server helpers, cookie parsers and development warnings', () => {
    const { sources, errors } = bundledSources(`${importsEveryUsedExport}\n`);
    expect(errors).toEqual([]);
    const from = (pattern: RegExp) => sources.filter((source) => pattern.test(source));
    expect(from(/node_modules\/react-router\/dist\/production\//).length).toBeGreaterThan(0);
    expect(from(/node_modules\/react-i18next\/dist\/es\//).length).toBeGreaterThan(0);
    expect(
      from(/node_modules\/(cookie|set-cookie-parser|use-sync-external-store)\/|react-router\/dist\/development\//),
    ).toEqual([]);
    // What the apps never import stays out: react-i18next's Trans and its HTML parser.
    expect(from(/react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js$|html-parse-stringify/)).toEqual([]);
  }, 60_000);

  it('fail the build when a package no longer exports a name the apps import', () => {
    const usedExports = {
      ...browserUsedExports,
      'react-i18next': [...browserUsedExports['react-i18next'], 'useNoSuchHook'],
    };
    const { errors } = bundledSources(
      "import { useTranslation } from 'react-i18next';\nconsole.log(useTranslation);\n",
      usedExports as unknown as typeof browserUsedExports,
    );
    expect(errors.join('\n')).toMatch(/export 'useNoSuchHook' \(reexported as 'useNoSuchHook'\) was not found/);
  }, 60_000);

  it("give swr and react-aria React's own useSyncExternalStore, by every specifier they import the shim with", () => {
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
    const specifiers = new Set<string>();
    const packageDir = (pkg: string, from: string) =>
      path.dirname(require.resolve(`${pkg}/package.json`, { paths: [from] }));
    const components = packageDir('react-aria-components', buildPackage);
    const dirs = [
      packageDir('swr', buildPackage),
      components,
      packageDir('react-aria', components),
      packageDir('react-stately', components),
    ].map((dir) => path.join(dir, 'dist'));
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.m?js$/.test(entry.name))
          for (const match of fs.readFileSync(file, 'utf8').matchAll(/from\s*["'](use-sync-external-store[^"']*)["']/g))
            specifiers.add(match[1]);
      }
    };
    dirs.forEach(walk);
    expect(specifiers.size).toBeGreaterThan(0);
    expect([...specifiers].filter((specifier) => !useSyncExternalStoreShims.includes(specifier))).toEqual([]);
    const { sources, errors } = bundledSources(
      "import useSWR from 'swr';\nimport { UNSTABLE_ToastRegion } from 'react-aria-components/Toast';\nconsole.log(useSWR, UNSTABLE_ToastRegion);\n",
    );
    expect(errors).toEqual([]);
    expect(sources.filter((source) => /use-sync-external-store/.test(source))).toEqual([]);
  }, 60_000);
});
