// What a donation does for the donor and for everyone else.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, sectionTitle } from '@tales/shared/ui';
import { muted } from '../ui/text.css';
import { BookIcon, GlobeIcon, NoAdsIcon } from './benefit-icons';
import { icon, item, list } from './benefits.css';

const benefits = [
  { key: 'no_ads', Icon: NoAdsIcon },
  { key: 'free_stories', Icon: BookIcon },
  { key: 'translations', Icon: GlobeIcon },
] as const;

export function BenefitsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitle}>
        {t('donate.benefits.title')}
      </h2>
      <ul className={list}>
        {benefits.map(({ key, Icon }) => (
          <li key={key} className={item}>
            <span className={icon}>
              <Icon />
            </span>
            <p className={muted}>{t(`donate.benefits.${key}`)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
