// The two ways to give, as tabs: fiat (default) and crypto (SPEC §2).
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useTranslation } from 'react-i18next';
import type { DonateConfig } from './donate-config';
import { CryptoAddresses } from './crypto/CryptoAddresses';
import { FiatOptions } from './fiat/FiatOptions';
import { tab, tabList, tabPanel } from './ui/tabs.css';

export function PaymentMethods({ config }: { config: DonateConfig }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultSelectedKey="fiat">
      <TabList aria-label={t('donate.methods.label')} className={tabList}>
        <Tab id="fiat" className={tab}>
          {t('donate.methods.fiat')}
        </Tab>
        <Tab id="crypto" className={tab}>
          {t('donate.methods.crypto')}
        </Tab>
      </TabList>
      <TabPanel id="fiat" className={tabPanel}>
        <FiatOptions tipJarLink={config.tipJarLink} tipJarWidget={config.tipJarWidget} bankTransfers={config.bankTransfers} />
      </TabPanel>
      <TabPanel id="crypto" className={tabPanel}>
        <CryptoAddresses addresses={config.crypto} />
      </TabPanel>
    </Tabs>
  );
}
