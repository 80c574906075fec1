// The story a preview shows: a saved one read with the admin's session (scheduled ones included), under an admin
// key that is never persisted and read anew at each opening, so a preview is never served from a cache.
import useSWR, { type SWRResponse } from 'swr';
import { dataKey } from '@tales/shared/data';
import type { Story } from '@tales/shared/supabase';
import { getStory } from '../StoryPage.data';

export const storyPreviewKey = (id: string): string => dataKey('admin', ['preview', id], true);

export function useStoryPreview(id: string | null): SWRResponse<Story | null, Error> {
  return useSWR<Story | null, Error>(id ? storyPreviewKey(id) : null, () => getStory(id as string), {
    revalidateOnFocus: false,
  });
}
