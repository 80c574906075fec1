// Donation details for tests, independent of the sample values the site owner replaces in donate-config.ts.
import type { DonateConfig } from './donate-config';

export const testConfig: DonateConfig = {
  contactEmail: 'give@tales.test',
  tipJarLink: { service: 'JarCo', url: 'https://jar.test/tales' },
  tipJarWidget: { service: 'WidgetCo', url: 'https://widget.test/embed/tales' },
  bankTransfers: {
    cbu: [
      { field: 'accountHolder', value: 'Ana Pérez' },
      { field: 'alias', value: 'TALES.TEST.ALIAS' },
      { field: 'cbu', value: '1111111111111111111111' },
      { field: 'bankName', value: 'Banco Prueba' },
    ],
    ach: [
      { field: 'accountHolder', value: 'Tales Test LLC' },
      { field: 'accountNumber', value: '222222222' },
      { field: 'routingNumber', value: '333333333' },
      { field: 'bankName', value: 'Test Bank' },
      { field: 'bankAddress', value: '1 Test Way, Testville' },
    ],
  },
  crypto: [
    { network: 'bitcoin', address: 'btc-test' },
    { network: 'tron', address: 'tron-test' },
    { network: 'ethereum', address: 'eth-test' },
    { network: 'bsc', address: 'bsc-test' },
    { network: 'polygon', address: 'polygon-test' },
    { network: 'arbitrum', address: 'arbitrum-test' },
    { network: 'optimism', address: 'optimism-test' },
    { network: 'solana', address: 'solana-test' },
  ],
};
