// A save refused because someone else saved first: say so, and let the admin choose (nothing is lost either way).
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { messages } from './messages';
import { actions, bannerText, error as errorClass } from './story-form.css';

type Props = { onLoadTheirs: () => void; onOverwrite: () => void };

export function ConflictPanel({ onLoadTheirs, onOverwrite }: Props) {
  const { t } = useTranslation();
  return (
    <div className={errorClass} role="alert" data-tone="error">
      <p className={bannerText}>{messages.conflict}</p>
      <div className={actions}>
        <Button variant="secondary" onPress={onLoadTheirs}>
          {t('story_form.load_theirs')}
        </Button>
        <Button variant="primary" onPress={onOverwrite}>
          {t('story_form.overwrite')}
        </Button>
      </div>
    </div>
  );
}
