import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createPersistedCache, type PersistedCache } from './persisted-cache';

let pageCache: PersistedCache | undefined;

/** The page's one persisted SWR cache (created on first use). */
export function getPageCache(): PersistedCache {
  return (pageCache ??= createPersistedCache());
}

type DataProviderProps = {
  children: ReactNode;
  /** The server passes each request its own cache; the browser uses the page's one. */
  cache?: PersistedCache;
};

/** One SWR cache for the page, persisted to localStorage; wraps the shell so every remote shares it. */
export function DataProvider({ children, cache }: DataProviderProps) {
  return (
    <SWRConfig
      value={{
        provider: () => cache ?? getPageCache(),
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        errorRetryCount: 1,
        dedupingInterval: 2000,
      }}
    >
      {children}
    </SWRConfig>
  );
}
