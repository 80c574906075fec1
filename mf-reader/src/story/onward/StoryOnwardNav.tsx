// Onward from a story: links to the stories published just before and after it, and "More like this", up to three
// sharing a genre. Each link passes its card along, so the next page shows its heading at once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoryLinkState } from '@tales/shared/federation';
import { useLocalizedPath } from '@tales/shared/routing';
import { excerpt, storyTextFor } from '@tales/shared/story';
import type { StoryPreview } from '@tales/shared/supabase';
import { useLongDate } from '../../dates/use-long-date';
import type { StoryOnward } from './StoryOnward.data';
import {
  cardDate as cardDateClass,
  cardLink as cardLinkClass,
  cardSummary as cardSummaryClass,
  cardTitle as cardTitleClass,
  kicker as kickerClass,
  neighbour as neighbourClass,
  neighbours as neighboursClass,
  next as nextClass,
  onward as onwardClass,
  related as relatedClass,
  relatedCard as relatedCardClass,
  relatedHeading as relatedHeadingClass,
} from './story-onward.css';

/** A card's summary: its own, else the opening of its text (as the calendar's cards, SPEC §9). */
const SUMMARY_LIMIT = 100;

type CardProps = { story: StoryPreview; kicker?: string; rel?: 'prev' | 'next' };

/** A story's card as a link: its title (and kicker), date and summary; also a listing page's cards. */
export function StoryLink({ story, kicker, rel }: CardProps) {
  const { i18n } = useTranslation();
  const to = useLocalizedPath();
  const longDate = useLongDate();
  const storyText = storyTextFor(story, i18n.language);
  if (!storyText) return null;
  const { text, contentLang } = storyText;
  const summary = kicker ? undefined : excerpt(text.summary, text.content, SUMMARY_LIMIT);
  // The link's name is its direction and the title; the whole card is its hit area (see the styles).
  return (
    <>
      <Link
        className={cardLinkClass}
        to={to('storyWithId', { storyId: story.id })}
        state={{ preview: story } satisfies StoryLinkState}
        rel={rel}
      >
        {kicker ? (
          <>
            <span className={kickerClass}>{kicker}</span>{' '}
          </>
        ) : null}
        <span className={cardTitleClass} lang={contentLang}>
          {text.title}
        </span>
      </Link>
      <time className={cardDateClass} dateTime={story.publishDate?.toISOString()}>
        {longDate(story.publishDate)}
      </time>
      {summary ? (
        <p className={cardSummaryClass} lang={contentLang}>
          {summary}
        </p>
      ) : null}
    </>
  );
}

export function StoryOnwardNav({ onward }: { onward: StoryOnward }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { previous, next, related } = onward;
  if (!previous && !next && related.length === 0) return null;

  return (
    <nav className={onwardClass} aria-label={t('story_onward.label')}>
      {previous || next ? (
        <ul className={neighboursClass}>
          {previous ? (
            <li className={neighbourClass}>
              <StoryLink story={previous} kicker={t('story_onward.previous')} rel="prev" />
            </li>
          ) : null}
          {next ? (
            <li className={nextClass}>
              <StoryLink story={next} kicker={t('story_onward.next')} rel="next" />
            </li>
          ) : null}
        </ul>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={relatedHeadingClass}>
            {t('story_onward.more_like_this')}
          </h2>
          <ul className={relatedClass}>
            {related.map((story) => (
              <li key={story.id} className={relatedCardClass}>
                <StoryLink story={story} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </nav>
  );
}
