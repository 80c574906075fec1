// Fiat ways to give, as a single-open, collapsible accordion (SPEC §2, §9): the tip jar, the embedded widget and
// the bank transfer, each only when the owner set it. The first one set opens, the embedded widget last: its
// third-party frame loads only when asked for.
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { useTranslation } from 'react-i18next';
import type { DonateConfig } from '@tales/shared/config';
import { BankTransfers } from '../bank/BankTransfers';
import { bankRegionsOf } from '../ways-to-give';
import { AccordionItem } from './AccordionItem';
import { TipJarLink } from './TipJarLink';
import { TipJarWidget } from './TipJarWidget';
import { group } from './accordion.css';
import { intro } from '../ui/text.css';

type FiatOptionsProps = Pick<DonateConfig, 'tipJar' | 'tipWidget' | 'bank'>;

export function FiatOptions({ tipJar, tipWidget, bank }: FiatOptionsProps) {
  const { t } = useTranslation();
  const regions = bankRegionsOf(bank);
  const opened = tipJar ? 'tip-link' : regions.length > 0 ? 'bank' : 'tip-widget';
  return (
    // allowsMultipleExpanded stays false: opening one item closes the other; the open one can close too.
    <DisclosureGroup defaultExpandedKeys={[opened]} className={group}>
      {tipJar && (
        <AccordionItem id="tip-link" title={t('donate.tip_link.title')}>
          <TipJarLink tipJar={tipJar} />
        </AccordionItem>
      )}
      {tipWidget && (
        <AccordionItem id="tip-widget" title={t('donate.tip_widget.title')} lazy>
          <TipJarWidget tipJar={tipWidget} />
        </AccordionItem>
      )}
      {bank && regions.length > 0 && (
        <AccordionItem id="bank" title={t('donate.bank.title')}>
          {/* One country named when only one has an account. */}
          <p className={intro}>
            {t(regions.length === 1 ? `donate.bank.description_${regions[0]}` : 'donate.bank.description')}
          </p>
          <BankTransfers accounts={bank} />
        </AccordionItem>
      )}
    </DisclosureGroup>
  );
}
