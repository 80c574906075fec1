// The My stories page's data: the signed-in reader's favourites and reading history, newest first, as story cards
// in the reader's language. The query, its cache key and its hook. Stories a reader may no longer read (deleted,
// or scheduled again) are left out by the stories' own policies.
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import { storyCardsSelect } from '@tales/catalog';
import { dataKey } from '@tales/shared/data';
import { fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
import {
  getSupabase,
  mapStoryPreview,
  type StoryPreview,
  type StoryPreviewRow,
  type SupabaseClient,
} from '@tales/shared/supabase';
import { libraryError, type LibraryError } from './library-error';
import { mergeDeviceHistory } from './reading-history.data';

/** How many of each list the page shows (both lists' ids fit in one request's address). */
export const LIBRARY_LIMIT = 50;

export type LibraryEntry = { story: StoryPreview; at: Date };
export type Library = { favourites: LibraryEntry[]; history: LibraryEntry[] };

export const libraryKey = (userId: string, language: Language): string =>
  dataKey('user', ['library', userId, language]);

type Row = { story_id: string; at: string };

export async function getLibrary(language: Language, db: SupabaseClient = getSupabase()): Promise<Library> {
  const rest = await db.rest();
  const [favourites, history] = await Promise.all([
    rest
      .from('favourites')
      .select('story_id, at:created_at')
      .order('created_at', { ascending: false })
      .limit(LIBRARY_LIMIT),
    rest
      .from('reading_history')
      .select('story_id, at:read_at')
      .order('read_at', { ascending: false })
      .limit(LIBRARY_LIMIT),
  ]);
  for (const answer of [favourites, history]) if (answer.error) throw libraryError(answer.error);
  const favouriteRows = (favourites.data ?? []) as Row[];
  const historyRows = (history.data ?? []) as Row[];
  const ids = [...new Set([...favouriteRows, ...historyRows].map((row) => row.story_id))];
  const cards = new Map<string, StoryPreview>();
  if (ids.length > 0) {
    const { data, error } = await rest.from('stories').select(storyCardsSelect(language)).in('id', ids);
    if (error) throw libraryError(error);
    for (const row of (data ?? []) as unknown as StoryPreviewRow[]) cards.set(row.id, mapStoryPreview(row, language));
  }
  const entries = (rows: Row[]): LibraryEntry[] =>
    rows.flatMap((row) => {
      const story = cards.get(row.story_id);
      return story ? [{ story, at: new Date(row.at) }] : [];
    });
  return { favourites: entries(favouriteRows), history: entries(historyRows) };
}

/**
 * The signed-in reader's library in their language (nothing is asked for a signed-out visitor). This device's
 * readings move into the account first, so the history the page shows includes them.
 */
export function useLibrary(): SWRResponse<Library, LibraryError> {
  const userId = useAuthStore((s) => s.user?.id);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const key = userId ? libraryKey(userId, language) : null;
  return useSWR<Library, LibraryError>(key, async () => {
    await mergeDeviceHistory().catch(() => 0);
    return getLibrary(language);
  });
}
