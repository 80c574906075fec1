// The ONE Module Federation shared-config factory every app uses (DESIGN.md: one source of truth, shared once).
import sharedPackage from '../package.json';

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

const deps = sharedPackage.dependencies as Record<string, string>;

function singleton(pkg: string): SharedEntry {
  const version = deps[pkg];
  if (!version) throw new Error(`${pkg} is not a dependency of @tales/shared`);
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/** Singletons: one React, one router, one store, one i18n instance, one SWR cache and one Supabase client per page. */
export function createSharedConfig({ production = false } = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'react-i18next', 'swr', '@supabase/supabase-js']) {
    shared[pkg] = singleton(pkg);
  }
  // A shared module is not tree-shaken by default; the router is big (62 KB gzip) and we use a handful of
  // exports. The list covers every app (a consumer needing more falls back to the full build at run time).
  // Production only: the dev server's hot-reload runtime breaks on tree-shaken shares.
  if (production) shared['react-router-dom'].treeShaking = {
    mode: 'runtime-infer',
    usedExports: ['BrowserRouter', 'MemoryRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'],
  };
  // Prefix shares: without them react-dom/client and react/jsx-runtime are bundled twice ("Invalid hook call").
  shared['react/'] = singleton('react');
  shared['react-dom/'] = singleton('react-dom');
  shared['swr/'] = singleton('swr');
  // A workspace:* range is not semver: share the package by its own version. The trailing slash shares every subpath.
  const own = { singleton: true as const, version: sharedPackage.version, requiredVersion: `^${sharedPackage.version}` };
  shared['@tales/shared/'] = own;
  return shared;
}
