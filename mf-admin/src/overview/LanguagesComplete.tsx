// How many of the eight languages a story has ("6/8"); the missing ones are named for screen readers, and shown as
// their codes beside the count.
import { useTranslation } from 'react-i18next';
import { languageNames, languages, type Language } from '@tales/shared/i18n';
import { visuallyHidden } from '@tales/shared/ui';
import { muted, warn } from './overview.css';

export function LanguagesComplete({ missing }: { missing: readonly Language[] }) {
  const { t } = useTranslation();
  const complete = languages.length - missing.length;
  return (
    <span>
      <span className={missing.length ? warn : muted}>
        {t('story_list.languages_count', { complete, total: languages.length })}
      </span>
      {missing.length ? (
        <>
          <span className={muted} aria-hidden="true">
            {' '}
            {missing.map((lng) => lng.toUpperCase()).join(' ')}
          </span>
          <span className={visuallyHidden}>
            {t('story_list.missing_languages', { languages: missing.map((lng) => languageNames[lng]).join(', ') })}
          </span>
        </>
      ) : (
        <span className={visuallyHidden}>{t('story_list.all_languages')}</span>
      )}
    </span>
  );
}
