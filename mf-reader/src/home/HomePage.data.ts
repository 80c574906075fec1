// The home page's data (SPEC §2 Home): the story of the day, its cache key, its hook, and the loader the shell's
// server and navigations call (exposed as `./HomePage.data`). Shipping the reader ships this query.
import useSWR, { type SWRResponse } from 'swr';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { readerDayKey, readerTimeZone, useReaderTimeZone } from '@tales/shared/i18n';
import {
  getSupabase,
  mapStory,
  STORY_COLUMNS,
  type Story,
  type StoryRow,
  type SupabaseClient,
} from '@tales/shared/supabase';

/** The story of the reader's day of `now`: the day and its zone, since the day's bounds are the zone's. */
export const storyOfTheDayKey = (now: Date, zone: string = readerTimeZone()): string =>
  dataKey('storyOfTheDay', [readerDayKey(now, zone), zone]);

/**
 * First story published on the reader's day of `now` (in the reader's zone), else the most recent before it, else
 * null. Errors are rethrown.
 */
export async function getStoryOfTheDay(
  now: Date = new Date(),
  db: SupabaseClient = getSupabase(),
  zone: string = readerTimeZone(),
): Promise<Story | null> {
  const { data, error } = await (
    await db.rest()
  )
    .rpc('story_of_the_day', { day: readerDayKey(now, zone), tz: zone })
    .select(STORY_COLUMNS)
    .limit(1);
  if (error) throw error;
  const rows = (data ?? []) as StoryRow[];
  return rows.length ? mapStory(rows[0]) : null;
}

/**
 * Fresh data is not refetched on mount (SPEC §9), never on focus or reconnect; one retry. When the day or the zone
 * moves (the page moving to the reader's zone after hydration, midnight), the story shown stays until the new
 * day's answer is here, so the page never blinks to its loading state and back.
 */
export function useStoryOfTheDay(now: Date = new Date()): SWRResponse<Story | null, Error> {
  const zone = useReaderTimeZone();
  const key = storyOfTheDayKey(now, zone);
  const stale = useIsStale(key);
  return useSWR<Story | null, Error>(key, () => getStoryOfTheDay(now, undefined, zone), {
    revalidateOnMount: stale,
    keepPreviousData: true,
  });
}

const loadHomePage: DataLoader = ({ now }) => ({
  needs: [{ key: storyOfTheDayKey(now), fetch: () => getStoryOfTheDay(now) }],
});

export default loadHomePage satisfies ExposedLoader<'reader', './HomePage.data'>;
