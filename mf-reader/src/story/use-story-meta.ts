// Page title and description from the story; not-found pages stay out of search results (SPEC §2 page meta).
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@tales/shared/ui';
import type { Story } from '@tales/shared/supabase';
import { excerpt, type StoryText } from '@tales/shared/story';

/** SPEC §9: the page description falls back to the first 150 characters of the content. */
const DESCRIPTION_FALLBACK_LIMIT = 150;

export function useStoryMeta(story: Story | null | undefined, storyText: StoryText | undefined, notFound: boolean): void {
  const { t } = useTranslation();
  const text = storyText?.text;
  usePageMeta({
    title: notFound ? t('story_view.story_not_found') : text ? t('story_view.page_title', { title: text.title }) : t('story_view.loading'),
    // usePageMeta cuts long descriptions to 147 characters plus "…".
    description: text ? excerpt(text.summary, text.content, DESCRIPTION_FALLBACK_LIMIT) : undefined,
    image: story?.imageUrl,
    noindex: notFound || undefined,
  });
}
