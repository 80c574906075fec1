// A small line above a story shown from the device while there is no connection.
import { useTranslation } from 'react-i18next';
import { dot, notice } from './offline.css';

export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <p className={notice} role="status">
      <span className={dot} aria-hidden="true" />
      {t('offline.saved_copy')}
    </p>
  );
}
