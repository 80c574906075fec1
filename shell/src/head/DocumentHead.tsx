// Applies the page head on every client navigation. A story page's head needs the story: it comes from the
// shared data layer under the reader's cache key, so the request is the one the reader makes anyway.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { peekRuntimeConfig } from '@tales/shared/config';
import { useStory } from '@tales/shared/data';
import { fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { languageFromPath, matchPath } from '@tales/shared/routing';
import { applyHeadTags } from './apply-head';
import { headFor } from './head-for';

/** The configured site origin; without one (or before the config loads) the site is where the page is. */
function siteUrl(): string {
  return peekRuntimeConfig()?.siteUrl ?? window.location.origin;
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
    const tags = headFor({ pathname, lng, siteUrl: siteUrl(), t: i18n.getFixedT(lng), story });
    const signature = JSON.stringify(tags);
    // The tags are compared by value: a re-render with the same head touches nothing.
    if (signature === applied.current) return;
    applied.current = signature;
    applyHeadTags(tags);
  });
  return null;
}
