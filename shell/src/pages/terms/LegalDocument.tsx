// The layout shared by the Terms and Privacy pages: title, intro, last-updated line, then titled sections,
// each with a body paragraph and an optional list (all from the `terms.*` or `privacy.*` translation keys). A text
// with a contact sentence (`introContact`, a section's `contact`) ends with it when the site has an address.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading, sectionTitle } from '@tales/shared/ui';
import { useSiteContact } from '../contact/site-contact';
import { withContact } from '../contact/with-contact';
import { EmailText } from './EmailText';
import { asList } from './translated-list';
import * as styles from './legal.css';

export type LegalSection = { title: string; body: string; contact?: string; items?: string[] };

type Props = { ns: 'terms' | 'privacy' };

export function LegalDocument({ ns }: Props) {
  const { t, i18n } = useTranslation();
  const email = useSiteContact();
  const idPrefix = useId();
  const title = t(`${ns}.title`);
  const contact = (key: string) => (email && i18n.exists(key) ? t(key, { email }) : undefined);
  const intro = withContact(t(`${ns}.intro`), contact(`${ns}.introContact`));
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
              <EmailText
                text={withContact(section.body, section.contact && contact(`${ns}.sections.${index}.contact`))}
              />
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
