// A story as readers will see it, before they can: `?id=` a saved story (a scheduled one too: the admin's session
// reads it), `?draft` the admin form's unsaved story handed over on this device. The reader's own story page under
// a band that says it is a preview and opens it in each language. Admins only (the shell's guard), never indexed.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { readDraftPreview } from '@tales/shared/story/draft-preview';
import { isScheduled } from '@tales/shared/ui';
import { StoryPageContent } from '../StoryPageContent';
import { PreviewBand, type PreviewKind } from './PreviewBand';
import { useStoryPreview } from './StoryPreview.data';

function StoryPreviewPage() {
  const [params] = useSearchParams();
  const isDraft = params.has('draft');
  const id = isDraft ? null : params.get('id');
  const [draft] = useState(() => (isDraft ? readDraftPreview() : null));
  const saved = useStoryPreview(id);
  const search = isDraft ? '?draft' : `?id=${encodeURIComponent(id ?? '')}`;
  const story = isDraft || !id ? draft : saved.data;
  let kind: PreviewKind = 'draft';
  if (!isDraft) kind = story && !isScheduled(story.publishDate) ? 'published' : 'saved';

  return (
    <>
      <PreviewBand search={search} kind={kind} />
      <StoryPageContent
        story={story}
        error={saved.error}
        isLoading={Boolean(id) && saved.data === undefined && !saved.error}
        isRefreshing={false}
        isRetrying={saved.isValidating}
        isOffline={false}
        onRetry={() => void saved.mutate()}
      />
    </>
  );
}

export default StoryPreviewPage satisfies ExposedComponent<'reader', './StoryPreviewPage'>;
