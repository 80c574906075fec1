// Page meta for every team. Several components may ask at once (the shell's per-route default, then the
// remote page's own); the one registered last wins field by field, and unmounting restores the one below.
import { useEffect, useRef } from 'react';
import { DEFAULT_ROBOTS, truncateDescription, writeHeadTags } from './head-tags';

export type PageMeta = {
  title: string;
  description?: string;
  /** Keeps the page out of search results (not-found, admin). */
  noindex?: boolean;
  /** Admin pages: also tell crawlers not to follow links (SPEC §2). */
  nofollow?: boolean;
  image?: string;
};

type Entry = { id: number; meta: PageMeta };
const entries: Entry[] = [];
let nextId = 1;

function robotsOf(meta: PageMeta): string | undefined {
  if (meta.noindex || meta.nofollow) return `${meta.noindex ? 'noindex' : 'index'},${meta.nofollow ? 'nofollow' : 'follow'}`;
  return undefined;
}

function applyTop(): void {
  if (entries.length === 0) return;
  const top = entries[entries.length - 1].meta;
  const pick = <K extends keyof PageMeta>(key: K): PageMeta[K] | undefined => {
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i].meta[key] !== undefined) return entries[i].meta[key];
    return undefined;
  };
  writeHeadTags({
    title: top.title,
    description: truncateDescription(pick('description') ?? ''),
    robots: robotsOf(top) ?? DEFAULT_ROBOTS,
    image: pick('image'),
    url: window.location.href,
  });
}

export function usePageMeta(meta: PageMeta): void {
  const idRef = useRef(0);
  const { title, description, noindex, nofollow, image } = meta;

  useEffect(() => {
    const id = nextId++;
    idRef.current = id;
    entries.push({ id, meta: { title } });
    return () => {
      const index = entries.findIndex((e) => e.id === id);
      if (index !== -1) entries.splice(index, 1);
      applyTop();
    };
    // Registration order is mount order; updates below keep the entry's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const entry = entries.find((e) => e.id === idRef.current);
    if (!entry) return;
    entry.meta = { title, description, noindex, nofollow, image };
    applyTop();
  }, [title, description, noindex, nofollow, image]);
}
