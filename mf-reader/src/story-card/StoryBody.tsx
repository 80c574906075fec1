// Body paragraphs, one per line; CJK and Cyrillic paragraphs get their own spacing (SPEC §1).
import { useTranslation } from 'react-i18next';
import { paragraphsOf, scriptOf, type Script } from '@tales/shared/story';
import { Skeleton, visuallyHidden } from '@tales/shared/ui';
import { body, bodyLoading, paragraphCjk, paragraphCyrillic, paragraphLatin } from './story-card.css';

const paragraphClass: Record<Script, string> = {
  latin: paragraphLatin,
  cjk: paragraphCjk,
  cyrillic: paragraphCyrillic,
};

export function StoryBody({ content, lang }: { content: string; lang: string }) {
  return (
    // data-story-body: the bench and the e2e tests find the story text by it.
    <div className={body} lang={lang} data-story-body="">
      {paragraphsOf(content).map((paragraph, index) => {
        const script = scriptOf(paragraph);
        return (
          <p key={index} className={paragraphClass[script]} data-script={script}>
            {paragraph}
          </p>
        );
      })}
    </div>
  );
}

/** Lines where the story text goes while it loads (the card's and the whole page's loading shapes). */
export function BodyLines() {
  return Array.from({ length: 8 }, (_, i) => <Skeleton key={i} width={i % 4 === 3 ? '60%' : '100%'} height="1.1rem" />);
}

/** The body's loading state under a heading already shown: the story view's loading text, and the lines. */
export function StoryBodyLoading() {
  const { t } = useTranslation();
  return (
    <div className={bodyLoading} aria-busy="true">
      <p className={visuallyHidden} role="status">
        {t('story_view.loading')}
      </p>
      <BodyLines />
    </div>
  );
}
