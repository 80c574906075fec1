// A search's pages: links to the previous and the next page of results (`?q=…&page=N`), plain links that work
// before the page's code runs, and where the reader is.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePosition, pager, pagerLink, pagerList } from '../listing/listing.css';

type Props = { pathname: string; q: string; page: number; pages: number };

/** Page 1 is the query's own address; any other carries its number. */
const pagePath = (pathname: string, q: string, page: number): string =>
  `${pathname}?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}`;

export function SearchPager({ pathname, q, page, pages }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={pager} aria-label={t('search.pages_label')}>
      <ul className={pagerList}>
        {page > 1 ? (
          <li>
            <Link className={pagerLink} to={pagePath(pathname, q, Math.min(page - 1, pages))} rel="prev">
              {t('search.previous_page')}
            </Link>
          </li>
        ) : null}
        {page < pages ? (
          <li>
            <Link className={pagerLink} to={pagePath(pathname, q, page + 1)} rel="next">
              {t('search.next_page')}
            </Link>
          </li>
        ) : null}
      </ul>
      <span className={pagePosition} aria-current="page">
        {t('search.page_of', { page, pages })}
      </span>
    </nav>
  );
}
