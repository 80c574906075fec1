// The card the calendar passed in router state (`<Link state={{ preview }}>`): the story page shows the story's
// heading from it while the full story loads.
import type { StoryLinkState } from '@tales/shared/federation';
import { toLanguage } from '@tales/shared/i18n';
import { toDate, type StoryPreview } from '@tales/shared/supabase';

/**
 * The passed card when it is of the story this page shows and in the page's language (its text is in the
 * language it was asked in); its date revived in case the state was serialized.
 */
export function previewFromState(state: unknown, storyId: string | undefined, lng: string): StoryPreview | undefined {
  const preview = (state as Partial<StoryLinkState> | null)?.preview;
  if (
    !preview ||
    typeof preview !== 'object' ||
    preview.preview !== true ||
    preview.id !== storyId ||
    !preview.translations
  )
    return undefined;
  if (preview.language !== toLanguage(lng)) return undefined;
  return { ...preview, publishDate: toDate(preview.publishDate) };
}
