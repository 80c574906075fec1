// The search page: the stories matching `?q=` in the reader's language, best first, ten at a time (`?page=N`).
import { useLocation } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { SearchContent } from './SearchContent';
import { searchRequestOf, useSearchResults, type SearchRequest } from './SearchPage.data';

function Results({ request, pathname }: { request: SearchRequest; pathname: string }) {
  const query = request.kind === 'query' ? request : undefined;
  const { data, error, isValidating, mutate } = useSearchResults(query?.q, query?.page ?? 1);
  return (
    <SearchContent
      request={request}
      pathname={pathname}
      results={query ? data : undefined}
      error={error}
      isRetrying={isValidating}
      onRetry={() => void mutate()}
    />
  );
}

function SearchPage() {
  const { pathname, search } = useLocation();
  const request = searchRequestOf(new URLSearchParams(search));
  // Another query starts fresh (its form too); another page of the same one keeps the last page on screen meanwhile.
  return <Results key={request.kind === 'empty' ? '' : request.q} request={request} pathname={pathname} />;
}

export default SearchPage satisfies ExposedComponent<'reader', './SearchPage'>;
