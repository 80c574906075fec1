// The search page's own form: a plain GET form to this page (`?q=`), so it works before the page's code runs and
// without it; once the code runs, a search is a navigation of the app instead of a page load.
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '@tales/shared/ui';
import { SEARCH_MAX_LENGTH } from './SearchPage.data';
import { form as formClass, input as inputClass, submit as submitClass } from './search.css';

type Props = { action: string; q: string; labelledBy: string };

export function SearchForm({ action, q, labelledBy }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    void navigate(`${action}?${new URLSearchParams({ q: typeof query === 'string' ? query : '' })}`);
  };
  return (
    <form
      role="search"
      method="get"
      action={action}
      aria-labelledby={labelledBy}
      className={formClass}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className={visuallyHidden}>
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className={inputClass}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={submitClass}>
        {t('search.submit')}
      </button>
    </form>
  );
}
