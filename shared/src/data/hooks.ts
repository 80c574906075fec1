// SWR hooks over shared/supabase with SPEC §9's keys and times: fresh data is not refetched on mount,
// never on focus or reconnect; one retry.
import useSWR, { type SWRResponse } from 'swr';
import { format } from 'date-fns';
import { getMonthStories, getStory, getStoryOfTheDay } from '../supabase/stories';
import type { MonthStories, Story } from '../supabase/types';
import { cacheKeys } from './cache-times';
import { useIsStale } from './freshness';

export function useStoryOfTheDay(today: Date = new Date()): SWRResponse<Story | null, Error> {
  const key = cacheKeys.storyOfTheDay(format(today, 'yyyy-MM-dd'));
  const stale = useIsStale(key);
  return useSWR<Story | null, Error>(key, () => getStoryOfTheDay(today), { revalidateOnMount: stale });
}

/** `initial` (the story the calendar passed along) renders at once while the fresh copy loads in the background. */
export function useStory(id: string | undefined, initial?: Story): SWRResponse<Story | null, Error> {
  const key = id ? cacheKeys.story(id) : null;
  const stale = useIsStale(key);
  return useSWR<Story | null, Error>(key, () => getStory(id as string), {
    fallbackData: initial,
    revalidateOnMount: stale,
  });
}

export function useMonthStories(year: number, month: number): SWRResponse<MonthStories, Error> {
  const key = cacheKeys.month(year, month);
  const stale = useIsStale(key);
  return useSWR<MonthStories, Error>(key, () => getMonthStories(year, month), { revalidateOnMount: stale });
}
