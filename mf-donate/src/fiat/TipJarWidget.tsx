// The tip-jar service's own donation form, embedded. Sandboxed: it may run its form and open payment
// pop-ups, but it cannot navigate this page.
import { useTranslation } from 'react-i18next';
import type { TipJar } from '@tales/shared/config';
import { intro } from '../ui/text.css';
import { frame } from './tip-jar.css';

export function TipJarWidget({ tipJar }: { tipJar: TipJar }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={intro}>{t('donate.tip_widget.description', { service: tipJar.service })}</p>
      <iframe
        src={tipJar.url}
        title={t('donate.tip_widget.frame_title', { service: tipJar.service })}
        loading="lazy"
        className={frame}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    </>
  );
}
