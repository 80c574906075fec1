// The calendar's data (SPEC §2 Calendar): a month's cards, its cache key, its hook, and the loader the shell's
// server and navigations call (exposed as `./CalendarPage.data`). Shipping the calendar ships this query.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { storyCardsSelect } from '@tales/catalog';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { fallbackLanguage, readerDayKey, toLanguage, useReaderTimeZone, type Language } from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
import {
  getSupabase,
  mapStoryPreview,
  type MonthStories,
  type StoryPreview,
  type StoryPreviewRow,
  type SupabaseClient,
} from '@tales/shared/supabase';
import { formatMonthParam, parseMonthParam } from './month-query';

/**
 * A month's cards are in one language (with the Spanish fallback), so each language has its own entry. Whatever
 * the reader's zone, the entry is the same: it holds the month as every zone on Earth has it, and each reader's
 * days are cut from it, so the page the server made hydrates in any zone without asking again.
 */
export const monthKey = (year: number, month: number, language: Language, admin = false): string =>
  dataKey('month', [formatMonthParam({ year, month }), language], admin);

/** The stories of a month as cards, oldest first, from its first day at UTC+14 to its last day at UTC−12. */
export type MonthCards = StoryPreview[];

const HOUR = 3_600_000;
/** The zones furthest ahead of and behind UTC: a month's first day starts at UTC+14 and its last ends at UTC−12. */
const EARLIEST_START_MS = 14 * HOUR;
const LATEST_END_MS = 12 * HOUR;

/**
 * The cards of the stories published in a month in any zone, in `language` with the Spanish fallback: what the
 * calendar shows, not the story text. Out-of-range year (2000–3000) or month (1–12) → none (SPEC §5). A failed
 * query is rethrown rather than read as an empty month: the calendar then says it could not load and offers a
 * retry, instead of claiming that no story was published on any day.
 */
export async function getMonthCards(
  year: number,
  month: number,
  language: Language,
  db: SupabaseClient = getSupabase(),
): Promise<MonthCards> {
  if (!Number.isInteger(year) || !Number.isInteger(month) || year < 2000 || year > 3000 || month < 1 || month > 12)
    return [];
  const start = new Date(Date.UTC(year, month - 1, 1) - EARLIEST_START_MS);
  const end = new Date(Date.UTC(year, month, 1) + LATEST_END_MS);
  const { data, error } = await (
    await db.rest()
  )
    .from('stories')
    .select(storyCardsSelect(language))
    .gte('publish_date', start.toISOString())
    .lt('publish_date', end.toISOString())
    .order('publish_date', { ascending: true });
  if (error) throw error;
  return ((data ?? []) as unknown as StoryPreviewRow[]).map((row) => mapStoryPreview(row, language));
}

/** The month's cards on the days of `zone`, keyed yyyy-MM-dd, one per date (the later wins). */
export function monthByDay(cards: MonthCards, year: number, month: number, zone: string): MonthStories {
  const prefix = `${formatMonthParam({ year, month })}-`;
  const byDate: MonthStories = {};
  for (const card of cards) {
    if (!card.publishDate) continue;
    const day = readerDayKey(card.publishDate, zone);
    if (day.startsWith(prefix)) byDate[day] = card;
  }
  return byDate;
}

export interface MonthView {
  /** The month's cards by the reader's days; undefined until the month has loaded. */
  data: MonthStories | undefined;
  error: Error | undefined;
  isValidating: boolean;
  retry(): void;
}

/**
 * The month's cards in the reader's language (Spanish where it has no text) on the reader's days; fresh data is
 * not refetched on mount, and the reader's zone only regroups the cards it has.
 */
export function useMonthStories(year: number, month: number): MonthView {
  const admin = useAuthStore((s) => s.isAdmin);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const zone = useReaderTimeZone();
  const key = monthKey(year, month, language, admin);
  const stale = useIsStale(key);
  const {
    data: cards,
    error,
    isValidating,
    mutate,
  } = useSWR<MonthCards, Error>(key, () => getMonthCards(year, month, language), { revalidateOnMount: stale });
  const data = useMemo(() => cards && monthByDay(cards, year, month, zone), [cards, year, month, zone]);
  return { data, error, isValidating, retry: () => void mutate() };
}

/** The month the address asks for (`?month=2026-10`), else the reader's current one. */
const loadCalendarPage: DataLoader = ({ search, lng, admin, now }) => {
  const { year, month } = parseMonthParam(search.get('month'), now);
  return { needs: [{ key: monthKey(year, month, lng, admin), fetch: () => getMonthCards(year, month, lng) }] };
};

export default loadCalendarPage satisfies ExposedLoader<'calendar', './CalendarPage.data'>;
