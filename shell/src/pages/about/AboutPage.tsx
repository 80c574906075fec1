// About: who is behind Tales (badges), three intro cards and a disclaimer (SPEC §2).
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../terms/EmailText';
import { asList } from '../terms/translated-list';
import * as styles from './about.css';

type Card = { title: string; text: string };

const badges = ['writer', 'storyteller', 'programmer'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  const disclaimerId = useId();
  const title = t('about.title');
  const cards = asList<Card>(t('about.cards', { returnObjects: true }));

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <ul className={styles.badges} aria-label={t('about.badgesLabel')}>
          {badges.map((badge) => (
            <li key={badge} className={styles.badge}>
              {t(`about.badges.${badge}`)}
            </li>
          ))}
        </ul>
        <p className={styles.lead}>{t('about.lead')}</p>
      </header>

      <div className={styles.cards}>
        {cards.map((card) => (
          <section key={card.title} className={styles.card}>
            <h2 className={styles.cardTitle}>{card.title}</h2>
            <p className={styles.cardText}>{card.text}</p>
          </section>
        ))}
      </div>

      <aside className={styles.disclaimer} aria-labelledby={disclaimerId}>
        <h2 id={disclaimerId} className={styles.disclaimerTitle}>
          {t('about.disclaimerTitle')}
        </h2>
        <p className={styles.disclaimerText}>
          <EmailText text={t('about.disclaimer')} />
        </p>
      </aside>
    </article>
  );
}
