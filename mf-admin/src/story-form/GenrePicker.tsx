// The 22 genres as checkboxes, named in the interface language as readers see them (`tags.{id}`, the kit's
// texts); at least one is required (checked on save).
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components/CheckboxGroup';
import { genres } from '@tales/shared/supabase';
import { CheckBox, checkboxClassName } from '../ui/CheckBox';
import { fieldset, genreGrid, label } from './story-form.css';

type Props = { value: string[]; onChange: (value: string[]) => void; isReadOnly?: boolean };

export function GenrePicker({ value, onChange, isReadOnly }: Props) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup className={fieldset} value={value} onChange={onChange} isReadOnly={isReadOnly} isRequired>
      <Label className={label}>{t('story_form.genres')}</Label>
      <div className={genreGrid}>
        {genres.map((genre) => (
          <Checkbox key={genre} value={genre} className={checkboxClassName}>
            {({ isSelected }) => (
              <>
                <CheckBox checked={isSelected} />
                <span>{t(`tags.${genre}`, { defaultValue: genre })}</span>
              </>
            )}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
