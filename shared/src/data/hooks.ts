// SWR hooks over shared/supabase with SPEC §9's keys and times: fresh data is not refetched on mount,
// never on focus or reconnect; one retry.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useTranslation } from 'react-i18next';
import { dayKey, fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
// Through the shared entry, so this entry's chunk does not carry a second copy of the Supabase client.
import { getMonthStories, getStory, getStoryOfTheDay, type MonthStories, type Story } from '@tales/shared/supabase';
import { cacheKeys } from './cache-times';
import { useIsStale } from './freshness';

export function useStoryOfTheDay(today: Date = new Date()): SWRResponse<Story | null, Error> {
  const key = cacheKeys.storyOfTheDay(dayKey(today));
  const stale = useIsStale(key);
  return useSWR<Story | null, Error>(key, () => getStoryOfTheDay(today), { revalidateOnMount: stale });
}

/** The full story; its cache entry only ever holds a full story (a calendar card is not one). */
export function useStory(id: string | undefined): SWRResponse<Story | null, Error> {
  const admin = useAuthStore((s) => s.isAdmin);
  const key = id ? cacheKeys.story(id, admin) : null;
  const stale = useIsStale(key);
  return useSWR<Story | null, Error>(key, () => getStory(id as string), { revalidateOnMount: stale });
}

/** The month's cards in the reader's language (Spanish where it has no text). */
export function useMonthStories(year: number, month: number): SWRResponse<MonthStories, Error> {
  const admin = useAuthStore((s) => s.isAdmin);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const key = cacheKeys.month(year, month, language, admin);
  const stale = useIsStale(key);
  return useSWR<MonthStories, Error>(key, () => getMonthStories(year, month, language), { revalidateOnMount: stale });
}

/** After a story is saved: every cached answer that could hold it (any audience) is refetched on next use. */
export function useInvalidateStory(): (id: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      await mutate(
        (key) => typeof key === 'string' && (key.startsWith('month:') || key.startsWith('storyOfTheDay:') || key === cacheKeys.story(id) || key === cacheKeys.story(id, true)),
        undefined,
        { revalidate: false },
      );
    },
    [mutate],
  );
}
