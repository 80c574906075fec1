// The story-of-the-day area in each of its states: loading, error, none yet, no translation, loaded.
import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '@tales/shared/ui';
import type { Story } from '@tales/shared/supabase';
import { isToday, useReaderTimeZone } from '@tales/shared/i18n';
import { useLongDate } from '../dates/use-long-date';
import { StoryCard } from '../story-card/StoryCard';
import { StoryCardSkeleton } from '../story-card/StoryCardSkeleton';
import { storyTextFor } from '@tales/shared/story';
import { NeedsConnection } from '../offline/NeedsConnection';
import { OfflineNotice } from '../offline/OfflineNotice';
import { Message } from './Message';
import { date as dateClass, story as storyClass } from './home.css';
import { NotTodayNote } from './NotTodayNote';
import { useFocusAcrossStories } from './use-focus-across-stories';

type HomeStoryProps = {
  story: Story | null | undefined;
  error: Error | undefined;
  isLoading: boolean;
  isRetrying: boolean;
  /** No connection: a story the device has is marked as such; without one, the area says it needs a connection. */
  isOffline: boolean;
  onRetry: () => void;
};

export function HomeStory({ story, error, isLoading, isRetrying, isOffline, onRetry }: HomeStoryProps) {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const zone = useReaderTimeZone();
  const sectionRef = useFocusAcrossStories();

  if (isOffline && story === undefined)
    return <NeedsConnection headingLevel={2} onRetry={onRetry} isRetrying={isRetrying} />;
  // Cached data stays on screen when a background refresh fails; the error shows only without a story, and
  // stays while a retry is under way (the button is pending) rather than flashing the skeleton.
  if (error && !story) {
    return (
      <Message tone="error" message={t('home.error_loading_story')}>
        <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
          {t('home.retry')}
        </Button>
      </Message>
    );
  }
  if (isLoading) {
    return (
      <section className={storyClass} aria-busy="true" aria-label={t('home.loading')}>
        <Skeleton width="12rem" height="1.5rem" />
        <StoryCardSkeleton />
      </section>
    );
  }
  if (!story) return <Message message={t('home.no_story')} />;

  const storyText = storyTextFor(story, i18n.language);
  if (!storyText) return <Message message={t('home.no_translation')} />;

  const fromToday = story.publishDate ? isToday(story.publishDate, new Date(), zone) : false;
  // Another story (the reader's day has another than the server's page had) is a new section, not the old one
  // edited: nothing the reader already sees moves (a layout shift) as titles and tags of other heights come in; it
  // takes over the focus the old one held.
  return (
    <section key={story.id} ref={sectionRef} className={storyClass} aria-label={t('home.story_label')}>
      <p className={dateClass}>
        <time dateTime={story.publishDate?.toISOString()}>{longDate(story.publishDate)}</time>
      </p>
      {isOffline ? <OfflineNotice /> : null}
      <NotTodayNote publishDate={story.publishDate} fromToday={fromToday}>
        <StoryCard story={story} storyText={storyText} />
      </NotTodayNote>
    </section>
  );
}
