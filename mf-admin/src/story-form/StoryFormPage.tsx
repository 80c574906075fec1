// The admin story page (SPEC §2): new story, or edit mode by :id. Reached only through the shell's admin
// guard (the database decides what is really allowed). The shell's page head keeps it out of search engines.
// The keyboard never falls out of the page: what had focus and is gone hands it to the status line, the banner,
// or the form's first field.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { Button, FullPageLoading, PageHeading } from '@tales/shared/ui';
import { ConflictPanel } from './ConflictPanel';
import { DraftOffer } from './DraftOffer';
import { StatusMessage } from './StatusMessage';
import { StoryForm } from './StoryForm';
import { FOCUS_RESCUE_ATTRIBUTE, rescueTargetIn, useFocusRescue } from './use-focus-rescue';
import { requestedDay } from './form-values';
import { useStoryForm } from './use-story-form';
import { actions, bannerText, error as errorClass, page } from './story-form.css';

function StoryFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  // A new story may be asked for a day (the schedule's "write a story for this day"); an invalid one is ignored.
  const day = id === undefined ? requestedDay(search.get('day')) : null;
  // Another id or day is another form: fresh state, its own draft.
  return <StoryFormScreen key={id ?? `new:${day ?? ''}`} id={id} day={day} />;
}

function StoryFormScreen({ id, day }: { id: string | undefined; day: string | null }) {
  const { t } = useTranslation();
  const form = useStoryForm(id, day);
  const title = form.editing ? t('admin.edit_story_title') : t('admin.new_story_title');
  const pageRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // An answered draft offer hands focus to the form's start; anything else to the line that says what happened.
  const draftAnswered = useRef(false);
  useFocusRescue(pageRef, () => {
    const answered = draftAnswered.current;
    draftAnswered.current = false;
    return (answered ? null : rescueTargetIn(pageRef.current)) ?? firstFieldRef.current;
  });
  const answerDraft = (answer: () => void) => () => {
    draftAnswered.current = true;
    answer();
  };

  // A new story is saved: focus moves to its line, beside the link to it and "write another story".
  const created = form.status.kind === 'created';
  useEffect(() => {
    const active = document.activeElement;
    if (created && (!active || active === document.body || pageRef.current?.contains(active)))
      statusRef.current?.focus();
  }, [created]);

  let body;
  if (form.blocked) {
    body = (
      <div className={errorClass} role="alert" data-tone="error" tabIndex={-1} {...{ [FOCUS_RESCUE_ATTRIBUTE]: '' }}>
        <p className={bannerText}>{form.blocked.message}</p>
        {form.blocked.canRetry ? (
          <div className={actions}>
            <Button variant="primary" onPress={form.retryLoad}>
              {t('story_form.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  } else if (form.status.kind === 'loading') {
    body = <FullPageLoading label={t('story_form.loading')} />;
  } else {
    body = (
      <>
        {form.offeredDraft ? (
          <DraftOffer
            draft={form.offeredDraft}
            onRestore={answerDraft(form.restoreDraft)}
            onDiscard={answerDraft(form.discardDraft)}
          />
        ) : null}
        <StoryForm
          editing={form.editing}
          storyId={id}
          values={form.values}
          savedImageUrl={form.savedImageUrl}
          onChange={form.setValues}
          onSubmit={() => void form.save()}
          saving={form.saving}
          readOnly={form.readOnly}
          hideSubmit={created}
          firstFieldRef={firstFieldRef}
        >
          {/* Beside the button, where the admin is looking after pressing it. */}
          {form.status.kind === 'conflict' ? (
            <ConflictPanel
              pending={form.status.pending}
              onLoadTheirs={() => void form.loadTheirs()}
              onOverwrite={() => void form.overwrite()}
            />
          ) : (
            <StatusMessage status={form.status} onWriteAnother={form.writeAnother} ref={statusRef} />
          )}
        </StoryForm>
      </>
    );
  }

  return (
    <div className={page} ref={pageRef}>
      <PageHeading>{title}</PageHeading>
      {body}
    </div>
  );
}

export default StoryFormPage satisfies ExposedComponent<'admin', './StoryFormPage'>;
