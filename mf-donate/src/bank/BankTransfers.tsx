// Bank transfer details: a tab per country, a copy button per row and one for everything.
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@tales/shared/ui';
import { Tab, TabList, TabPanel, Tabs } from '@tales/shared/ui/tabs';
import type { BankRegion, BankRow } from '../donate-config';
import { DetailList } from '../details/DetailList';
import { allDetailsText, bankDetails } from './bank-details';
import { copyAll } from './bank-transfers.css';

const regions: BankRegion[] = ['cbu', 'ach'];

export function BankTransfers({ accounts }: { accounts: Record<BankRegion, BankRow[]> }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultSelectedKey="cbu">
      <TabList aria-label={t('donate.bank.regions_label')}>
        {regions.map((region) => (
          <Tab key={region} id={region}>
            {t(`donate.bank.${region}`)}
          </Tab>
        ))}
      </TabList>
      {regions.map((region) => {
        const details = bankDetails(accounts[region], t);
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
