// One story of the list: its day, title (interface language, Spanish fallback), how many languages are complete,
// whether it has a cover, links to edit it and to its page, and its delete and (once published) unpublish.
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, readerDayKey, toLanguage, useReaderTimeZone } from '@tales/shared/i18n';
import { isScheduled, ScheduledBadge } from '@tales/shared/ui';
import { formatDay } from '../overview/format-day';
import { LanguagesComplete } from '../overview/LanguagesComplete';
import { overviewTitle, type OverviewStory } from '../overview/overview-row';
import { StoryLink } from '../overview/StoryLink';
import { DeleteStory } from '../story-actions/DeleteStory';
import { MoveStory } from '../story-actions/MoveStory';
import { day, muted, phoneWide, row, rowActions, title as titleClass } from '../overview/overview.css';

/** `onChanged` after a delete or an unpublish, for the list to read itself anew. */
export function StoryRow({ story, onChanged }: { story: OverviewStory; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  const zone = useReaderTimeZone();
  const published = new Date(story.publishDate);
  const title = overviewTitle(story, lng) || t('story_list.untitled');
  return (
    <li className={row}>
      <time className={day} dateTime={readerDayKey(published, zone)}>
        {formatDay(published, lng, zone)}
      </time>
      <div className={phoneWide}>
        <h2 className={titleClass}>{title}</h2> <ScheduledBadge publishDate={published} />
      </div>
      <LanguagesComplete missing={story.missing} />
      <span className={muted}>{story.hasCover ? t('story_list.cover_yes') : t('story_list.cover_no')}</span>
      <div className={rowActions}>
        <StoryLink id={story.id} title={title} action="edit" />
        <StoryLink id={story.id} title={title} action="view" />
        <StoryLink id={story.id} title={title} action="preview" />
        {isScheduled(published) ? null : <MoveStory story={story} title={title} onDone={onChanged} />}
        <DeleteStory story={story} title={title} onDone={onChanged} />
      </div>
    </li>
  );
}
