// The account page (route `account`): a signed-in reader changes their name, email and password, downloads their
// data and deletes their account. Rendered in the browser, where the session is; the settings' code is a chunk
// only a session loads. A signed-out visitor is told what the page is and offered to sign in, never an error.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { requestSignIn, useAuthStore, useSessionRead } from '@tales/shared/stores';
import { Button, PageHeading, Spinner } from '@tales/shared/ui';
import { page, section, sectionButton, text } from './account-page.css';

const AccountSettings = lazy(() => import(/* webpackChunkName: "account-auth-settings" */ './AccountSettings'));

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('auth.account_page.loading')} />;
}

function AccountPage() {
  const { t } = useTranslation();
  const sessionRead = useSessionRead();
  const user = useAuthStore((s) => s.user);
  // The first of the two email-change links lands with GoTrue's `message` in the address and no session to take.
  // The server never sees the address's hash, so the note waits, as the session does, until the page has hydrated.
  const { hash } = useLocation();
  const firstLinkFollowed = sessionRead && new URLSearchParams(hash.slice(1)).has('message');

  let body;
  if (!sessionRead) body = <Loading />;
  else if (!user)
    body = (
      <div className={section}>
        <p className={text}>{t('auth.account_page.signed_out')}</p>
        <Button variant="primary" className={sectionButton} onPress={requestSignIn}>
          {t('auth.login')}
        </Button>
      </div>
    );
  else
    body = (
      <Suspense fallback={<Loading />}>
        <AccountSettings user={user} />
      </Suspense>
    );

  return (
    <div className={page}>
      <PageHeading description={t('auth.account_page.description')}>{t('auth.account_page.title')}</PageHeading>
      {firstLinkFollowed ? (
        <p role="status" className={section}>
          {t('auth.account_page.email.one_link_followed')}
        </p>
      ) : null}
      {body}
    </div>
  );
}

export default AccountPage satisfies ExposedComponent<'auth', './AccountPage'>;
