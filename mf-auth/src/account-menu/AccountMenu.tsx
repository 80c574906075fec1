// The header's account slot (exposed as ./AccountMenu). Signed out: a login button opening the auth dialog;
// while auth loads: a disabled button with a spinner. The signed-in menu arrives with mf-auth's own issue.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@tales/shared/stores';
import { Button, Spinner } from '@tales/shared/ui';
import AuthDialog from '../auth-dialog/AuthDialog';
import { name } from './account-menu.css';

export default function AccountMenu() {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const isLoading = useAuthStore((s) => s.isLoading);
  const user = useAuthStore((s) => s.user);

  if (isLoading) {
    return (
      <Button variant="secondary" size="sm" isDisabled aria-label={t('common.loading')}>
        <Spinner />
      </Button>
    );
  }
  if (user) return <span className={name}>{user.displayName || user.email}</span>;
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setDialogOpen(true)}>
        {t('auth.login')}
      </Button>
      <AuthDialog isOpen={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
