export {
  loadRuntimeConfig,
  fetchRuntimeConfig,
  getRuntimeConfig,
  peekRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';
export {
  bankFields,
  bankRegions,
  cryptoNetworks,
  type BankField,
  type BankRegion,
  type BankRow,
  type CryptoAddress,
  type CryptoNetwork,
  type DonateConfig,
  type TipJar,
} from './donate-config';
