// The story the calendar passed in router state (`navigate(path, { state: { story } })`), used as initial data.
import type { StoryLinkState } from '@tales/shared/federation';
import { toDate, type Story } from '@tales/shared/supabase';

/** The passed story when it is the one this page shows; dates revived in case the state was serialized. */
export function storyFromState(state: unknown, storyId: string | undefined): Story | undefined {
  const story = (state as Partial<StoryLinkState> | null)?.story;
  if (!story || typeof story !== 'object' || story.id !== storyId || !story.translations) return undefined;
  return {
    ...story,
    publishDate: toDate(story.publishDate),
    createdAt: toDate(story.createdAt),
    updatedAt: toDate(story.updatedAt),
  };
}
