// The layout shared by the Terms and Privacy pages: title, intro, last-updated line, then titled sections,
// each with a body paragraph and an optional list (all from the `terms.*` or `privacy.*` translation keys).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading, sectionTitle } from '@tales/shared/ui';
import { EmailText } from './EmailText';
import { asList } from './translated-list';
import * as styles from './legal.css';

export type LegalSection = { title: string; body: string; items?: string[] };

type Props = { ns: 'terms' | 'privacy' };

export function LegalDocument({ ns }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const title = t(`${ns}.title`);
  const intro = t(`${ns}.intro`);
  const sections = asList<LegalSection>(t(`${ns}.sections`, { returnObjects: true }));

  return (
    <article className={styles.page}>
      <div className={styles.header}>
        <PageHeading description={<EmailText text={intro} />}>{title}</PageHeading>
        <p className={styles.updated}>{t(`${ns}.lastUpdated`)}</p>
      </div>
      {sections.map((section, index) => {
        const headingId = `${idPrefix}-${index}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId} className={sectionTitle}>
              {section.title}
            </h2>
            <p className={styles.body}>
              <EmailText text={section.body} />
            </p>
            {section.items && section.items.length > 0 && (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item}>
                    <EmailText text={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}
