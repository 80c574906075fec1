// The two ways to give, as tabs: fiat (default) and crypto (SPEC §2).
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '@tales/shared/ui/tabs';
import type { DonateConfig } from './donate-config';
import { CryptoAddresses } from './crypto/CryptoAddresses';
import { FiatOptions } from './fiat/FiatOptions';

export function PaymentMethods({ config }: { config: DonateConfig }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultSelectedKey="fiat">
      <TabList aria-label={t('donate.methods.label')}>
        <Tab id="fiat">{t('donate.methods.fiat')}</Tab>
        <Tab id="crypto">{t('donate.methods.crypto')}</Tab>
      </TabList>
      <TabPanel id="fiat">
        <FiatOptions
          tipJarLink={config.tipJarLink}
          tipJarWidget={config.tipJarWidget}
          bankTransfers={config.bankTransfers}
        />
      </TabPanel>
      <TabPanel id="crypto">
        <CryptoAddresses addresses={config.crypto} />
      </TabPanel>
    </Tabs>
  );
}
