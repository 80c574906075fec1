// Read time in minutes: empty saves 0; while empty, a suggestion from the Spanish text's length is offered.
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { TextInput } from './fields';
import { field, hint, suggestion as suggestionClass } from './story-form.css';

type Props = { value: string; onChange: (value: string) => void; suggestion: number | null; isReadOnly?: boolean };

export function ReadTimeField({ value, onChange, suggestion, isReadOnly }: Props) {
  const { t } = useTranslation();
  return (
    <div className={field}>
      <TextInput
        label={t('story_form.read_time')}
        value={value}
        onChange={onChange}
        inputMode="numeric"
        isReadOnly={isReadOnly}
        description={t('story_form.read_time_hint')}
      />
      {value.trim() === '' && suggestion !== null ? (
        <div className={suggestionClass}>
          <span className={hint}>{t('story_form.read_time_suggestion', { minutes: suggestion })}</span>
          <Button variant="secondary" size="sm" isDisabled={isReadOnly} onPress={() => onChange(String(suggestion))}>
            {t('story_form.use_suggestion')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
