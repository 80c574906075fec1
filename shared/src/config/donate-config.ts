// The site owner's donation details, as /runtime-config.json carries them under `donate` (the shell's server
// checks them before it answers them). Every part is optional: the Donate page shows the ways to give that are
// set and nothing of the others.

/** Bank rows, in the order their labels are listed; each label is translated under `donate.bank.fields.<field>`. */
export const bankFields = [
  'accountHolder',
  'alias',
  'cbu',
  'accountNumber',
  'routingNumber',
  'bankName',
  'bankAddress',
] as const;
export type BankField = (typeof bankFields)[number];

export type BankRow = { field: BankField; value: string };

/** Bank transfer tabs (SPEC §2), in display order: CBU for Argentina, ACH for the USA. */
export const bankRegions = ['cbu', 'ach'] as const;
export type BankRegion = (typeof bankRegions)[number];

/** Crypto networks; names are translated under `donate.crypto.networks.<id>`. */
export const cryptoNetworks = [
  'bitcoin',
  'tron',
  'ethereum',
  'bsc',
  'polygon',
  'arbitrum',
  'optimism',
  'solana',
] as const;
export type CryptoNetwork = (typeof cryptoNetworks)[number];

export type CryptoAddress = { network: CryptoNetwork; address: string };

export type TipJar = {
  /** Brand name shown in the copy ("Support us on {{service}}"). */
  service: string;
  url: string;
};

export type DonateConfig = {
  /** Where donors write with questions (the donations-contact notice); the site's `contactEmail` when unset. */
  contactEmail?: string;
  /** External tip-jar page, opened in a new tab from a button-styled link. */
  tipJar?: TipJar;
  /** Embeddable tip-jar widget, shown in an iframe. */
  tipWidget?: TipJar;
  /** Bank accounts by region, each as the rows the page lists in this order. */
  bank?: Partial<Record<BankRegion, BankRow[]>>;
  /** One address per network, listed in this order. */
  crypto?: CryptoAddress[];
};
