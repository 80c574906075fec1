// A day card's text: the story's text in the reader's language or Spanish (SPEC §3), and a summary (SPEC §9).
import type { StoryPreview } from '@tales/shared/supabase';
import { excerpt, storyTextFor, type StoryText } from '@tales/shared/story';

/** SPEC §9: a card without a summary shows the first 100 characters of the content plus an ellipsis. */
export const CARD_SUMMARY_LIMIT = 100;

export type CardText = StoryText & { summary: string };

export function cardTextFor(story: StoryPreview, lng: string): CardText | undefined {
  const storyText = storyTextFor(story, lng);
  if (!storyText) return undefined;
  return { ...storyText, summary: excerpt(storyText.text.summary, storyText.text.content, CARD_SUMMARY_LIMIT) };
}
