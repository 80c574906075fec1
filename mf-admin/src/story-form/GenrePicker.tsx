// The 22 genres as checkboxes, named in the interface language as readers see them (`tags.{id}`, the kit's
// texts); at least one is required (checked on save).
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components/CheckboxGroup';
import { genres } from '@tales/shared/supabase';
import { box, checkbox, fieldset, genreGrid, label } from './story-form.css';

type Props = { value: string[]; onChange: (value: string[]) => void; isReadOnly?: boolean };

export function GenrePicker({ value, onChange, isReadOnly }: Props) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup className={fieldset} value={value} onChange={onChange} isReadOnly={isReadOnly} isRequired>
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
                <span>{t(`tags.${genre}`, { defaultValue: genre })}</span>
              </>
            )}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
