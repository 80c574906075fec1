// Fiat ways to give, as a single-open, collapsible accordion (SPEC §2, §9).
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { useTranslation } from 'react-i18next';
import type { DonateConfig } from '../donate-config';
import { BankTransfers } from '../bank/BankTransfers';
import { AccordionItem } from './AccordionItem';
import { TipJarLink } from './TipJarLink';
import { TipJarWidget } from './TipJarWidget';
import { group } from './accordion.css';
import { intro } from '../ui/text.css';

type FiatOptionsProps = Pick<DonateConfig, 'tipJarLink' | 'tipJarWidget' | 'bankTransfers'>;

export function FiatOptions({ tipJarLink, tipJarWidget, bankTransfers }: FiatOptionsProps) {
  const { t } = useTranslation();
  return (
    // allowsMultipleExpanded stays false: opening one item closes the other; the open one can close too.
    <DisclosureGroup defaultExpandedKeys={['tip-link']} className={group}>
      <AccordionItem id="tip-link" title={t('donate.tip_link.title')}>
        <TipJarLink tipJar={tipJarLink} />
      </AccordionItem>
      <AccordionItem id="tip-widget" title={t('donate.tip_widget.title')} lazy>
        <TipJarWidget tipJar={tipJarWidget} />
      </AccordionItem>
      <AccordionItem id="bank" title={t('donate.bank.title')}>
        <p className={intro}>{t('donate.bank.description')}</p>
        <BankTransfers accounts={bankTransfers} />
      </AccordionItem>
    </DisclosureGroup>
  );
}
