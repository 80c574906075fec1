// Every donation detail the page shows, in one place.
// SITE OWNER: these are SAMPLE values. Replace every one of them with your real accounts, addresses and
// links before going live. They are deliberately invalid so that nobody can send money to them by mistake.

/** Labels of bank rows; each is translated under `donate.bank.fields.<field>`. */
export type BankField =
  'accountHolder' | 'alias' | 'cbu' | 'accountNumber' | 'routingNumber' | 'bankName' | 'bankAddress';

export type BankRow = { field: BankField; value: string };

/** Bank transfer tabs (SPEC §2): CBU for Argentina, ACH for the USA. */
export type BankRegion = 'cbu' | 'ach';

/** Crypto networks in display order; names are translated under `donate.crypto.networks.<id>`. */
export type CryptoNetwork = 'bitcoin' | 'tron' | 'ethereum' | 'bsc' | 'polygon' | 'arbitrum' | 'optimism' | 'solana';

export type CryptoAddress = { network: CryptoNetwork; address: string };

export type TipJar = {
  /** Brand name shown in the copy ("Support us on {{service}}"). */
  service: string;
  url: string;
};

export type DonateConfig = {
  /** Where donors write with questions (the donations-contact notice). */
  contactEmail: string;
  /** External tip-jar page, opened in a new tab from a button-styled link. */
  tipJarLink: TipJar;
  /** Embeddable tip-jar widget, shown in an iframe. */
  tipJarWidget: TipJar;
  bankTransfers: Record<BankRegion, BankRow[]>;
  crypto: CryptoAddress[];
};

export const donateConfig: DonateConfig = {
  contactEmail: 'donations@example.com',
  tipJarLink: { service: 'Tip Jar', url: 'https://tipjar.example.com/REPLACE-ME' },
  tipJarWidget: { service: 'Tip Widget', url: 'https://tipwidget.example.com/embed/REPLACE-ME' },
  bankTransfers: {
    cbu: [
      { field: 'accountHolder', value: 'SAMPLE HOLDER - REPLACE ME' },
      { field: 'alias', value: 'SAMPLE-ALIAS.REPLACE.ME' },
      { field: 'cbu', value: '0000000000000000000000' },
      { field: 'bankName', value: 'Sample Bank Argentina (replace me)' },
    ],
    ach: [
      { field: 'accountHolder', value: 'SAMPLE HOLDER - REPLACE ME' },
      { field: 'accountNumber', value: '000000000000' },
      { field: 'routingNumber', value: '000000000' },
      { field: 'bankName', value: 'Sample Bank USA (replace me)' },
      { field: 'bankAddress', value: '123 Example Street, Sample City, ST 00000, USA' },
    ],
  },
  crypto: [
    { network: 'bitcoin', address: 'bc1q-SAMPLE-BITCOIN-ADDRESS-REPLACE-ME' },
    { network: 'tron', address: 'T-SAMPLE-TRON-ADDRESS-REPLACE-ME' },
    { network: 'ethereum', address: '0xSAMPLE-ETHEREUM-ADDRESS-REPLACE-ME' },
    { network: 'bsc', address: '0xSAMPLE-BSC-ADDRESS-REPLACE-ME' },
    { network: 'polygon', address: '0xSAMPLE-POLYGON-ADDRESS-REPLACE-ME' },
    { network: 'arbitrum', address: '0xSAMPLE-ARBITRUM-ADDRESS-REPLACE-ME' },
    { network: 'optimism', address: '0xSAMPLE-OPTIMISM-ADDRESS-REPLACE-ME' },
    { network: 'solana', address: 'SAMPLE-SOLANA-ADDRESS-REPLACE-ME' },
  ],
};
