import { useTranslation } from 'react-i18next';
import { notice } from './api-down-notice.css';

/** Standalone only: says that the API the runtime config names does not answer, and how to start it. */
export function ApiDownNotice({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <p className={notice} role="alert">
      {t('standalone.api_down', { url })}
    </p>
  );
}
