// Body paragraphs, one per line; CJK and Cyrillic paragraphs get their own spacing (SPEC §1).
import { paragraphsOf, scriptOf, type Script } from '@tales/shared/story';
import { body, paragraphCjk, paragraphCyrillic, paragraphLatin } from './story-card.css';

const paragraphClass: Record<Script, string> = { latin: paragraphLatin, cjk: paragraphCjk, cyrillic: paragraphCyrillic };

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
