// A listing page for a given data state: loading, error, not found, a page past the last, the stories.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoryListing } from '@tales/shared/federation';
import { useLocalizedPath } from '@tales/shared/routing';
import { Button, LinkButton, Skeleton, visuallyHidden } from '@tales/shared/ui';
import { page as pageClass } from '../layout/page.css';
import { StoryLink } from '../story/onward/StoryOnwardNav';
import { related as listClass, relatedCard as cardClass } from '../story/onward/story-onward.css';
import { heading as headingClass, state as stateClass, stateText as stateTextClass } from '../story/story-page.css';
import type { ListingSubject } from './StoryListingPage.data';
import { ListingPager } from './ListingPager';
import { count as countClass, header as headerClass, kicker as kickerClass } from './listing.css';

type Props = {
  subject: ListingSubject;
  /** The page asked for (`?page=N`). */
  page: number;
  /** The listing's address without its page. */
  pathname: string;
  listing: StoryListing | null | undefined;
  error: Error | undefined;
  isRetrying: boolean;
  onRetry: () => void;
};

export function StoryListingContent({ subject, page, pathname, listing, error, isRetrying, onRetry }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const headingId = useId();
  const name = subject.kind === 'genre' ? t(`tags.${subject.genre}`, { defaultValue: subject.genre }) : subject.author;
  const kicker = t(subject.kind === 'genre' ? 'listing.genre_kicker' : 'listing.author_kicker');

  if (listing === null)
    return (
      <div className={pageClass}>
        <div className={stateClass}>
          <h1 className={headingClass}>{t('listing.not_found')}</h1>
          <p className={stateTextClass}>{t('listing.not_found_description')}</p>
          <LinkButton to={to('home')} variant="primary">
            {t('listing.home_link')}
          </LinkButton>
        </div>
      </div>
    );

  const heading = (
    <header className={headerClass}>
      <p className={kickerClass}>{kicker}</p>
      <h1 id={headingId} className={headingClass}>
        {name}
      </h1>
      {listing ? <p className={countClass}>{t('listing.count', { count: listing.total })}</p> : null}
    </header>
  );

  let body;
  if (error && !listing) {
    body = (
      <div className={stateClass} role="alert">
        <p className={stateTextClass}>{t('listing.error_loading')}</p>
        <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
          {t('listing.retry')}
        </Button>
      </div>
    );
  } else if (!listing) {
    body = (
      <div aria-busy="true">
        <span className={visuallyHidden}>{t('listing.loading')}</span>
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else if (listing.stories.length === 0) {
    body = (
      <div className={stateClass}>
        <p className={stateTextClass}>{t('listing.empty_page')}</p>
        <Link to={pathname}>{t('listing.first_page')}</Link>
      </div>
    );
  } else {
    const pages = Math.max(1, Math.ceil(listing.total / listing.pageSize));
    body = (
      <>
        <ul className={listClass} aria-labelledby={headingId}>
          {listing.stories.map((story) => (
            <li key={story.id} className={cardClass}>
              <StoryLink story={story} />
            </li>
          ))}
        </ul>
        <ListingPager pathname={pathname} page={page} pages={pages} />
      </>
    );
  }

  return (
    <div className={pageClass}>
      {heading}
      {body}
    </div>
  );
}
