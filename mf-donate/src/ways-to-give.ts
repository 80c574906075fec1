// Which ways to give the owner has set: one that is not set is not shown (no empty tab, no empty section).
import { bankRegions, type BankRegion, type DonateConfig } from '@tales/shared/config';

/** The bank regions with at least one row, in display order. */
export function bankRegionsOf(bank: DonateConfig['bank']): BankRegion[] {
  return bankRegions.filter((region) => (bank?.[region]?.length ?? 0) > 0);
}

/** A tip jar, a tip widget or a bank account: the fiat tab has something to show. */
export function hasFiat({ tipJar, tipWidget, bank }: DonateConfig): boolean {
  return Boolean(tipJar || tipWidget || bankRegionsOf(bank).length > 0);
}

export function hasCrypto({ crypto }: DonateConfig): boolean {
  return (crypto?.length ?? 0) > 0;
}
