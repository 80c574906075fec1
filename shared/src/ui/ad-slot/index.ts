export { AdSlot } from './AdSlot';
export { readAdsConfig, type AdsConfig } from './ad-config';
