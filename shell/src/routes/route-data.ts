// A route's data in the browser. The page's own loader (its remote's `./<Page>.data`, loaded through federation)
// says what the page needs for this address; what the page's cache does not hold fresh starts at once, beside the
// page's code, and the page's hooks find it under way. A page rendered by the server needs none of this: its
// answers came with it.
import { useEffect, useState } from 'react';
import useSWR, { preload } from 'swr';
import { getPageCache, isStaleIn } from '@tales/shared/data';
import type { DataRequest, PageData, RemoteLoader, StoryListing } from '@tales/shared/federation';
import { fallbackLanguage, i18n, toLanguage } from '@tales/shared/i18n';
import { matchPath, routes } from '@tales/shared/routing';
import { useAuthStore } from '@tales/shared/stores';
import type { Story } from '@tales/shared/supabase';
import { loadDataLoader } from '../federation/remote-modules';

export type Address = Pick<Location, 'pathname' | 'search'>;

/** The loader of the page at `address` and what it is asked; none for a page without one. */
function routeLoader({ pathname, search }: Address): { loader: RemoteLoader; request: DataRequest } | undefined {
  const match = matchPath(pathname);
  const route = match ? routes[match.key] : undefined;
  if (!match || !route?.data) return undefined;
  const { isAdmin } = useAuthStore.getState();
  // mf-admin is fetched only after the guard has seen an admin (DESIGN.md principle 4).
  if (route.admin && !isAdmin) return undefined;
  const lng = match.lng ?? toLanguage(i18n.language) ?? fallbackLanguage;
  return {
    loader: route.data,
    request: {
      params: match.params,
      search: new URLSearchParams(search),
      lng,
      admin: isAdmin,
      now: new Date(),
      onServer: false,
    },
  };
}

/** What the page at `address` needs, from its loader. */
export async function routeData(address: Address): Promise<PageData | undefined> {
  const found = routeLoader(address);
  if (!found) return undefined;
  return (await loadDataLoader(found.loader))(found.request);
}

/** Starts what the page at `address` needs and its cache does not hold fresh. */
export function preloadRouteData(address: Address): void {
  routeData(address)
    .then((data) => {
      if (!data) return;
      const cache = getPageCache();
      for (const need of [
        ...data.needs,
        ...(data.story ? [data.story] : []),
        ...(data.listing ? [data.listing] : []),
      ]) {
        if (isStaleIn(cache, need.key)) preload(need.key, () => need.fetch()).catch(() => undefined); // the page shows its own error
      }
      data.prefetch?.();
    })
    .catch(() => undefined); // the loader did not load: the page asks for its own data
}

/** What the page's head is about: the story a story page shows, the listing a listing page shows. */
export type RouteSubject = { story: Story | null | undefined; listing: StoryListing | null | undefined };

type Named = { pathname: string; story: string | null; listing: string | null };

/**
 * The story or listing the page at `pathname` is about (its loader names it), as the page's own hook has it in the
 * cache: read, never asked for (the page asks). Undefined while unknown, and on the server, which names it itself.
 */
export function useRouteSubject(pathname: string, wanted: boolean): RouteSubject {
  const admin = useAuthStore((s) => s.isAdmin);
  const [named, setNamed] = useState<Named>({ pathname: '', story: null, listing: null });
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    routeData({ pathname, search: '' }).then(
      (data) => live && setNamed({ pathname, story: data?.story?.key ?? null, listing: data?.listing?.key ?? null }),
      () => live && setNamed({ pathname, story: null, listing: null }),
    );
    return () => {
      live = false;
    };
  }, [pathname, wanted, admin]);
  // A key named for the previous address is not this page's story.
  const current = named.pathname === pathname;
  const { data: story } = useSWR<Story | null>(current ? named.story : null);
  const { data: listing } = useSWR<StoryListing | null>(current ? named.listing : null);
  return { story, listing };
}
