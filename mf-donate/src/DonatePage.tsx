// The Donate page (SPEC §2): why to give, how to give, and whom to ask.
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { PageHeading } from '@tales/shared/ui';
import { donateConfig, type DonateConfig } from './donate-config';
import { BenefitsCard } from './benefits/BenefitsCard';
import { DonationsContact } from './contact/DonationsContact';
import { PaymentMethods } from './PaymentMethods';
import { page } from './donate-page.css';

function DonatePage({ config = donateConfig }: { config?: DonateConfig }) {
  const { t } = useTranslation();
  return (
    <article className={page}>
      <PageHeading description={t('donate.description')}>{t('donate.title')}</PageHeading>
      <BenefitsCard />
      <PaymentMethods config={config} />
      <DonationsContact email={config.contactEmail} />
    </article>
  );
}

export default DonatePage satisfies ExposedComponent<'donate', './DonatePage'>;
