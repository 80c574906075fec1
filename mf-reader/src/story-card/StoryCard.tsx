// The story card (SPEC §2): reading time, hashtags and genres in one row, headline, author, AI-translation note,
// body, share. The headline comes before the notes so that on a phone the story starts on the first screen.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@tales/shared/routing';
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
  authorLink as authorLinkClass,
  card as cardClass,
  footer as footerClass,
  hashtags as hashtagsClass,
  header as headerClass,
  meta as metaClass,
  note as noteClass,
  readTime as readTimeClass,
  title as titleClass,
} from './story-card.css';

/** Stands for the author's name in the sentence naming them, where the link goes. */
const NAME_MARK = '\u0000';

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
  const to = useLocalizedPath();
  const titleId = useId();
  const { text, isSpanishFallback, contentLang, language } = storyText;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hashtags = withHash(story.hashtags);
  // The disclaimer is about machine translation: the Spanish original (or the fallback to it) needs none.
  const showAiDisclaimer = language !== 'es' && !isSpanishFallback;
  const isPreview = 'preview' in story;
  // The words around a named author's name are the language's; the name itself links to the author's page.
  const byAuthor = t('story.by_author', { author: NAME_MARK }).split(NAME_MARK);

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
        <TagBadges tags={story.tags} label={t('story.tags_label')} linkFor={(genre) => to('genre', { genre })} />
      </div>

      <header className={headerClass} lang={contentLang}>
        <Heading id={titleId} className={titleClass}>
          {text.title}
        </Heading>
        <p className={authorClass}>
          {isAnonymous(story.author) ? (
            t('story.by_author', { author: t('story.anonymous') })
          ) : (
            <>
              {byAuthor[0]}
              <Link className={authorLinkClass} to={to('author', { author: story.author })}>
                {story.author}
              </Link>
              {byAuthor[1]}
            </>
          )}
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
