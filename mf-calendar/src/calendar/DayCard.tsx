// One day of the month: with a story it links to it (passing its card along); without one it says so, or, for a
// day still to come, that its story is coming.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StoryLinkState } from '@tales/shared/federation';
import { dayKey, fallbackLanguage, fullDate, toLanguage, weekdayName } from '@tales/shared/i18n';
import { useLocalizedPath } from '@tales/shared/routing';
import type { StoryPreview } from '@tales/shared/supabase';
import { EditStoryLink, ScheduledBadge, TagBadges, visuallyHidden } from '@tales/shared/ui';
import { cardTextFor } from './card-text';
import {
  editLink as editLinkClass,
  dayCard as dayCardClass,
  dayHead as dayHeadClass,
  dayNumber as dayNumberClass,
  dayStory as dayStoryClass,
  fallbackNote as fallbackNoteClass,
  noStory as noStoryClass,
  storyLink as storyLinkClass,
  storyTitle as storyTitleClass,
  summary as summaryClass,
  todayCard as todayCardClass,
  todayLabel as todayLabelClass,
  weekday as weekdayClass,
} from './calendar.css';

type DayCardProps = {
  day: Date;
  story: StoryPreview | undefined;
  isToday: boolean;
  /** After the reader's today. */
  isFuture: boolean;
  /** Opens a week (a Monday, or the 1st). */
  startsWeek: boolean;
};

export function DayCard({ day, story, isToday, isFuture, startsWeek }: DayCardProps) {
  const { t, i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  const to = useLocalizedPath();
  const card = story ? cardTextFor(story, i18n.language) : undefined;

  return (
    <li
      className={isToday ? todayCardClass : dayCardClass}
      aria-current={isToday ? 'date' : undefined}
      data-day={dayKey(day)}
      data-future={isFuture || undefined}
      data-week-start={startsWeek || undefined}
    >
      <p className={dayHeadClass}>
        <time dateTime={dayKey(day)}>
          <span className={dayNumberClass} aria-hidden="true">
            {day.getDate()}
          </span>
          <span className={weekdayClass} aria-hidden="true">
            {weekdayName(day, lng)}
          </span>
          {/* Screen readers get the full date once instead of "1 Monday". */}
          <span className={visuallyHidden}>{fullDate(day, lng)}</span>
        </time>
        {isToday ? <span className={todayLabelClass}>{t('calendar.today')}</span> : null}
      </p>
      {story && card ? (
        <div className={dayStoryClass}>
          <h3 className={storyTitleClass} lang={card.contentLang}>
            <Link
              className={storyLinkClass}
              to={to('storyWithId', { storyId: story.id })}
              state={{ preview: story } satisfies StoryLinkState}
            >
              {card.text.title}
            </Link>
          </h3>
          <ScheduledBadge publishDate={story.publishDate} />
          <TagBadges tags={story.tags} label={t('calendar.tags_label')} />
          <p className={summaryClass} lang={card.contentLang}>
            {card.summary}
          </p>
          {card.isSpanishFallback ? <p className={fallbackNoteClass}>{t('calendar.shown_in_spanish')}</p> : null}
          <EditStoryLink storyId={story.id} storyTitle={card.text.title} className={editLinkClass} />
        </div>
      ) : (
        <p className={noStoryClass}>{t(isFuture ? 'calendar.coming' : 'calendar.no_story')}</p>
      )}
    </li>
  );
}
