// The ways to give, as tabs: fiat (selected first) and crypto (SPEC §2), each only when the owner set it.
import { useTranslation } from 'react-i18next';
import type { DonateConfig } from '@tales/shared/config';
import { Tab, TabList, TabPanel, Tabs } from '@tales/shared/ui/tabs';
import { CryptoAddresses } from './crypto/CryptoAddresses';
import { FiatOptions } from './fiat/FiatOptions';
import { hasCrypto, hasFiat } from './ways-to-give';

export function PaymentMethods({ details }: { details: DonateConfig }) {
  const { t } = useTranslation();
  const fiat = hasFiat(details);
  const crypto = hasCrypto(details);
  return (
    <Tabs defaultSelectedKey={fiat ? 'fiat' : 'crypto'}>
      <TabList aria-label={t('donate.methods.label')}>
        {fiat && <Tab id="fiat">{t('donate.methods.fiat')}</Tab>}
        {crypto && <Tab id="crypto">{t('donate.methods.crypto')}</Tab>}
      </TabList>
      {fiat && (
        <TabPanel id="fiat">
          <FiatOptions tipJar={details.tipJar} tipWidget={details.tipWidget} bank={details.bank} />
        </TabPanel>
      )}
      {crypto && (
        <TabPanel id="crypto">
          <CryptoAddresses addresses={details.crypto ?? []} />
        </TabPanel>
      )}
    </Tabs>
  );
}
