// The story a preview shows: a saved one read with the admin's session (scheduled ones included), under an admin
// key that is never persisted and read anew at each opening, so a preview is never served from a cache. It holds
// the texts of the language previewed (each language's preview is its own address).
import useSWR, { type SWRResponse } from 'swr';
import { useTranslation } from 'react-i18next';
import { dataKey } from '@tales/shared/data';
import { fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import type { Story } from '@tales/shared/supabase';
import { getStory } from '../StoryPage.data';

export const storyPreviewKey = (id: string, language: Language): string =>
  dataKey('admin', ['preview', id, language], true);

export function useStoryPreview(id: string | null): SWRResponse<Story | null, Error> {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  return useSWR<Story | null, Error>(
    id ? storyPreviewKey(id, language) : null,
    () => getStory(id as string, language),
    {
      revalidateOnFocus: false,
    },
  );
}
