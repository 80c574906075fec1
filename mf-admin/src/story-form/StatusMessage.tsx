// The form's green or red line (SPEC §4, §8); announced politely, errors assertively. A saved story's line links
// to its page and to the schedule, and after a create it offers to write another story. Focus can rest on it (it is where focus goes
// when the button that had it is gone).
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@tales/shared/routing';
import { Button, LinkButton } from '@tales/shared/ui';
import { FOCUS_RESCUE_ATTRIBUTE } from './use-focus-rescue';
import { actions, bannerText, error as errorClass, success as successClass } from './story-form.css';
import type { Status } from './use-story-form';

type Props = { status: Status; onWriteAnother: () => void; ref?: Ref<HTMLDivElement> };

export function StatusMessage({ status, onWriteAnother, ref }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const rescue = { [FOCUS_RESCUE_ATTRIBUTE]: '' };
  if (status.kind === 'success' || status.kind === 'created') {
    return (
      <div className={successClass} data-tone="success" tabIndex={-1} ref={ref} {...rescue}>
        <p className={bannerText} role="status">
          {status.message}
        </p>
        {status.storyId ? (
          <div className={actions}>
            <LinkButton to={to('storyWithId', { storyId: status.storyId })} variant="secondary">
              {t('story_form.view_story')}
            </LinkButton>
            <LinkButton to={to('schedule')} variant="secondary">
              {t('story_form.view_schedule')}
            </LinkButton>
            {status.kind === 'created' ? (
              <Button variant="primary" onPress={onWriteAnother}>
                {t('story_form.write_another')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  }
  if (status.kind === 'error') {
    return (
      <div className={errorClass} data-tone="error" tabIndex={-1} ref={ref} {...rescue}>
        <p className={bannerText} role="alert">
          {status.message}
        </p>
      </div>
    );
  }
  return null;
}
