// The admin's schedule: the next 60 days in the admin's time zone, each with its story; a day without one is
// marked ("No story", a dashed outline) and offers to write a story for it (the new-story form with that day).
// Reached only through the shell's admin guard; the database decides what is read.
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { fallbackLanguage, toLanguage, useReaderTimeZone, type Language } from '@tales/shared/i18n';
import { useLocalizedPath } from '@tales/shared/routing';
import { Badge, Button, FullPageLoading, LinkButton, PageHeading, ScheduledBadge } from '@tales/shared/ui';
import { AdminNav } from '../overview/AdminNav';
import { formatDay } from '../overview/format-day';
import { LanguagesComplete } from '../overview/LanguagesComplete';
import { overviewTitle } from '../overview/overview-row';
import { StoryLink } from '../overview/StoryLink';
import { banner, page, title as titleClass } from '../overview/overview.css';
import { SCHEDULE_DAYS, useSchedule, type ScheduleDay } from './SchedulePage.data';
import { dayActions, dayName, dayRow, days as daysClass, gap, noStory, storyLine, summaryLine } from './schedule.css';

function DayRow({ entry, lng, zone, isToday }: { entry: ScheduleDay; lng: Language; zone: string; isToday: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const dayText = formatDay(new Date(entry.start), lng, zone, true);
  const empty = entry.stories.length === 0;
  return (
    <li className={empty ? `${dayRow} ${gap}` : dayRow}>
      <h2 className={dayName}>
        <time dateTime={entry.day}>{dayText}</time>
        {isToday ? <Badge tone="accent">{t('schedule.today')}</Badge> : null}
      </h2>
      {empty ? (
        <>
          <p className={noStory}>{t('schedule.no_story')}</p>
          <div className={dayActions}>
            <LinkButton
              to={`${to('newStory')}?day=${entry.day}`}
              variant="primary"
              size="sm"
              // The visible text starts the name (WCAG 2.5.3), the day tells the links apart.
              aria-label={`${t('schedule.write_for_day')}: ${dayText}`}
            >
              {t('schedule.write_for_day')}
            </LinkButton>
          </div>
        </>
      ) : (
        <>
          <div>
            {entry.stories.map((story) => (
              <p key={story.id} className={storyLine}>
                <span className={titleClass}>{overviewTitle(story, lng) || t('story_list.untitled')}</span>
                <ScheduledBadge publishDate={new Date(story.publishDate)} />
                <LanguagesComplete missing={story.missing} />
              </p>
            ))}
          </div>
          <div className={dayActions}>
            {entry.stories.map((story) => (
              <StoryLink
                key={story.id}
                id={story.id}
                title={overviewTitle(story, lng) || t('story_list.untitled')}
                action="edit"
              />
            ))}
          </div>
        </>
      )}
    </li>
  );
}

function SchedulePage() {
  const { t, i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  const zone = useReaderTimeZone();
  const { data, error, mutate } = useSchedule();

  let body;
  if (error && !data) {
    body = (
      <div className={banner} role="alert">
        <span>{t('schedule.error')}</span>
        <Button variant="primary" onPress={() => void mutate()}>
          {t('story_list.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = <FullPageLoading label={t('schedule.loading')} />;
  } else {
    const gaps = data.filter((entry) => entry.stories.length === 0).length;
    body = (
      <>
        <p className={summaryLine} role="status">
          {t('schedule.gaps', { count: gaps, days: data.length })}
        </p>
        <ol className={daysClass} aria-label={t('schedule.days_label')}>
          {data.map((entry, index) => (
            <DayRow key={entry.day} entry={entry} lng={lng} zone={zone} isToday={index === 0} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <div className={page}>
      <PageHeading description={t('schedule.intro', { days: SCHEDULE_DAYS, zone })}>{t('schedule.title')}</PageHeading>
      <AdminNav current="schedule" />
      {body}
    </div>
  );
}

export default SchedulePage satisfies ExposedComponent<'admin', './SchedulePage'>;
