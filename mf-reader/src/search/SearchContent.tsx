// The search page for a given state: no query yet (a prompt), a query too long, loading, an error, no results,
// the results (each title a link to its story, its date, the passage that matched, matched words marked).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@tales/shared/routing';
import { Button, Skeleton, visuallyHidden } from '@tales/shared/ui';
import { useLongDate } from '../dates/use-long-date';
import { page as pageClass } from '../layout/page.css';
import { count as countClass, header as headerClass } from '../listing/listing.css';
import {
  cardDate as cardDateClass,
  cardLink as cardLinkClass,
  cardTitle as cardTitleClass,
  neighbour as cardClass,
} from '../story/onward/story-onward.css';
import { heading as headingClass, state as stateClass, stateText as stateTextClass } from '../story/story-page.css';
import { Marked } from './Marked';
import { SearchForm } from './SearchForm';
import { SEARCH_MAX_LENGTH, type SearchHit, type SearchRequest, type SearchResults } from './SearchPage.data';
import { SearchPager } from './SearchPager';
import { meta as metaClass, note as noteClass, results as resultsClass, snippet as snippetClass } from './search.css';

type Props = {
  request: SearchRequest;
  /** The search page's address, without its query. */
  pathname: string;
  results: SearchResults | undefined;
  error: Error | undefined;
  isRetrying: boolean;
  onRetry: () => void;
};

function Hit({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const longDate = useLongDate();
  // A story shown in Spanish says so, to the eye and to a screen reader's voice.
  const lang = hit.spanish && i18n.language !== 'es' ? 'es' : undefined;
  return (
    <li className={cardClass}>
      <Link className={cardLinkClass} to={to('storyWithId', { storyId: hit.id })}>
        <span className={cardTitleClass} lang={lang}>
          <Marked text={hit.title} />
        </span>
      </Link>
      <span className={metaClass}>
        <time className={cardDateClass} dateTime={hit.publishDate?.toISOString()}>
          {longDate(hit.publishDate)}
        </time>
        {lang ? <span className={cardDateClass}>{t('search.in_spanish')}</span> : null}
      </span>
      {hit.snippet ? (
        <p className={snippetClass} lang={lang}>
          <Marked text={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

function Body({ request, pathname, results, error, isRetrying, onRetry, headingId }: Props & { headingId: string }) {
  const { t } = useTranslation();
  if (request.kind === 'empty') return <p className={stateTextClass}>{t('search.prompt')}</p>;
  if (request.kind === 'tooLong')
    return (
      <div className={stateClass} role="alert">
        <p className={stateTextClass}>{t('search.too_long', { max: SEARCH_MAX_LENGTH })}</p>
      </div>
    );
  if (error && !results)
    return (
      <div className={stateClass} role="alert">
        <p className={stateTextClass}>{t('search.error_loading')}</p>
        <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
          {t('search.retry')}
        </Button>
      </div>
    );
  if (!results)
    return (
      <div aria-busy="true">
        <span className={visuallyHidden}>{t('search.loading')}</span>
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  const { q } = request;
  if (results.total === 0)
    return (
      <div className={stateClass}>
        <p className={stateTextClass}>{t('search.no_results', { q })}</p>
        <p className={noteClass}>{t('search.no_results_hint')}</p>
      </div>
    );
  if (results.hits.length === 0)
    return (
      <div className={stateClass}>
        <p className={stateTextClass}>{t('search.empty_page')}</p>
        <Link to={`${pathname}?${new URLSearchParams({ q })}`}>{t('search.first_page')}</Link>
      </div>
    );
  const pages = Math.max(1, Math.ceil(results.total / results.pageSize));
  return (
    <>
      {results.fuzzy ? <p className={noteClass}>{t('search.fuzzy')}</p> : null}
      <ol className={resultsClass} aria-labelledby={headingId} start={(results.page - 1) * results.pageSize + 1}>
        {results.hits.map((hit) => (
          <Hit key={hit.id} hit={hit} />
        ))}
      </ol>
      <SearchPager pathname={pathname} q={q} page={request.page} pages={pages} />
    </>
  );
}

export function SearchContent(props: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const { request, pathname, results } = props;
  const q = request.kind === 'empty' ? '' : request.q;
  return (
    <div className={pageClass}>
      <header className={headerClass}>
        <h1 id={headingId} className={headingClass}>
          {t('search.heading')}
        </h1>
        <SearchForm action={pathname} q={q} labelledBy={headingId} />
        {request.kind === 'query' && results && results.total > 0 ? (
          <p className={countClass} role="status">
            {t(results.fuzzy ? 'search.count_fuzzy' : 'search.count', { count: results.total, q })}
          </p>
        ) : null}
      </header>
      <Body {...props} headingId={headingId} />
    </div>
  );
}
