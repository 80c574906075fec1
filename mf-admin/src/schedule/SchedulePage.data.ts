// The admin's schedule: the stories of the next 60 days (the admin's days, in the admin's time zone), scheduled
// ones included (RLS lets admins read them); its cache key, its hook, and the loader a navigation calls (exposed
// as `./SchedulePage.data`).
import useSWR, { type SWRResponse } from 'swr';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { readerDayKey, readerTimeZone, startOfReaderDay, useReaderTimeZone } from '@tales/shared/i18n';
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { OVERVIEW_COLUMNS, toOverviewStory, type OverviewStory } from '../overview/overview-row';
import { overviewError } from '../overview/overview-error';

export const SCHEDULE_DAYS = 60;

/** One day of the schedule: its `yyyy-MM-dd`, the instant it starts, and its stories (usually one, or none). */
export type ScheduleDay = { day: string; start: string; stories: OverviewStory[] };

/** The days from `today` on; one key per first day and zone, the admin's own, read anew on each opening. */
export const scheduleKey = (today: string, zone: string): string =>
  dataKey('admin', ['schedule', today, zone, SCHEDULE_DAYS], true);

/** The `SCHEDULE_DAYS` days starting with the one `now` falls on, in `zone`, each with its stories. */
export async function getSchedule(
  now: Date = new Date(),
  zone: string = readerTimeZone(),
  db: SupabaseClient = getSupabase(),
): Promise<ScheduleDay[]> {
  const [year, month, date] = readerDayKey(now, zone).split('-').map(Number);
  const starts = Array.from({ length: SCHEDULE_DAYS + 1 }, (_, i) => startOfReaderDay(year, month, date + i, zone));
  const { data, error } = await (
    await db.rest()
  )
    .from('stories')
    .select(OVERVIEW_COLUMNS)
    .gte('publish_date', starts[0].toISOString())
    .lt('publish_date', starts[SCHEDULE_DAYS].toISOString())
    .order('publish_date', { ascending: true });
  if (error) throw overviewError(error);
  const days: ScheduleDay[] = starts
    .slice(0, SCHEDULE_DAYS)
    .map((start) => ({ day: readerDayKey(start, zone), start: start.toISOString(), stories: [] }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of (data ?? []) as unknown as Parameters<typeof toOverviewStory>[0][]) {
    const story = toOverviewStory(row);
    byDay.get(readerDayKey(new Date(story.publishDate), zone))?.stories.push(story);
  }
  return days;
}

export function useSchedule(now: Date = new Date()): SWRResponse<ScheduleDay[], Error> {
  const zone = useReaderTimeZone();
  const key = scheduleKey(readerDayKey(now, zone), zone);
  const stale = useIsStale(key);
  return useSWR<ScheduleDay[], Error>(key, () => getSchedule(now, zone), { revalidateOnMount: stale });
}

const loadSchedulePage: DataLoader = ({ now }) => {
  const zone = readerTimeZone();
  return { needs: [{ key: scheduleKey(readerDayKey(now, zone), zone), fetch: () => getSchedule(now, zone) }] };
};

export default loadSchedulePage satisfies ExposedLoader<'admin', './SchedulePage.data'>;
