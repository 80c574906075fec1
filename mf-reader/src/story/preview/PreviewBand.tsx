// The band over a preview: what the admin is looking at, and the same preview in each of the eight languages.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bcp47, languageNames, languages, toLanguage } from '@tales/shared/i18n';
import { pathFor } from '@tales/shared/routing';
import { band, bandText, bandTitle, languageLink, languageList } from './story-preview.css';

/** What the preview shows: the form's unsaved story, a saved one readers cannot see yet, or one they already see. */
export type PreviewKind = 'draft' | 'saved' | 'published';

export function PreviewBand({ search, kind }: { search: string; kind: PreviewKind }) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  return (
    <section className={band} aria-labelledby="story-preview-title">
      <h2 id="story-preview-title" className={bandTitle}>
        {t('story_preview.title')}
      </h2>
      <p className={bandText}>{t(`story_preview.${kind}`)}</p>
      <nav aria-label={t('story_preview.languages')}>
        <ul className={languageList}>
          {languages.map((lng) => (
            <li key={lng}>
              <Link
                className={languageLink}
                to={`${pathFor('storyPreview', lng)}${search}`}
                lang={bcp47[lng]}
                aria-current={lng === current ? 'page' : undefined}
              >
                {languageNames[lng]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
