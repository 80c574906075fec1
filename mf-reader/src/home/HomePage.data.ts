// The home page's data (SPEC §2 Home): the story of the day, its cache key, its hook, and the loader the shell's
// server and navigations call (exposed as `./HomePage.data`). Shipping the reader ships this query. Its two reads
// need no REST library (readFunction): a first visit from a zone whose day differs from the server's makes one.
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { useTranslation } from 'react-i18next';
import {
  fallbackLanguage,
  readerDayKey,
  readerTimeZone,
  toLanguage,
  useReaderTimeZone,
  type Language,
} from '@tales/shared/i18n';
import {
  getSupabase,
  mapLocalizedStory,
  storySelect,
  type LocalizedStoryRow,
  type Story,
  type SupabaseClient,
} from '@tales/shared/supabase';
import { answersDay, readerDayBounds, type StoryNeighbours } from './day-answer';

/**
 * The story of the reader's day of `now` in `language`: the day and its zone, since the day's bounds are the zone's,
 * and the language, since the story holds only the texts its reader can be shown.
 */
export const storyOfTheDayKey = (now: Date, language: Language, zone: string = readerTimeZone()): string =>
  dataKey('storyOfTheDay', [readerDayKey(now, zone), zone, language]);

/**
 * First story published on the reader's day of `now` (in the reader's zone), else the most recent before it, else
 * null; with its text in `language` and the Spanish original. Errors are rethrown.
 */
export async function getStoryOfTheDay(
  now: Date,
  language: Language,
  db: SupabaseClient = getSupabase(),
  zone: string = readerTimeZone(),
): Promise<Story | null> {
  const { data, error } = await db.readFunction<LocalizedStoryRow[]>(
    'story_of_the_day',
    { day: readerDayKey(now, zone), tz: zone },
    { select: storySelect(language), limit: 1 },
  );
  if (error) throw error;
  const rows = data ?? [];
  return rows.length ? mapLocalizedStory(rows[0], language) : null;
}

/** The publish times around the story of the reader's day of `now`: the other days it is the story of. */
export const storyNeighboursKey = (now: Date, zone: string = readerTimeZone()): string =>
  dataKey('storyOfTheDay', [readerDayKey(now, zone), zone, 'neighbours']);

/** Publish times of the stories just before and after the story of the reader's day; null when there is none. */
export async function getStoryNeighbours(
  now: Date = new Date(),
  db: SupabaseClient = getSupabase(),
  zone: string = readerTimeZone(),
): Promise<StoryNeighbours | null> {
  const { data, error } = await db.readFunction<
    { previous_published_at: string | null; next_published_at: string | null }[]
  >('story_of_the_day_neighbours', { day: readerDayKey(now, zone), tz: zone });
  if (error) throw error;
  const [row] = data ?? [];
  return row ? { previous: row.previous_published_at, next: row.next_published_at } : null;
}

/**
 * The story the page hydrated with, when it is also the story of the reader's day in the zone the page moved to
 * (the server's neighbours of it say so): the page then shows it for the new zone without asking again.
 */
function useStoryCarriedAcrossZones(now: Date, zone: string, language: Language): Story | null | undefined {
  const { cache } = useSWRConfig();
  const [from] = useState({ now, zone });
  if (from.zone === zone) return undefined;
  const story = cache.get(storyOfTheDayKey(from.now, language, from.zone))?.data as Story | null | undefined;
  const neighbours = cache.get(storyNeighboursKey(from.now, from.zone))?.data as StoryNeighbours | undefined;
  if (!story?.publishDate || !neighbours) return undefined;
  return answersDay(story.publishDate, neighbours, readerDayBounds(now, zone)) ? story : undefined;
}

/**
 * Fresh data is not refetched on mount (SPEC §9), never on focus or reconnect; one retry. When the day or the zone
 * moves (the page moving to the reader's zone after hydration, midnight), the story shown stays until the new
 * day's answer is here, so the page never blinks to its loading state and back.
 */
export function useStoryOfTheDay(now: Date = new Date()): SWRResponse<Story | null, Error> {
  const zone = useReaderTimeZone();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const key = storyOfTheDayKey(now, language, zone);
  const carried = useStoryCarriedAcrossZones(now, zone, language);
  const stale = useIsStale(key);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (carried !== undefined && stale) void mutate(key, carried, { revalidate: false });
  }, [carried, key, mutate, stale]);
  const response = useSWR<Story | null, Error>(key, () => getStoryOfTheDay(now, language, undefined, zone), {
    revalidateOnMount: stale && carried === undefined,
    revalidateIfStale: carried === undefined,
    keepPreviousData: true,
    fallbackData: carried,
  });
  // A story kept from before a change of language holds that language's text: the page shows its loading state
  // until the new language's story is here, not the Spanish original in between.
  const kept = response.data;
  return kept?.language && kept.language !== language ? { ...response, data: undefined } : response;
}

const loadHomePage: DataLoader = ({ now, lng, onServer }) => ({
  needs: [
    { key: storyOfTheDayKey(now, lng), fetch: () => getStoryOfTheDay(now, lng) },
    // Only the server's page can be made for another zone than the reader's; the neighbours let it move without a fetch.
    ...(onServer ? [{ key: storyNeighboursKey(now), fetch: () => getStoryNeighbours(now) }] : []),
  ],
});

export default loadHomePage satisfies ExposedLoader<'reader', './HomePage.data'>;
