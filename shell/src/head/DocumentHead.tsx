// Applies the page head on every client navigation. A story page's head needs the story: it comes from the
// shared data layer under the reader's cache key, so the request is the one the reader makes anyway.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { peekRuntimeConfig } from '@tales/shared/config';
import { useStory } from '@tales/shared/data';
import { fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { languageFromPath, matchPath } from '@tales/shared/routing';

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
  const match = matchPath(pathname);
  const { data: story } = useStory(match?.key === 'storyWithId' ? match.params.storyId : undefined);
  const applied = useRef<string | undefined>(undefined);
  // Worked out after each render rather than during it: the server writes the head itself (pageHead) and runs no
  // effects, so its render skips this work.
  useEffect(() => {
    if (pathname === serverHeadPath) return;
    serverHeadPath = undefined;
    let live = true;
    const write = (loaded: NonNullable<typeof writer>) => {
      if (live) applied.current = loaded.writeHead({ pathname, lng, siteUrl: siteUrl(), t: i18n.getFixedT(lng), story }, applied.current);
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
