// The admin's figures of what readers read: page views per day, language and page over 30 or 90 of the admin's
// days, the most read stories of the week and the month, donations per month (reader_stats), and the newsletter's
// subscribers per language (newsletter_stats). Both functions answer admins only. Its cache key, its hook, and the
// loader a navigation calls (exposed as `./ReaderStatsPage.data`).
import useSWR, { type SWRResponse } from 'swr';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { readerTimeZone, useReaderTimeZone } from '@tales/shared/i18n';
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { readerStatsError } from './reader-stats-error';

/** The windows the page offers; the first is the one it opens with. */
export const WINDOWS = [30, 90] as const;
export type StatsWindow = (typeof WINDOWS)[number];

/** `?days=90` asks for the longer window; anything else is the default one. */
export function windowFrom(search: URLSearchParams): StatsWindow {
  return WINDOWS.find((days) => String(days) === search.get('days')) ?? WINDOWS[0];
}

export type DayViews = { day: string; views: number };
export type LanguageViews = { language: string; views: number };
export type PageViews = { page: string; views: number };
export type TopStory = { id: string; titles: Record<string, string | null>; views: number };
export type MonthDonations = { month: string; currency: string; amount: number; count: number };

export type ReaderStats = {
  days: number;
  perDay: DayViews[];
  perLanguage: LanguageViews[];
  perPage: PageViews[];
  topWeek: TopStory[];
  topMonth: TopStory[];
  donationsPerMonth: MonthDonations[];
  /** Confirmed subscribers still subscribed, per language; then those who never confirmed and those who left. */
  subscribers: { perLanguage: { language: string; count: number }[]; pending: number; stopped: number };
};

type NewsletterStats = { confirmed: Record<string, number>; pending: number; stopped: number };

/** One key per window and zone; the admin's own (`…:admin`), never persisted, read anew on each opening. */
export const readerStatsKey = (days: StatsWindow, zone: string): string =>
  dataKey('admin', ['readerStats', days, zone], true);

export async function getReaderStats(
  days: StatsWindow,
  zone: string = readerTimeZone(),
  db: SupabaseClient = getSupabase(),
): Promise<ReaderStats> {
  const rest = await db.rest();
  const [views, newsletter] = await Promise.all([
    rest.rpc('reader_stats', { days, tz: zone }),
    rest.rpc('newsletter_stats'),
  ]);
  if (views.error) throw readerStatsError(views.error);
  if (newsletter.error) throw readerStatsError(newsletter.error);
  const figures = views.data as Omit<ReaderStats, 'subscribers'>;
  const subscribers = newsletter.data as NewsletterStats;
  return {
    ...figures,
    // The day comes as a timestamp at midnight; the page reads it as a calendar day.
    perDay: figures.perDay.map((entry) => ({ day: entry.day.slice(0, 10), views: entry.views })),
    subscribers: {
      perLanguage: Object.entries(subscribers.confirmed)
        .map(([language, count]) => ({ language, count }))
        .sort((a, b) => b.count - a.count || a.language.localeCompare(b.language)),
      pending: subscribers.pending,
      stopped: subscribers.stopped,
    },
  };
}

export function useReaderStats(days: StatsWindow): SWRResponse<ReaderStats, Error> {
  const zone = useReaderTimeZone();
  const key = readerStatsKey(days, zone);
  const stale = useIsStale(key);
  return useSWR<ReaderStats, Error>(key, () => getReaderStats(days, zone), {
    revalidateOnMount: stale,
    keepPreviousData: true,
  });
}

const loadReaderStatsPage: DataLoader = ({ search }) => {
  const zone = readerTimeZone();
  const days = windowFrom(search);
  return { needs: [{ key: readerStatsKey(days, zone), fetch: () => getReaderStats(days, zone) }] };
};

export default loadReaderStatsPage satisfies ExposedLoader<'admin', './ReaderStatsPage.data'>;
