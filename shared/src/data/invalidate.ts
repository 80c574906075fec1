// A story saved by an admin makes every cached answer that could hold it stale, whichever remote asked: the days'
// stories, the months, the stories' onward cards, the genres' and authors' listings and the search results (any
// language, any audience), the admin's overviews, and the story itself (in each language). They are refetched on
// next use.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { prefixOf } from './cache-times';

/** Whether the answer under `key` could hold story `id`. */
export function mayHoldStory(key: string, id: string): boolean {
  const kind = prefixOf(key);
  return (
    kind === 'month' ||
    kind === 'storyOfTheDay' ||
    kind === 'onward' ||
    kind === 'listing' ||
    kind === 'search' ||
    kind === 'admin' ||
    (kind === 'story' && key.split(':')[1] === id)
  );
}

export function useInvalidateStory(): (id: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      await mutate((key) => typeof key === 'string' && mayHoldStory(key, id), undefined, { revalidate: false });
    },
    [mutate],
  );
}
