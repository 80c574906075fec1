// Donation details for tests, every way to give set, independent of any stack's runtime config.
import type { DonateConfig, RuntimeConfig } from '@tales/shared/config';

export const testConfig = {
  contactEmail: 'give@tales.test',
  tipJar: { service: 'JarCo', url: 'https://jar.test/tales' },
  tipWidget: { service: 'WidgetCo', url: 'https://widget.test/embed/tales' },
  bank: {
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
} satisfies DonateConfig;

/** A runtime config carrying `donate` (and the site's contact address, when given). */
export function configWith(donate: DonateConfig | undefined, contactEmail?: string): RuntimeConfig {
  return { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', remotes: {}, donate, contactEmail };
}
