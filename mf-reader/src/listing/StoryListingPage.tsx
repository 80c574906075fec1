// A genre's or an author's page: their published stories, newest first, a page at a time (`?page=N`).
import { useLocation, useParams } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { StoryListingContent } from './StoryListingContent';
import { pageOf, subjectOf, useStoryListing, type ListingSubject } from './StoryListingPage.data';

function Listing({ subject }: { subject: ListingSubject }) {
  const { pathname, search } = useLocation();
  const page = pageOf(new URLSearchParams(search));
  const { data, error, isValidating, mutate } = useStoryListing(subject, page);
  return (
    <StoryListingContent
      subject={subject}
      page={page}
      pathname={pathname}
      listing={data}
      error={error}
      isRetrying={isValidating}
      onRetry={() => void mutate()}
    />
  );
}

function StoryListingPage() {
  const subject = subjectOf(useParams());
  if (!subject) return null;
  // Another genre or author starts fresh; another page of the same one keeps the last page on screen meanwhile.
  const name = subject.kind === 'genre' ? subject.genre : subject.author;
  return <Listing key={`${subject.kind}:${name}`} subject={subject} />;
}

export default StoryListingPage satisfies ExposedComponent<'reader', './StoryListingPage'>;
