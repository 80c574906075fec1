// Story view (SPEC §2): back link, date heading, and the story in each state; renders at once from the
// story the calendar passed along while the fresh copy loads in the background.
import { useLocation, useParams } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { useStory } from '@tales/shared/data';
import { useOnline } from '../offline/use-online';
import { StoryPageContent } from './StoryPageContent';
import { storyFromState } from './story-from-state';

function StoryPage() {
  const { storyId } = useParams<{ storyId: string }>();
  const location = useLocation();
  const initial = storyFromState(location.state, storyId);
  const { data, error, isLoading, isValidating, mutate } = useStory(storyId, initial);
  const online = useOnline();

  return (
    <StoryPageContent
      // A new id starts fresh (no state carried over from the previous story).
      key={storyId}
      story={data}
      error={error}
      isLoading={isLoading && data === undefined}
      isRefreshing={isValidating && data !== undefined && data !== null}
      isRetrying={isValidating}
      isOffline={!online}
      onRetry={() => void mutate()}
    />
  );
}

export default StoryPage satisfies ExposedComponent<'reader', './StoryPage'>;
