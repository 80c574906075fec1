// Applies the page head on every client navigation. A story page's head needs the story, a listing page's its
// listing: the page's loader names its cache key, and the head reads what the page's own request put there (it
// asks for nothing itself).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { peekRuntimeConfig } from '@tales/shared/config';
import { fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { languageFromPath } from '@tales/shared/routing';
import { useRouteSubject } from '../routes/route-data';

/** The configured site origin; without one (or before the config loads) the site is where the page is. */
function siteUrl(): string {
  return peekRuntimeConfig()?.siteUrl ?? window.location.origin;
}

const loadWriter = () => import(/* webpackChunkName: "document-head" */ './write-head');
let writer: Awaited<ReturnType<typeof loadWriter>> | undefined;

/** The path whose head the server wrote into the page being hydrated: it needs no writing until the reader moves. */
let serverHeadPath: string | undefined;

export function keepServerHead(pathname: string): void {
  serverHeadPath = pathname;
}

export function DocumentHead() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const lng = languageFromPath(pathname) ?? toLanguage(i18n.language) ?? fallbackLanguage;
  const { story, listing } = useRouteSubject(pathname, pathname !== serverHeadPath);
  const applied = useRef<string | undefined>(undefined);
  // Worked out after each render rather than during it: the server writes the head itself (pageHead) and runs no
  // effects, so its render skips this work.
  useEffect(() => {
    if (pathname === serverHeadPath) return;
    serverHeadPath = undefined;
    let live = true;
    const write = (loaded: NonNullable<typeof writer>) => {
      if (live)
        applied.current = loaded.writeHead(
          { pathname, lng, siteUrl: siteUrl(), t: i18n.getFixedT(lng), story, listing },
          applied.current,
        );
    };
    if (writer) write(writer);
    else
      loadWriter().then(
        (loaded) => write((writer = loaded)),
        (error: unknown) => console.error('[tales] the page head could not be written', error),
      );
    return () => {
      live = false;
    };
  });
  return null;
}
