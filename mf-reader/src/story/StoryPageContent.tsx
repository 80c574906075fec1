// The story page for a given data state: loading, error, not found, no translation, loaded (+ refreshing).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readerMonthKey } from '@tales/shared/i18n';
import { Button, EditStoryLink, LinkButton, ScheduledBadge, Skeleton, visuallyHidden } from '@tales/shared/ui';
import { useLocalizedPath } from '@tales/shared/routing';
import type { Story, StoryPreview } from '@tales/shared/supabase';
import { useLongDate } from '../dates/use-long-date';
import { StoryCard } from '../story-card/StoryCard';
import { StoryCardSkeleton } from '../story-card/StoryCardSkeleton';
import { storyTextFor } from '@tales/shared/story';
import { SubscribeForm } from '@tales/shared/newsletter';
import { NeedsConnection } from '../offline/NeedsConnection';
import { OfflineNotice } from '../offline/OfflineNotice';
import { BackLink } from './BackLink';
import type { StoryOnward } from './onward/StoryOnward.data';
import { StoryOnwardNav } from './onward/StoryOnwardNav';
import {
  column as columnClass,
  heading as headingClass,
  headingRow as headingRowClass,
  readerAnswer as readerAnswerClass,
  refreshing as refreshingClass,
  sessionAnswerLoading as sessionAnswerLoadingClass,
  state as stateClass,
  stateText as stateTextClass,
  subscribe as subscribeClass,
} from './story-page.css';
import { page as pageClass } from '../layout/page.css';

type Props = {
  story: Story | null | undefined;
  /** What the page offers to read next, once the story itself is here. */
  onward?: StoryOnward;
  /** The card the calendar passed along: while the story loads, its heading shows from it and the body waits. */
  preview?: StoryPreview;
  error: Error | undefined;
  isLoading: boolean;
  isRefreshing: boolean;
  isRetrying: boolean;
  /** No connection: a story the device has is marked as such; one it has not says it needs a connection. */
  isOffline: boolean;
  /**
   * `story` is null in a signed-out reader's answer while this visitor's session is unread: a reader sees "not
   * found", a device with a stored session the loading state until its own answer arrives.
   */
  isReaderAnswer?: boolean;
  /** What a signed-in reader may do with the loaded story (keep it as a favourite), beside its heading. */
  readerActions?: ReactNode;
  onRetry: () => void;
};

export function StoryPageContent({
  story,
  onward,
  preview,
  error,
  isLoading,
  isRefreshing,
  isRetrying,
  isOffline,
  isReaderAnswer = false,
  readerActions,
  onRetry,
}: Props) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const longDate = useLongDate();
  // The full story once it is here; until then, while it loads, the card passed along.
  const shown = story ?? (isLoading ? preview : undefined);
  const storyText = shown ? storyTextFor(shown, i18n.language) : undefined;
  const notFound = !isLoading && !error && story === null;

  const month = shown?.publishDate ? readerMonthKey(shown.publishDate) : undefined;
  const calendarPath = month ? `${to('calendar')}?month=${month}` : to('calendar');

  const loading = (
    <div className={columnClass} aria-busy="true">
      <h1 className={headingClass}>
        <span className={visuallyHidden}>{t('story_view.loading')}</span>
        <Skeleton width="min(14rem, 100%)" height="2rem" />
      </h1>
      <StoryCardSkeleton />
    </div>
  );
  const notFoundState = (
    <div className={stateClass}>
      <h1 className={headingClass}>{t('story_view.story_not_found')}</h1>
      <p className={stateTextClass}>{t('story_view.not_found_description')}</p>
      <LinkButton to={to('calendar')} variant="primary">
        {t('story_view.return_to_calendar')}
      </LinkButton>
    </div>
  );

  let content;
  if (isOffline && story === undefined) {
    content = <NeedsConnection headingLevel={1} onRetry={onRetry} isRetrying={isRetrying} />;
  } else if (error && !story) {
    // The error stays while a retry is under way (the button is pending) rather than flashing the skeleton.
    content = (
      <div className={stateClass} role="alert">
        <h1 className={headingClass}>{t('story_view.error_loading')}</h1>
        <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
          {t('story_view.retry')}
        </Button>
      </div>
    );
  } else if (isLoading && !shown) {
    content = loading;
  } else if (!shown && isReaderAnswer) {
    content = (
      <>
        <div className={sessionAnswerLoadingClass}>{loading}</div>
        <div className={readerAnswerClass}>{notFoundState}</div>
      </>
    );
  } else if (!shown) {
    content = notFoundState;
  } else {
    content = (
      <div className={columnClass}>
        <div className={headingRowClass}>
          <h1 className={headingClass}>
            <time dateTime={shown.publishDate?.toISOString()}>{longDate(shown.publishDate)}</time>
          </h1>
          <ScheduledBadge publishDate={shown.publishDate} />
          <EditStoryLink storyId={shown.id} storyTitle={storyText?.text.title ?? shown.id} />
          {story ? readerActions : null}
          {/* Always present so the polite announcement is read when its text appears. */}
          <span className={refreshingClass} role="status" aria-live="polite">
            {isRefreshing ? t('story_view.refreshing') : ''}
          </span>
        </div>
        {isOffline ? <OfflineNotice /> : null}
        {storyText ? (
          <StoryCard story={shown} storyText={storyText} />
        ) : (
          <p className={stateTextClass} role="alert">
            {t('story_view.translation_error')}
          </p>
        )}
        {story && onward ? <StoryOnwardNav onward={onward} /> : null}
        {story ? (
          <aside className={subscribeClass}>
            <SubscribeForm />
          </aside>
        ) : null}
      </div>
    );
  }

  return (
    <div className={pageClass}>
      <BackLink to={notFound || !shown ? to('calendar') : calendarPath} />
      {content}
    </div>
  );
}
