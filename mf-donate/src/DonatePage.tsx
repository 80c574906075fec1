// The Donate page (SPEC §2): why to give, how to give, and whom to ask.
import { useTranslation } from 'react-i18next';
import { donateConfig, type DonateConfig } from './donate-config';
import { BenefitsCard } from './benefits/BenefitsCard';
import { DonationsContact } from './contact/DonationsContact';
import { PaymentMethods } from './PaymentMethods';
import { header, lead, page, title } from './donate-page.css';

export default function DonatePage({ config = donateConfig }: { config?: DonateConfig }) {
  const { t } = useTranslation();
  return (
    <article className={page}>
      <header className={header}>
        <h1 className={title}>{t('donate.title')}</h1>
        <p className={lead}>{t('donate.description')}</p>
      </header>
      <BenefitsCard />
      <PaymentMethods config={config} />
      <DonationsContact email={config.contactEmail} />
    </article>
  );
}
