// The admin story page (SPEC §2): new story, or edit mode by :id. Reached only through the shell's admin
// guard (the database decides what is really allowed). The shell's page head keeps it out of search engines.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { Button, FullPageLoading, PageHeading } from '@tales/shared/ui';
import { ConflictPanel } from './ConflictPanel';
import { DraftOffer } from './DraftOffer';
import { StatusMessage } from './StatusMessage';
import { StoryForm } from './StoryForm';
import { useStoryForm } from './use-story-form';
import { actions, bannerText, error as errorClass, page } from './story-form.css';

function StoryFormPage() {
  const { id } = useParams();
  // Another id is another form: fresh state, its own draft.
  return <StoryFormScreen key={id ?? 'new'} id={id} />;
}

function StoryFormScreen({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const form = useStoryForm(id);
  const title = form.editing ? t('admin.edit_story_title') : t('admin.new_story_title');

  let body;
  if (form.blocked) {
    body = (
      <div className={errorClass} role="alert" data-tone="error">
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
          <DraftOffer draft={form.offeredDraft} onRestore={form.restoreDraft} onDiscard={form.discardDraft} />
        ) : null}
        <StoryForm
          editing={form.editing}
          values={form.values}
          savedImageUrl={form.savedImageUrl}
          onChange={form.setValues}
          onSubmit={() => void form.save()}
          submitting={form.status.kind === 'submitting'}
        >
          {/* Beside the button, where the admin is looking after pressing it. */}
          {form.status.kind === 'conflict' ? (
            <ConflictPanel onLoadTheirs={() => void form.loadTheirs()} onOverwrite={() => void form.overwrite()} />
          ) : (
            <StatusMessage status={form.status} />
          )}
        </StoryForm>
      </>
    );
  }

  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      {body}
    </div>
  );
}

export default StoryFormPage satisfies ExposedComponent<'admin', './StoryFormPage'>;
