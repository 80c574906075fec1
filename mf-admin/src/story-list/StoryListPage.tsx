// The admin's stories list: every story, published and scheduled, newest day first, 20 a page, searched by title
// (any language) and filtered. Reached only through the shell's admin guard; the database decides what is read.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { Button, FullPageLoading, LinkButton, PageHeading } from '@tales/shared/ui';
import { AdminNav } from '../overview/AdminNav';
import { banner, empty, list, page } from '../overview/overview.css';
import { ListFilters } from './ListFilters';
import { formatListQuery, parseListQuery, type ListQuery } from './list-query';
import { PAGE_SIZE, useStoryList } from './StoryListPage.data';
import { StoryRow } from './StoryRow';
import { pager, summary } from './story-list.css';

function StoryListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const { data, error, isLoading, mutate } = useStoryList(query);
  // A new search or filter starts again at the first page.
  const change = (next: Partial<ListQuery>) => setParams(formatListQuery({ ...query, page: 1, ...next }));
  const pageLink = (pageNumber: number) => formatListQuery({ ...query, page: pageNumber }) || '?';
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  let body;
  if (error && !data) {
    body = (
      <div className={banner} role="alert">
        <span>{t('story_list.error')}</span>
        <Button variant="primary" onPress={() => void mutate()}>
          {t('story_list.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = <FullPageLoading label={t('story_list.loading')} />;
  } else {
    body = (
      <>
        <p className={summary} role="status">
          {t('story_list.found', { count: data.total })} · {t('story_list.page', { page: query.page, pages })}
        </p>
        {data.stories.length ? (
          <ul className={list} aria-label={t('story_list.list_label')} aria-busy={isLoading}>
            {data.stories.map((story) => (
              <StoryRow key={story.id} story={story} onChanged={() => void mutate()} />
            ))}
          </ul>
        ) : (
          <p className={empty}>{t('story_list.empty')}</p>
        )}
        {pages > 1 || query.page > 1 ? (
          <nav className={pager} aria-label={t('story_list.pages')}>
            {query.page > 1 ? (
              <LinkButton to={pageLink(Math.min(query.page - 1, pages))} variant="secondary" size="sm">
                {t('story_list.previous')}
              </LinkButton>
            ) : (
              <span />
            )}
            {query.page < pages ? (
              <LinkButton to={pageLink(query.page + 1)} variant="secondary" size="sm">
                {t('story_list.next')}
              </LinkButton>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className={page}>
      <PageHeading>{t('story_list.title')}</PageHeading>
      <AdminNav current="storyList" />
      <ListFilters query={query} onChange={change} />
      {body}
    </div>
  );
}

export default StoryListPage satisfies ExposedComponent<'admin', './StoryListPage'>;
