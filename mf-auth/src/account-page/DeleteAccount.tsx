// Deleting the account: a dialog says what goes (profile, favourites, history), what stays and why (page views
// with no viewer, donation records), and that it cannot be undone; only its confirm button deletes. Afterwards the
// reader is signed out on the home page. An administrator is told why the site keeps their account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '@tales/shared/routing';
import { useAuthStore } from '@tales/shared/stores';
import { Button, ModalDialog, showToast } from '@tales/shared/ui';
import { deleteMyAccount } from './account.data';
import { accountErrorMessage } from './account-error-message';
import { actions, sectionButton, text } from './account-page.css';

export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (isAdmin) return <p className={text}>{t('auth.account_page.delete.administrator')}</p>;

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await deleteMyAccount();
      showToast({ title: t('auth.account_page.delete.done'), variant: 'success' });
      void navigate(to('home'));
    } catch (failure) {
      setError(accountErrorMessage(t, failure));
      setBusy(false);
    }
  };

  return (
    <>
      <p className={text}>{t('auth.account_page.delete.explained')}</p>
      <Button variant="secondary" className={sectionButton} onPress={() => setOpen(true)}>
        {t('auth.account_page.delete.open')}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={(next) => {
          if (busy) return;
          setOpen(next);
          if (!next) setError('');
        }}
        title={t('auth.account_page.delete.title')}
        closeLabel={t('common.close')}
      >
        <p className={text}>{t('auth.account_page.delete.warning')}</p>
        {error ? (
          <p role="alert" className={text}>
            {error}
          </p>
        ) : null}
        <div className={actions}>
          <Button variant="secondary" onPress={() => setOpen(false)} isPending={busy}>
            {t('auth.account_page.delete.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void confirm()} isPending={busy}>
            {busy ? t('auth.account_page.delete.deleting') : t('auth.account_page.delete.confirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
