// Body paragraphs, one per line; CJK and Cyrillic paragraphs get their own spacing (SPEC §1).
import { paragraphsOf, scriptOf } from './text';
import * as styles from './story-card.css';

export function StoryBody({ content, lang }: { content: string; lang: string }) {
  return (
    // data-story-body: the bench waits for this text to show.
    <div className={styles.body} lang={lang} data-story-body="">
      {paragraphsOf(content).map((paragraph, index) => {
        const script = scriptOf(paragraph);
        return (
          <p key={index} className={styles.paragraph[script]} data-script={script}>
            {paragraph}
          </p>
        );
      })}
    </div>
  );
}
