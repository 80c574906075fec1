// Story view (SPEC §2): back link, date heading, and the story in each state. Opened from the calendar, its
// heading shows at once from the card passed along while the full story loads.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { useAuthStore, useSessionRead } from '@tales/shared/stores';
import { isScheduled } from '@tales/shared/ui';
import { recordDeviceReading } from '../library/device-history';
import { useOnline } from '../offline/use-online';
import { useStory } from './StoryPage.data';
import { useStoryOnward } from './onward/StoryOnward.data';
import { StoryPageContent } from './StoryPageContent';
import { previewFromState } from './preview-from-state';

// A signed-in reader's favourite button and history: a chunk only a session loads, never an anonymous reader. It
// is an extra: a chunk that fails to load leaves the story as it is rather than replacing it with an error.
const StoryLibrary = lazy((): Promise<{ default: ComponentType<{ storyId: string }> }> =>
  import(/* webpackChunkName: "account-reader-library" */ '../library/StoryLibrary').catch(() => ({
    default: () => null,
  })),
);

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
  const signedIn = useAuthStore((s) => s.user !== null);
  // Only a published story goes into a reader's history (an admin also opens scheduled ones).
  const readable = data && !isScheduled(data.publishDate) ? data.id : undefined;

  // Once the session is read: a signed-out reader's reading stays on this device until they sign in.
  useEffect(() => {
    if (sessionRead && !signedIn && readable) recordDeviceReading(readable);
  }, [sessionRead, signedIn, readable]);

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
      readerActions={
        sessionRead && signedIn && readable ? (
          <Suspense fallback={null}>
            <StoryLibrary storyId={readable} />
          </Suspense>
        ) : null
      }
      // What failed with the story (the API down) is asked again with it.
      onRetry={() => {
        void mutate();
        if (!onward) void mutateOnward();
      }}
    />
  );
}

export default StoryPage satisfies ExposedComponent<'reader', './StoryPage'>;
