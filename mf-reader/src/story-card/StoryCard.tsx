// The story card (SPEC §2): reading time, hashtags and genres in one row, headline, author, AI-translation note,
// body, share. The headline comes before the notes so that on a phone the story starts on the first screen.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, TagBadges } from '@tales/shared/ui';
import type { Story, StoryPreview } from '@tales/shared/supabase';
import { ShareButton } from '../share/ShareButton';
import { shareTargetFor } from '../share/share-target';
import { StoryBody, StoryBodyLoading } from './StoryBody';
import { StoryCover } from './StoryCover';
import { TextSizeControl } from './TextSizeControl';
import { ListenControl } from './ListenControl';
import { tools as toolsClass } from './text-size.css';
import { isAnonymous, readingMinutes, withHash, type StoryText } from '@tales/shared/story';
import {
  author as authorClass,
  card as cardClass,
  footer as footerClass,
  hashtags as hashtagsClass,
  header as headerClass,
  meta as metaClass,
  note as noteClass,
  readTime as readTimeClass,
  title as titleClass,
} from './story-card.css';

type StoryCardProps = {
  /** The full story, or its calendar card while the story loads: then the body shows as loading, no share yet. */
  story: Story | StoryPreview;
  /** The text to show (from `storyTextFor`), resolved by the page so it can show "no translation" instead. */
  storyText: StoryText;
  /** Heading level of the headline: the page's h1 is its title or date. */
  headingLevel?: 2 | 3;
};

export function StoryCard({ story, storyText, headingLevel = 2 }: StoryCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { text, isSpanishFallback, contentLang, language } = storyText;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hashtags = withHash(story.hashtags);
  // The disclaimer is about machine translation: the Spanish original (or the fallback to it) needs none.
  const showAiDisclaimer = language !== 'es' && !isSpanishFallback;
  const isPreview = 'preview' in story;

  return (
    <Card as="article" className={cardClass} aria-labelledby={titleId}>
      <div className={metaClass}>
        <span className={readTimeClass}>{t('story.read_time', { count: readingMinutes(story.readTime) })}</span>
        {hashtags.length > 0 ? (
          <ul className={hashtagsClass} aria-label={t('story.hashtags_label')}>
            {hashtags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <TagBadges tags={story.tags} label={t('story.tags_label')} />
      </div>

      <header className={headerClass} lang={contentLang}>
        <Heading id={titleId} className={titleClass}>
          {text.title}
        </Heading>
        <p className={authorClass}>
          {t('story.by_author', { author: isAnonymous(story.author) ? t('story.anonymous') : story.author })}
        </p>
      </header>

      {showAiDisclaimer ? <p className={noteClass}>{t('story.ai_disclaimer')}</p> : null}
      {isSpanishFallback && language !== 'es' ? (
        <p className={noteClass} role="note">
          {t('story.spanish_fallback')}
        </p>
      ) : null}

      {isPreview ? null : (
        <div className={toolsClass}>
          <TextSizeControl />
          <ListenControl lang={contentLang} text={`${text.title}.\n${text.content}`} />
        </div>
      )}

      {story.imageUrl ? <StoryCover src={story.imageUrl} title={text.title} /> : null}

      {isPreview ? (
        <StoryBodyLoading />
      ) : (
        <>
          <StoryBody content={text.content} lang={contentLang} />
          <footer className={footerClass}>
            <ShareButton target={shareTargetFor(story.id, language, text)} />
          </footer>
        </>
      )}
    </Card>
  );
}
