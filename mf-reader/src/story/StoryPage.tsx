// Story view (SPEC §2): back link, date heading, and the story in each state. Opened from the calendar, its
// heading shows at once from the card passed along while the full story loads.
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { useAuthStore, useSessionRead } from '@tales/shared/stores';
import { useOnline } from '../offline/use-online';
import { useStory } from './StoryPage.data';
import { useStoryOnward } from './onward/StoryOnward.data';
import { StoryPageContent } from './StoryPageContent';
import { previewFromState } from './preview-from-state';

function StoryPage() {
  const { storyId } = useParams<{ storyId: string }>();
  const location = useLocation();
  const { i18n } = useTranslation();
  const preview = previewFromState(location.state, storyId, i18n.language);
  const { data, error, isLoading, isValidating, mutate } = useStory(storyId);
  const { data: onward, mutate: mutateOnward } = useStoryOnward(storyId);
  const online = useOnline();
  // Until the session is read, "no such story" is a signed-out reader's answer (the server's, or asked before the
  // session was known): an admin's own may hold the story (a scheduled one), so it is not shown as final.
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const sessionRead = useSessionRead();

  return (
    <StoryPageContent
      // A new id starts fresh (no state carried over from the previous story).
      key={storyId}
      story={data}
      onward={onward}
      preview={preview}
      error={error}
      isLoading={isLoading && data === undefined}
      isRefreshing={isValidating && data !== undefined && data !== null}
      isRetrying={isValidating}
      isOffline={!online}
      isReaderAnswer={data === null && !isAdmin && !sessionRead}
      // What failed with the story (the API down) is asked again with it.
      onRetry={() => {
        void mutate();
        if (!onward) void mutateOnward();
      }}
    />
  );
}

export default StoryPage satisfies ExposedComponent<'reader', './StoryPage'>;
