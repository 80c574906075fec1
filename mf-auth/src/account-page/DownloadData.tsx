// A copy of everything Tales keeps about the reader, saved as a JSON file (the privacy policy's right of access).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, showToast } from '@tales/shared/ui';
import { getMyData } from './account.data';
import { accountErrorMessage } from './account-error-message';
import { sectionButton, text } from './account-page.css';

/** Hands `data` to the browser as a file download. */
function saveAsFile(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DownloadData() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveAsFile(await getMyData(), `tales-my-data-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (error) {
      showToast({
        title: t('auth.account_page.data.failed'),
        description: accountErrorMessage(t, error),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className={text}>{t('auth.account_page.data.explained')}</p>
      <Button variant="secondary" className={sectionButton} onPress={() => void download()} isPending={busy}>
        {busy ? t('auth.account_page.data.preparing') : t('auth.account_page.data.download')}
      </Button>
    </>
  );
}
