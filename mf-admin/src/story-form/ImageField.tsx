// The cover image: its preview, with a way to remove it.
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { TextInput } from './fields';
import { field } from './story-form.css';

type Props = { value: string; onChange: (url: string) => void; isDisabled?: boolean };

export function ImageField({ value, onChange, isDisabled }: Props) {
  const { t } = useTranslation();
  return (
    <div className={field}>
      <TextInput label={t('story_form.image')} value={value} onChange={onChange} isDisabled={isDisabled} />
      {value ? (
        <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={() => onChange('')}>
          {t('story_form.remove_image')}
        </Button>
      ) : null}
    </div>
  );
}
