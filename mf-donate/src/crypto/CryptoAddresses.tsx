// One address per network, each with a copy button.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, sectionTitle } from '@tales/shared/ui';
import type { CryptoAddress } from '@tales/shared/config';
import { DetailList } from '../details/DetailList';
import { networkWarning } from './crypto.css';

export function CryptoAddresses({ addresses }: { addresses: CryptoAddress[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const details = addresses.map(({ network, address }) => ({
    id: network,
    label: t(`donate.crypto.networks.${network}`),
    value: address,
  }));
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitle}>
        {t('donate.crypto.title')}
      </h2>
      <p className={networkWarning}>{t('donate.crypto.network_warning')}</p>
      <DetailList details={details} />
    </Card>
  );
}
