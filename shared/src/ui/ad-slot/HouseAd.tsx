// The site's own ad, shown in an ad slot when no ad provider is configured: it invites the reader to support
// Tales, so the ad rules (where ads sit, who never sees them) are visible on any install.
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@tales/shared/routing';
import { LinkButton } from '../button/Button';
import { houseAd, houseText, houseTitle, label } from './ad-slot.css';

type HouseAdProps = {
  /** The signed-in reader's display name, for a personal greeting; plain text whatever it contains. */
  name?: string;
};

export function HouseAd({ name }: HouseAdProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className={houseAd}>
      <span className={label}>{t('ads.house.label')}</span>
      <p className={houseTitle}>{name ? t('ads.house.title_named', { name }) : t('ads.house.title')}</p>
      <p className={houseText}>{t('ads.house.text')}</p>
      <LinkButton size="sm" to={to('donate')}>
        {t('ads.house.cta')}
      </LinkButton>
    </div>
  );
}
