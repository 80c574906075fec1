// Which ad provider (if any) the deploy configured in /runtime-config.json `ads` ({ provider, client, slots }).
import { getRuntimeConfig, type RuntimeConfig } from '@tales/shared/config';

export type AdsConfig = NonNullable<RuntimeConfig['ads']>;

/** The configured ads, or undefined when none are (or the config has not loaded): then no ad renders. */
export function readAdsConfig(): AdsConfig | undefined {
  try {
    const ads = getRuntimeConfig().ads;
    return ads && typeof ads.provider === 'string' && ads.provider.trim() ? ads : undefined;
  } catch {
    return undefined;
  }
}
