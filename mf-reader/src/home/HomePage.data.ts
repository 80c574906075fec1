// The home page's data (SPEC §2 Home): the story of the day, its cache key, its hook, and the loader the shell's
// server and navigations call (exposed as `./HomePage.data`). Shipping the reader ships this query.
import useSWR, { type SWRResponse } from 'swr';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { dayKey } from '@tales/shared/i18n';
import {
  getSupabase,
  mapStory,
  STORY_COLUMNS,
  type Story,
  type StoryRow,
  type SupabaseClient,
} from '@tales/shared/supabase';

/** The reader's own time zone, so "today" is the reader's day. */
function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The story of the reader's day `day` (yyyy-MM-dd of the local date). */
export const storyOfTheDayKey = (day: Date): string => dataKey('storyOfTheDay', [dayKey(day)]);

/** First story published on `day` (reader's local day), else the most recent before it, else null. Errors are rethrown. */
export async function getStoryOfTheDay(
  day: Date = new Date(),
  db: SupabaseClient = getSupabase(),
): Promise<Story | null> {
  const { data, error } = await (
    await db.rest()
  )
    .rpc('story_of_the_day', { day: dayKey(day), tz: timeZone() })
    .select(STORY_COLUMNS)
    .limit(1);
  if (error) throw error;
  const rows = (data ?? []) as StoryRow[];
  return rows.length ? mapStory(rows[0]) : null;
}

/** Fresh data is not refetched on mount (SPEC §9), never on focus or reconnect; one retry. */
export function useStoryOfTheDay(today: Date = new Date()): SWRResponse<Story | null, Error> {
  const key = storyOfTheDayKey(today);
  const stale = useIsStale(key);
  return useSWR<Story | null, Error>(key, () => getStoryOfTheDay(today), { revalidateOnMount: stale });
}

const loadHomePage: DataLoader = ({ now }) => ({
  needs: [{ key: storyOfTheDayKey(now), fetch: () => getStoryOfTheDay(now) }],
});

export default loadHomePage satisfies ExposedLoader<'reader', './HomePage.data'>;
