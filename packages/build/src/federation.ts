// The ONE Module Federation shared-config factory every app uses (DESIGN.md: one source of truth, shared once).
// Versions come from the workspace's pnpm catalog, the same place every package.json takes them from.
import sharedPackage from '@tales/shared/package.json';
import { readCatalog } from './workspace-catalog';

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
  /** false: the app bundles no copy of its own and takes the one already shared on the page. */
  import?: false;
};

/** @tales/shared entries that are not shared at run time: boot runs before federation starts, text-size is
 * constants (no instance to share: a copy in each app is a few bytes, while a share the shell does not provide
 * costs a story page one more request after the remote's entry), the rest are read by tests and the build, never
 * by an app. */
const unsharedEntries = new Set([
  './boot',
  './data/storage-format',
  './supabase/rest-client',
  './package.json',
  './theme/brand',
  './theme/text-size',
]);

/** The package a share key (`react/jsx-runtime`, `@scope/pkg/entry`) belongs to. */
const packageName = (key: string) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

function singleton(pkg: string, catalog: Record<string, string>): SharedEntry {
  const version = catalog[pkg];
  if (!version) throw new Error(`${pkg} has no version in the pnpm catalog (pnpm-workspace.yaml)`);
  if (!/^\d+\.\d+\.\d+$/.test(version))
    throw new Error(`${pkg}: a shared singleton is pinned to one version in the pnpm catalog, not "${version}"`);
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/** The packages shared as singletons: one React, one router, one store, one i18n instance and one SWR cache per page. */
const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  'swr',
] as const;

/** What the apps' browser code imports from each of these shared packages: production browser builds share a
 * module that re-exports exactly these (browser-shares.ts), and federation.test.ts holds every app's imports to
 * this list. */
export const browserUsedExports = {
  'react-router-dom': [
    'BrowserRouter',
    'MemoryRouter',
    'Routes',
    'Route',
    'Link',
    'NavLink',
    'Navigate',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['useTranslation', 'initReactI18next'],
} as const;

/**
 * What the shell's production browser build always provides (it imports each of them on every page), so the
 * remotes' production browser builds take them from it; the shell's build fails when it stops providing one
 * (host-provides-plugin.ts). Subpaths of the prefix shares are listed one by one: another subpath (react-dom/server)
 * keeps the remote's own copy.
 */
export const hostProvided = [
  ...singletonPackages,
  'react/jsx-runtime',
  'react-dom/client',
  ...[
    'config',
    'data',
    'federation',
    'i18n',
    'newsletter',
    'routing',
    'stores',
    'story',
    'supabase',
    'theme',
    'ui',
  ].map((entry) => `@tales/shared/${entry}`),
] as const;

/** Singletons: one React, one router, one store, one i18n instance and one SWR cache per page; the one Supabase
 * client is @tales/shared/supabase's, shared below with the other entries. */
export function createSharedConfig({
  production = false,
  server = false,
  host = false,
  catalog = readCatalog(),
} = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of singletonPackages) {
    shared[pkg] = singleton(pkg, catalog);
  }
  // Prefix shares: without them react-dom/client and react/jsx-runtime are bundled twice ("Invalid hook call").
  shared['react/'] = singleton('react', catalog);
  shared['react-dom/'] = singleton('react-dom', catalog);
  shared['swr/'] = singleton('swr', catalog);
  // A workspace:* range is not semver: share the package by its own version, one entry per public entry point.
  const own = {
    singleton: true as const,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
  };
  for (const entry of Object.keys(sharedPackage.exports)) {
    if (!unsharedEntries.has(entry)) shared[`@tales/shared/${entry.replace(/^\.\//, '')}`] = own;
  }
  if (production && !server) {
    // The shell is the host every page starts from: in its production browser build the shares are part of its
    // entry chunk, not one small file each fetched after the entry ran (fewer bytes, one round less).
    if (host) for (const entry of Object.values(shared)) entry.eager = true;
    // A remote's production browser build runs only inside the shell's pages, which already hold these: no copy
    // of its own to describe in its remoteEntry.js or to build. What the shell does not provide keeps its copy.
    else
      for (const key of hostProvided)
        shared[key] = { ...(shared[key] ?? singleton(packageName(key), catalog)), import: false };
  }
  return shared;
}
