// A signed-in reader's two lists: their favourites (newest first) and the stories they have read (last read
// first), each story a link in the reader's language; an empty list says how it fills.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, visuallyHidden } from '@tales/shared/ui';
import { StoryLink } from '../story/onward/StoryOnwardNav';
import { related as listClass, relatedCard as cardClass } from '../story/onward/story-onward.css';
import { state as stateClass, stateText as stateTextClass } from '../story/story-page.css';
import { useLibrary, type LibraryEntry } from './library.data';
import { section as sectionClass, sectionHeading as sectionHeadingClass } from './library.css';

function Section({ title, empty, entries }: { title: string; empty: string; entries: LibraryEntry[] }) {
  const headingId = useId();
  return (
    <section className={sectionClass} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className={stateTextClass}>{empty}</p>
      ) : (
        <ul className={listClass} aria-labelledby={headingId}>
          {entries.map(({ story }) => (
            <li key={story.id} className={cardClass}>
              <StoryLink story={story} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function LibraryContent() {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate } = useLibrary();

  if (error && !data)
    return (
      <div className={stateClass} role="alert">
        <p className={stateTextClass}>{t('library.error_loading')}</p>
        <Button variant="primary" onPress={() => void mutate()} isPending={isValidating}>
          {t('library.retry')}
        </Button>
      </div>
    );
  if (!data)
    return (
      <div aria-busy="true">
        <span className={visuallyHidden}>{t('library.loading')}</span>
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  return (
    <>
      <Section title={t('library.favourites')} empty={t('library.no_favourites')} entries={data.favourites} />
      <Section title={t('library.history')} empty={t('library.no_history')} entries={data.history} />
    </>
  );
}
