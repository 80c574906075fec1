// "Contact {email}" for questions about donations (SPEC §1), the address as a mail link.
// Trans comes from its own entry point, given the page's i18n and t: the shared react-i18next carries only what
// every page needs, and this sentence's HTML parsing is downloaded with the donate page alone.
import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';
import { contact } from './contact.css';

export function DonationsContact({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={contact}>
      <Trans
        i18n={i18n}
        t={t}
        i18nKey="donate.contact"
        values={{ email }}
        components={{ email: <a href={`mailto:${email}`} /> }}
      />
    </p>
  );
}
