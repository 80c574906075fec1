// The tip-jar service as an external link that looks like a button (opens in a new tab).
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@tales/shared/ui';
import type { TipJar } from '@tales/shared/config';
import tipJarImage from './tip-jar.svg';
import { intro } from '../ui/text.css';
import { linkButton, linkImage } from './tip-jar.css';

export function TipJarLink({ tipJar }: { tipJar: TipJar }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={intro}>{t('donate.tip_link.description', { service: tipJar.service })}</p>
      <Link href={tipJar.url} target="_blank" rel="noopener noreferrer" className={linkButton}>
        <img src={tipJarImage} alt="" className={linkImage} width={40} height={40} />
        {t('donate.tip_link.action', { service: tipJar.service })}
        <span className={visuallyHidden}> {t('donate.tip_link.new_tab')}</span>
      </Link>
    </>
  );
}
