// Bank transfer details: a tab per country with an account, a copy button per row and one for everything.
import { useTranslation } from 'react-i18next';
import type { DonateConfig } from '@tales/shared/config';
import { CopyButton } from '../copy/CopyButton';
import { Tab, TabList, TabPanel, Tabs } from '@tales/shared/ui/tabs';
import { DetailList } from '../details/DetailList';
import { bankRegionsOf } from '../ways-to-give';
import { allDetailsText, bankDetails } from './bank-details';
import { copyAll } from './bank-transfers.css';

export function BankTransfers({ accounts }: { accounts: NonNullable<DonateConfig['bank']> }) {
  const { t } = useTranslation();
  const regions = bankRegionsOf(accounts);
  return (
    <Tabs defaultSelectedKey={regions[0]}>
      <TabList aria-label={t('donate.bank.regions_label')}>
        {regions.map((region) => (
          <Tab key={region} id={region}>
            {t(`donate.bank.${region}`)}
          </Tab>
        ))}
      </TabList>
      {regions.map((region) => {
        const details = bankDetails(accounts[region] ?? [], t);
        return (
          <TabPanel key={region} id={region}>
            <DetailList details={details} />
            <div className={copyAll}>
              <CopyButton value={allDetailsText(details)} label={t('donate.bank.copy_all')} />
            </div>
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
