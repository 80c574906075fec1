// "Unpublish" on a published story's row: moves the story to a day to come (the first day of the schedule with
// no story, unless the admin picks another), so readers no longer see it and its text stays as it is.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import {
  bcp47,
  fallbackLanguage,
  readerDayKey,
  startOfReaderDay,
  toLanguage,
  useReaderTimeZone,
} from '@tales/shared/i18n';
import { Button, ModalDialog, showToast } from '@tales/shared/ui';
import { useSchedule } from '../schedule/SchedulePage.data';
import { PublishDateField } from '../story-form/PublishDateField';
import { dialogActions, dialogText } from './story-actions.css';
import { moveStory, type StoryRef } from './story-actions.data';
import { useStoryAction } from './use-story-action';

type Props = { story: StoryRef; title: string; onDone: () => void };

const HOUR = 3_600_000;

/** Noon of `day` (yyyy-MM-dd) in `zone`: the middle of the admin's day, whatever the zone's offset. */
function noonIn(day: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(startOfReaderDay(year, month, date, zone).getTime() + 12 * HOUR);
}

function MoveForm({ story, title, onDone, close }: Props & { close: () => void }) {
  const { t, i18n } = useTranslation();
  const zone = useReaderTimeZone();
  const { data: schedule, isLoading: findingDay } = useSchedule();
  const today = readerDayKey(new Date(), zone);
  const firstFree = schedule?.find((entry) => entry.day > today && entry.stories.length === 0)?.day ?? '';
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked ?? firstFree;
  // Until the schedule has answered there is no day to offer: confirming then would only say "pick a day".
  const waitingForDay = picked === null && findingDay;
  const { busy, error, setError, run } = useStoryAction(story.id);

  const confirm = async () => {
    if (!day || day <= today) {
      setError(t('story_actions.pick_future_day'));
      return;
    }
    await run(
      () => moveStory(story, noonIn(day, zone)),
      () => {
        close();
        showToast({ title: t('story_actions.moved', { title }), variant: 'success' });
        onDone();
      },
    );
  };

  return (
    <I18nProvider locale={bcp47[toLanguage(i18n.language) ?? fallbackLanguage]}>
      <p className={dialogText}>{t('story_actions.move_explained')}</p>
      <PublishDateField label={t('story_actions.move_day')} value={day} onChange={setPicked} />
      {error ? (
        <p role="alert" className={dialogText}>
          {error}
        </p>
      ) : null}
      <div className={dialogActions}>
        <Button variant="secondary" onPress={close} isPending={busy}>
          {t('story_actions.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void confirm()} isPending={busy || waitingForDay}>
          {busy ? t('story_actions.moving') : t('story_actions.move_confirm')}
        </Button>
      </div>
    </I18nProvider>
  );
}

export function MoveStory(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${t('story_actions.move')}: ${props.title}`}
        onPress={() => setOpen(true)}
      >
        {t('story_actions.move')}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('story_actions.move_title', { title: props.title })}
        closeLabel={t('story_actions.close')}
      >
        <MoveForm {...props} close={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
