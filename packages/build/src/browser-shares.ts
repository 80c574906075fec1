// What production browser builds bundle for the shared packages of which the apps use a handful of exports.
// A shared package is one module that every page gets whole, each export it offers counted as used. Module
// Federation's tree shaking of a share narrows that module's own exports only: the modules behind the router's
// `export *` keep all of theirs, and while minification drops their unused code, the CommonJS cookie parsers the
// router's server helpers import (cookie, set-cookie-parser) stay, sideEffects flags or not. So each such package
// is shared as a module that re-exports exactly what the apps import, and the rest never enters the build.
import fs from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';
import { browserUsedExports } from './federation';

type SharedPackage = keyof typeof browserUsedExports;
type UsedExports = Record<SharedPackage, readonly string[]>;

/** The folder of `name` as `from` (a folder) resolves it. */
function packageDir(name: string, from: string): string {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
}

/** `file` of package `name`, failing the build when an update moved it. */
function packageFile(name: string, file: string, from: string = __dirname): string {
  const found = path.join(packageDir(name, from), file);
  if (!fs.existsSync(found))
    throw new Error(
      `${name} has no ${file} any more: check what packages/build/src/browser-shares.ts re-exports from it`,
    );
  return found;
}

/**
 * The ES module each shared package's browser module re-exports from. The router's names all come from
 * react-router, which react-router-dom re-exports: its production build, since react-router's package exports
 * give every bundler the development build (the same code with its console warnings switched on).
 */
export const shareSources: Record<SharedPackage, () => string> = {
  'react-router-dom': () =>
    packageFile('react-router', 'dist/production/index.mjs', packageDir('react-router-dom', __dirname)),
  'react-i18next': () => packageFile('react-i18next', 'dist/es/index.js'),
};

/** The source of the module shared as `pkg` in production browser builds. */
export function shareModuleSource(pkg: SharedPackage, usedExports: UsedExports = browserUsedExports): string {
  return `export { ${usedExports[pkg].join(', ')} } from ${JSON.stringify(shareSources[pkg]())};\n`;
}

/**
 * React 18 and later have useSyncExternalStore; swr and react-aria still import it through the shim for React 17,
 * which ships its own implementation beside the check that picks React's. The specifiers they import it by.
 */
export const useSyncExternalStoreShims = ['use-sync-external-store/shim', 'use-sync-external-store/shim/index.js'];
const useSyncExternalStoreShim = path.join(__dirname, 'browser-shares/use-sync-external-store-shim.ts');

/** The module a production browser build of the app in `appDir` shares as `pkg` (built in memory, never on disk). */
const shareModulePath = (appDir: string, pkg: SharedPackage) =>
  path.join(appDir, 'node_modules/.tales-shares', `${pkg}.mjs`);

/**
 * For a production browser build of the app in `appDir`: its resolve.alias, its module rules, and the shared
 * packages' modules (file → source) for rspack's VirtualModulesPlugin.
 */
export function browserShares(
  appDir: string,
  usedExports: UsedExports = browserUsedExports,
): { alias: Record<string, string>; rules: RuleSetRule[]; modules: Record<string, string> } {
  const packages = Object.keys(usedExports) as SharedPackage[];
  return {
    alias: {
      ...Object.fromEntries(packages.map((pkg) => [`${pkg}$`, shareModulePath(appDir, pkg)])),
      ...Object.fromEntries(useSyncExternalStoreShims.map((specifier) => [`${specifier}$`, useSyncExternalStoreShim])),
    },
    // A name the package no longer exports fails the build instead of reaching the page as undefined.
    rules: packages.map((pkg) => ({ test: shareModulePath(appDir, pkg), parser: { exportsPresence: 'error' } })),
    modules: Object.fromEntries(
      packages.map((pkg) => [shareModulePath(appDir, pkg), shareModuleSource(pkg, usedExports)]),
    ),
  };
}
