// The calendar's data (SPEC §2 Calendar): a month's cards, its cache key, its hook, and the loader the shell's
// server and navigations call (exposed as `./CalendarPage.data`). Shipping the calendar ships this query.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import { storyCardsSelect } from '@tales/catalog';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import {
  fallbackLanguage,
  readerDayKey,
  readerTimeZone,
  startOfReaderDay,
  toLanguage,
  useReaderTimeZone,
  type Language,
} from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
import {
  getSupabase,
  mapStoryPreview,
  type MonthStories,
  type StoryPreviewRow,
  type SupabaseClient,
} from '@tales/shared/supabase';
import { formatMonthParam, parseMonthParam } from './month-query';

/**
 * A month's cards are in one language (with the Spanish fallback), so each language has its own entry; and the
 * month's bounds and days are the reader's zone's, so each zone too.
 */
export const monthKey = (
  year: number,
  month: number,
  language: Language,
  admin = false,
  zone: string = readerTimeZone(),
): string => dataKey('month', [formatMonthParam({ year, month }), language, zone], admin);

/**
 * The cards of the stories published in a month (in the reader's zone), in `language` with the Spanish fallback,
 * keyed yyyy-MM-dd, one per date (the later wins): what the calendar shows, not the story text.
 * Out-of-range year (2000–3000) or month (1–12) → empty (SPEC §5). A failed query is rethrown rather than
 * read as an empty month: the calendar then says it could not load and offers a retry, instead of claiming
 * that no story was published on any day.
 */
export async function getMonthStories(
  year: number,
  month: number,
  language: Language,
  db: SupabaseClient = getSupabase(),
  zone: string = readerTimeZone(),
): Promise<MonthStories> {
  if (!Number.isInteger(year) || !Number.isInteger(month) || year < 2000 || year > 3000 || month < 1 || month > 12)
    return {};
  const start = startOfReaderDay(year, month, 1, zone);
  const end = startOfReaderDay(year, month + 1, 1, zone);
  const { data, error } = await (
    await db.rest()
  )
    .from('stories')
    .select(storyCardsSelect(language))
    .gte('publish_date', start.toISOString())
    .lt('publish_date', end.toISOString())
    .order('publish_date', { ascending: true });
  if (error) throw error;
  const byDate: MonthStories = {};
  for (const row of (data ?? []) as unknown as StoryPreviewRow[]) {
    const card = mapStoryPreview(row, language);
    if (card.publishDate) byDate[readerDayKey(card.publishDate, zone)] = card;
  }
  return byDate;
}

/**
 * The month's cards in the reader's language (Spanish where it has no text); fresh data is not refetched on mount.
 * When only the zone moves (the page moving to the reader's zone after hydration), the cards shown stay until the
 * zone's answer is here; another month or language shows its loading state.
 */
export function useMonthStories(year: number, month: number): SWRResponse<MonthStories, Error> {
  const admin = useAuthStore((s) => s.isAdmin);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const zone = useReaderTimeZone();
  const key = monthKey(year, month, language, admin, zone);
  const stale = useIsStale(key);
  const asked = `${year}-${month} ${language} ${admin}`;
  // The month whose cards were last shown: only its cards may stand in while another zone's answer loads.
  const [shownMonth, setShownMonth] = useState(asked);
  const result = useSWR<MonthStories, Error>(key, () => getMonthStories(year, month, language, undefined, zone), {
    revalidateOnMount: stale,
    keepPreviousData: shownMonth === asked,
  });
  if (result.data !== undefined && shownMonth !== asked) setShownMonth(asked);
  return result;
}

/** The month the address asks for (`?month=2026-10`), else the reader's current one. */
const loadCalendarPage: DataLoader = ({ search, lng, admin, now }) => {
  const { year, month } = parseMonthParam(search.get('month'), now);
  return { needs: [{ key: monthKey(year, month, lng, admin), fetch: () => getMonthStories(year, month, lng) }] };
};

export default loadCalendarPage satisfies ExposedLoader<'calendar', './CalendarPage.data'>;
