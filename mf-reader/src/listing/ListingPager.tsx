// A listing's pages: links to the newer and the older page (`?page=N`), plain links that work before the page's
// code runs, and where the reader is.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePosition, pager, pagerLink, pagerList } from './listing.css';

type Props = { pathname: string; page: number; pages: number };

/** Page 1 is the listing's own address; any other carries its number. */
const pagePath = (pathname: string, page: number): string => (page > 1 ? `${pathname}?page=${page}` : pathname);

export function ListingPager({ pathname, page, pages }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={pager} aria-label={t('listing.pages_label')}>
      <ul className={pagerList}>
        {page > 1 ? (
          <li>
            <Link className={pagerLink} to={pagePath(pathname, Math.min(page - 1, pages))} rel="prev">
              {t('listing.newer')}
            </Link>
          </li>
        ) : null}
        {page < pages ? (
          <li>
            <Link className={pagerLink} to={pagePath(pathname, page + 1)} rel="next">
              {t('listing.older')}
            </Link>
          </li>
        ) : null}
      </ul>
      <span className={pagePosition} aria-current="page">
        {t('listing.page_of', { page, pages })}
      </span>
    </nav>
  );
}
