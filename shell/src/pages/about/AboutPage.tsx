// About: who is behind Tales (badges), three intro cards and a disclaimer (SPEC §2), which names the site's
// contact address when the owner set one.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeList, Card, PageHeading, sectionTitle } from '@tales/shared/ui';
import { useSiteContact } from '../contact/site-contact';
import { withContact } from '../contact/with-contact';
import { EmailText } from '../terms/EmailText';
import { asList } from '../terms/translated-list';
import * as styles from './about.css';

type IntroCard = { title: string; text: string };

const badges = ['writer', 'storyteller', 'programmer'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  const email = useSiteContact();
  const disclaimerId = useId();
  const title = t('about.title');
  const lead = t('about.lead');
  const cards = asList<IntroCard>(t('about.cards', { returnObjects: true }));

  return (
    <article className={styles.page}>
      <div className={styles.intro}>
        <PageHeading description={lead}>{title}</PageHeading>
        <BadgeList items={badges.map((badge) => t(`about.badges.${badge}`))} label={t('about.badgesLabel')} />
      </div>

      <div className={styles.cards}>
        {cards.map((card) => (
          <Card as="section" key={card.title}>
            <h2 className={sectionTitle}>{card.title}</h2>
            <p className={styles.cardText}>{card.text}</p>
          </Card>
        ))}
      </div>

      <aside className={styles.disclaimer} aria-labelledby={disclaimerId}>
        <h2 id={disclaimerId} className={sectionTitle}>
          {t('about.disclaimerTitle')}
        </h2>
        <p className={styles.disclaimerText}>
          <EmailText text={withContact(t('about.disclaimer'), email && t('about.disclaimerContact', { email }))} />
        </p>
      </aside>
    </article>
  );
}
