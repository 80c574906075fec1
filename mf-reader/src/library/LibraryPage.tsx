// My stories (route `library`): a signed-in reader's favourites and reading history. Rendered in the browser,
// where the session is; the lists' code is a chunk only a session loads. A signed-out visitor is told what the
// page is and offered to sign in, never an error.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { requestSignIn, useAuthStore, useSessionRead } from '@tales/shared/stores';
import { Button, PageHeading, Spinner } from '@tales/shared/ui';
import { page as pageClass } from '../layout/page.css';
import { state as stateClass, stateText as stateTextClass } from '../story/story-page.css';

const LibraryContent = lazy(() => import(/* webpackChunkName: "account-reader-library-page" */ './LibraryContent'));

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('library.loading')} />;
}

function LibraryPage() {
  const { t } = useTranslation();
  const sessionRead = useSessionRead();
  const signedIn = useAuthStore((s) => s.user !== null);

  let body;
  if (!sessionRead) body = <Loading />;
  else if (!signedIn)
    body = (
      <div className={stateClass}>
        <p className={stateTextClass}>{t('library.signed_out')}</p>
        <Button variant="primary" onPress={requestSignIn}>
          {t('library.sign_in')}
        </Button>
      </div>
    );
  else
    body = (
      <Suspense fallback={<Loading />}>
        <LibraryContent />
      </Suspense>
    );

  return (
    <div className={pageClass}>
      <PageHeading description={t('library.description')}>{t('library.title')}</PageHeading>
      {body}
    </div>
  );
}

export default LibraryPage satisfies ExposedComponent<'reader', './LibraryPage'>;
