// The header's account slot (exposed as ./AccountMenu; SPEC §2 Account area). Signed out: a login button
// opening the auth dialog; while auth loads: a disabled button with a spinner; signed in: the user menu.
// The dialogs are separate chunks, fetched when first needed.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { useAuthStore } from '@tales/shared/stores';
import { Button, Spinner } from '@tales/shared/ui';
import { PasswordRecovery } from '../password-recovery/PasswordRecovery';
import { UserMenu } from './UserMenu';

const AuthDialog = lazy(() => import('../auth-dialog/AuthDialog'));

function LoginButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        {t('auth.login')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AuthDialog isOpen onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

function AccountSlot() {
  const { t } = useTranslation();
  const isLoading = useAuthStore((s) => s.isLoading);
  const user = useAuthStore((s) => s.user);
  if (isLoading) {
    return (
      <Button variant="secondary" size="sm" isDisabled aria-label={t('common.loading')}>
        <Spinner />
      </Button>
    );
  }
  return user ? <UserMenu user={user} /> : <LoginButton />;
}

function AccountMenu() {
  return (
    <>
      <AccountSlot />
      <PasswordRecovery />
    </>
  );
}

export default AccountMenu satisfies ExposedComponent<'auth', './AccountMenu'>;
