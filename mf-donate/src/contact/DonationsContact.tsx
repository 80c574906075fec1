// "Contact {email}" for questions about donations (SPEC §1), the address as a mail link.
import { Trans } from 'react-i18next';
import { contact } from './contact.css';

export function DonationsContact({ email }: { email: string }) {
  return (
    <p className={contact}>
      <Trans i18nKey="donate.contact" values={{ email }} components={{ email: <a href={`mailto:${email}`} /> }} />
    </p>
  );
}
