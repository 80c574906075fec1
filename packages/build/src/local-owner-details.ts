// The owner's details of a stack on this machine: obviously not real, so that every way to give shows while the
// site is built and tested locally, and nobody mistakes them for an account that takes money. A site on a hosted
// Supabase project never gets these: its owner sets the real ones in the runtime-config file.
import type { DonateConfig } from '@tales/shared/config';

export const LOCAL_CONTACT_EMAIL = 'hello@tales.local';

/** `.invalid` never resolves: the tip-jar link and frame lead nowhere. */
export const localDonateConfig: DonateConfig = {
  contactEmail: 'donations@tales.local',
  tipJar: { service: 'Local Test Tip Jar', url: 'https://tip-jar.tales.invalid/local-test' },
  tipWidget: { service: 'Local Test Tip Widget', url: 'https://tip-widget.tales.invalid/local-test' },
  bank: {
    cbu: [
      { field: 'accountHolder', value: 'LOCAL TEST ACCOUNT - NOT REAL' },
      { field: 'alias', value: 'LOCAL.TEST.ALIAS' },
      { field: 'cbu', value: '0000000000000000000000' },
      { field: 'bankName', value: 'Local Test Bank (not real)' },
    ],
    ach: [
      { field: 'accountHolder', value: 'LOCAL TEST ACCOUNT - NOT REAL' },
      { field: 'accountNumber', value: '000000000000' },
      { field: 'routingNumber', value: '000000000' },
      { field: 'bankName', value: 'Local Test Bank (not real)' },
      { field: 'bankAddress', value: '1 Local Test Street, Nowhere' },
    ],
  },
  crypto: [
    { network: 'bitcoin', address: 'LOCAL-TEST-BITCOIN-ADDRESS-NOT-REAL' },
    { network: 'tron', address: 'LOCAL-TEST-TRON-ADDRESS-NOT-REAL' },
    { network: 'ethereum', address: 'LOCAL-TEST-ETHEREUM-ADDRESS-NOT-REAL' },
    { network: 'bsc', address: 'LOCAL-TEST-BSC-ADDRESS-NOT-REAL' },
    { network: 'polygon', address: 'LOCAL-TEST-POLYGON-ADDRESS-NOT-REAL' },
    { network: 'arbitrum', address: 'LOCAL-TEST-ARBITRUM-ADDRESS-NOT-REAL' },
    { network: 'optimism', address: 'LOCAL-TEST-OPTIMISM-ADDRESS-NOT-REAL' },
    { network: 'solana', address: 'LOCAL-TEST-SOLANA-ADDRESS-NOT-REAL' },
  ],
};
