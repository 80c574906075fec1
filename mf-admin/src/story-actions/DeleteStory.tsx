// "Delete" on a row of the stories list: a dialog that names the story and says what goes with it (every
// language, its cover); only its confirm button deletes, and only the version the admin saw.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ModalDialog, showToast } from '@tales/shared/ui';
import { dialogActions, dialogText } from './story-actions.css';
import { deleteStory, type StoryRef } from './story-actions.data';
import { useStoryAction } from './use-story-action';

type Props = { story: StoryRef; title: string; onDone: () => void };

export function DeleteStory({ story, title, onDone }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { busy, error, setError, run } = useStoryAction(story.id);

  const confirm = () =>
    run(
      () => deleteStory(story),
      ({ coverLeft }) => {
        setOpen(false);
        showToast({ title: t('story_actions.deleted', { title }), variant: 'success' });
        if (coverLeft) showToast({ title: t('story_actions.cover_left'), variant: 'error' });
        onDone();
      },
    );

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${t('story_actions.delete')}: ${title}`}
        onPress={() => setOpen(true)}
      >
        {t('story_actions.delete')}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
          if (!next) setError('');
        }}
        title={t('story_actions.delete_title', { title })}
        closeLabel={t('story_actions.close')}
      >
        <p className={dialogText}>
          {t(story.coverUrl ? 'story_actions.delete_warning_cover' : 'story_actions.delete_warning')}
        </p>
        {error ? (
          <p role="alert" className={dialogText}>
            {error}
          </p>
        ) : null}
        <div className={dialogActions}>
          <Button variant="secondary" onPress={() => setOpen(false)} isPending={busy}>
            {t('story_actions.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void confirm()} isPending={busy}>
            {busy ? t('story_actions.deleting') : t('story_actions.delete_confirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
