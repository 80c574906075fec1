// A story page's data (SPEC §2 Story view): the full story by id, its cache key, its hook, and the loader the
// shell's server and navigations call (exposed as `./StoryPage.data`). The loader names the story as the page's
// own: the shell's head describes it, and a story that does not exist makes the page a not-found one. It also asks
// for what the page offers to read next (`./onward/StoryOnward.data`), in the page's language.
import useSWR, { type SWRResponse } from 'swr';
import { useTranslation } from 'react-i18next';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
import { getStoryOnward, storyOnwardKey } from './onward/StoryOnward.data';
import {
  getSupabase,
  mapLocalizedStory,
  storySelect,
  type LocalizedStoryRow,
  type Story,
  type SupabaseClient,
} from '@tales/shared/supabase';

/**
 * Its entry only ever holds a full story (a calendar card is not one) with the texts of one language, so each
 * language has its own; an admin's (scheduled ones too) apart.
 */
export const storyKey = (id: string, language: Language, admin = false): string =>
  dataKey('story', [id, language], admin);

/**
 * One story by id with its text in `language` and the Spanish original, or null when it does not exist (or is not
 * visible to the caller).
 */
export async function getStory(
  id: string,
  language: Language,
  db: SupabaseClient = getSupabase(),
): Promise<Story | null> {
  if (!id) return null;
  const { data, error } = await (
    await db.rest()
  )
    .from('stories')
    .select(storySelect(language))
    .eq('id', id)
    .maybeSingle();
  if (error) {
    // An id that is not a uuid can't name a story: PostgreSQL rejects it (22P02) before looking.
    if (error.code === '22P02') return null;
    throw error;
  }
  return data ? mapLocalizedStory(data as unknown as LocalizedStoryRow, language) : null;
}

/** The full story; fresh data is not refetched on mount (SPEC §9). */
export function useStory(id: string | undefined): SWRResponse<Story | null, Error> {
  const admin = useAuthStore((s) => s.isAdmin);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const key = id ? storyKey(id, language, admin) : null;
  const stale = useIsStale(key);
  return useSWR<Story | null, Error>(key, () => getStory(id as string, language), { revalidateOnMount: stale });
}

const loadStoryPage: DataLoader = ({ params, lng, admin }) => {
  const id = params.storyId ?? '';
  return {
    needs: [{ key: storyOnwardKey(id, lng, admin), fetch: () => getStoryOnward(id, lng) }],
    story: { key: storyKey(id, lng, admin), fetch: () => getStory(id, lng) },
  };
};

export default loadStoryPage satisfies ExposedLoader<'reader', './StoryPage.data'>;
