// The 22 genres as checkboxes, labelled in Spanish (SPEC §3); at least one is required (checked on save).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components/CheckboxGroup';
import { genres } from '@tales/shared/supabase';
import { box, checkbox, fieldset, genreGrid, label } from './story-form.css';

/** The Spanish genre names from the one translation source (`tags.{id}`), loaded even when the page is in another language. */
function useSpanishGenreLabel(): (genre: string) => string {
  const { i18n } = useTranslation();
  const [, setReady] = useState(i18n.hasResourceBundle('es', 'common'));
  useEffect(() => {
    if (!i18n.hasResourceBundle('es', 'common')) void i18n.loadLanguages('es').then(() => setReady(true));
  }, [i18n]);
  const es = i18n.getFixedT('es');
  return (genre) => es(`tags.${genre}`, { defaultValue: genre });
}

type Props = { value: string[]; onChange: (value: string[]) => void; isDisabled?: boolean };

export function GenrePicker({ value, onChange, isDisabled }: Props) {
  const { t } = useTranslation();
  const spanish = useSpanishGenreLabel();
  return (
    <CheckboxGroup className={fieldset} value={value} onChange={onChange} isDisabled={isDisabled} isRequired>
      <Label className={label}>{t('story_form.genres')}</Label>
      <div className={genreGrid}>
        {genres.map((genre) => (
          <Checkbox key={genre} value={genre} className={checkbox}>
            {({ isSelected }) => (
              <>
                <span className={box} aria-hidden="true">
                  {isSelected ? (
                    <svg
                      viewBox="0 0 12 12"
                      width="12"
                      height="12"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <polyline points="2.5 6.5 5 9 9.5 3.5" />
                    </svg>
                  ) : null}
                </span>
                <span lang="es">{spanish(genre)}</span>
              </>
            )}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
