// The Donate page (SPEC §2): why to give, how to give, and whom to ask. The ways to give are the owner's, from the
// runtime config: those not set are not shown, and with none set the page says donations are not set up yet.
import { useTranslation } from 'react-i18next';
import type { DonateConfig } from '@tales/shared/config';
import type { ExposedComponent } from '@tales/shared/federation';
import { PageHeading } from '@tales/shared/ui';
import { BenefitsCard } from './benefits/BenefitsCard';
import { DonationsContact } from './contact/DonationsContact';
import { useDonateDetails } from './donate-details';
import { NotSetUp } from './not-set-up/NotSetUp';
import { PaymentMethods } from './PaymentMethods';
import { hasCrypto, hasFiat } from './ways-to-give';
import { page } from './donate-page.css';

function WaysToGive({ details }: { details: DonateConfig }) {
  if (!hasFiat(details) && !hasCrypto(details)) return <NotSetUp />;
  return (
    <>
      <PaymentMethods details={details} />
      {details.contactEmail && <DonationsContact email={details.contactEmail} />}
    </>
  );
}

function DonatePage() {
  const { t } = useTranslation();
  const details = useDonateDetails();
  return (
    <article className={page}>
      <PageHeading description={t('donate.description')}>{t('donate.title')}</PageHeading>
      <BenefitsCard />
      {details && <WaysToGive details={details} />}
    </article>
  );
}

export default DonatePage satisfies ExposedComponent<'donate', './DonatePage'>;
