// The header's search: a plain GET form to the search page of the page's language (`?q=`). It works without the
// page's code and adds none to run (every page carries it): a search is a page load, rendered by the server. On a
// phone it sits in the menu, and the header row has a link to the search page (which has its own field) instead.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@tales/shared/routing';
import { Icon, visuallyHidden } from '@tales/shared/ui';
import { form, input, link, submit } from './search.css';

/** The header is rendered once per page, so its field's id is unique. */
const FIELD_ID = 'site-search';

const magnifier = (
  <Icon size={20}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);

export function SearchField() {
  const { t } = useTranslation();
  const label = t('nav.search_label');
  return (
    <form role="search" method="get" action={useLocalizedPath()('search')} className={form} aria-label={label}>
      <label htmlFor={FIELD_ID} className={visuallyHidden}>
        {label}
      </label>
      <input id={FIELD_ID} className={input} type="search" name="q" maxLength={200} placeholder={label} />
      <button type="submit" className={submit} aria-label={t('nav.search_submit')}>
        {magnifier}
      </button>
    </form>
  );
}

/** On a phone: the search page, one tap from the header row. */
export function SearchLink() {
  const { t } = useTranslation();
  return (
    <Link to={useLocalizedPath()('search')} className={link} aria-label={t('nav.search_link')}>
      {magnifier}
    </Link>
  );
}
