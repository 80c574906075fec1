// A save refused because someone else saved first: say so, and let the admin choose (nothing is lost either way).
// The chosen answer's button is pending until it is done, so it keeps focus meanwhile.
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { FOCUS_RESCUE_ATTRIBUTE } from './use-focus-rescue';
import { actions, bannerText, error as errorClass } from './story-form.css';

type Props = { pending?: 'theirs' | 'overwrite'; onLoadTheirs: () => void; onOverwrite: () => void };

export function ConflictPanel({ pending, onLoadTheirs, onOverwrite }: Props) {
  const { t } = useTranslation();
  return (
    <div className={errorClass} role="alert" data-tone="error" tabIndex={-1} {...{ [FOCUS_RESCUE_ATTRIBUTE]: '' }}>
      <p className={bannerText}>{t('story_form.conflict')}</p>
      <div className={actions}>
        <Button
          variant="secondary"
          onPress={onLoadTheirs}
          isPending={pending === 'theirs'}
          isDisabled={pending === 'overwrite'}
        >
          {t('story_form.load_theirs')}
        </Button>
        <Button
          variant="primary"
          onPress={onOverwrite}
          isPending={pending === 'overwrite'}
          isDisabled={pending === 'theirs'}
        >
          {t('story_form.overwrite')}
        </Button>
      </div>
    </div>
  );
}
