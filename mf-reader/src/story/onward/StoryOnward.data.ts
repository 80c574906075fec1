// What a story page offers to read next: the stories published just before and just after it, and up to three
// others sharing one of its genres, as cards in the reader's language (Spanish where it has none). The query, its
// cache key and its hook; the story page's loader asks for it beside the story, so the server's page carries it.
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import { storyCardsSelect } from '@tales/catalog';
import { dataKey, useIsStale } from '@tales/shared/data';
import { fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
import {
  getSupabase,
  mapStoryPreview,
  type StoryPreview,
  type StoryPreviewRow,
  type SupabaseClient,
} from '@tales/shared/supabase';

export type StoryOnward = {
  /** Published just before the story (by publish date); null for the first one. */
  previous: StoryPreview | null;
  /** Published just after it; null for the newest one a reader may see. */
  next: StoryPreview | null;
  /** Up to three others sharing a genre, newest first, neither the story nor its previous or next. */
  related: StoryPreview[];
};

type OnwardRow = StoryPreviewRow & { relation: string };

const NOTHING_ONWARD: StoryOnward = { previous: null, next: null, related: [] };

/** The cards are in one language, so each language has its own entry; an admin's (scheduled ones too) apart. */
export const storyOnwardKey = (id: string, language: Language, admin = false): string =>
  dataKey('onward', [id, language], admin);

/**
 * One call of `story_onward`, which reads as the caller: the database's policies, not this code, keep scheduled
 * stories from readers. A story that does not exist (or is not visible) has nothing onward; errors are rethrown
 * with their code.
 */
export async function getStoryOnward(
  id: string,
  language: Language,
  db: SupabaseClient = getSupabase(),
): Promise<StoryOnward> {
  if (!id) return NOTHING_ONWARD;
  const { data, error } = await (
    await db.rest()
  )
    .rpc('story_onward', { story_id: id })
    .select(`relation,${storyCardsSelect(language)}`);
  if (error) {
    // An id that is not a uuid can't name a story: PostgreSQL rejects it (22P02) before looking.
    if (error.code === '22P02') return NOTHING_ONWARD;
    throw error;
  }
  const rows = (data ?? []) as unknown as OnwardRow[];
  const card = (relation: string) =>
    rows.filter((row) => row.relation === relation).map((row) => mapStoryPreview(row, language));
  return { previous: card('previous')[0] ?? null, next: card('next')[0] ?? null, related: card('related') };
}

/** The story's onward cards in the reader's language; fresh data is not refetched on mount. */
export function useStoryOnward(id: string | undefined): SWRResponse<StoryOnward, Error> {
  const admin = useAuthStore((s) => s.isAdmin);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const key = id ? storyOnwardKey(id, language, admin) : null;
  const stale = useIsStale(key);
  return useSWR<StoryOnward, Error>(key, () => getStoryOnward(id as string, language), { revalidateOnMount: stale });
}
