// An ad placement (SPEC §1, §2). Never for a donor, nor while auth is still deciding who the reader is (a
// donor must not see an ad flash by). With a configured provider, that provider's unit for the slot; with
// none, the house ad.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@tales/shared/stores';
import { readAdsConfig, type AdsConfig } from './ad-config';
import { HouseAd } from './HouseAd';
import { label as labelClass, slot as slotClass, unit as unitClass } from './ad-slot.css';

type AdSlotProps = {
  /** Placement name; the provider's unit id comes from the config's `slots[slot]`. */
  slot: string;
};

function AdSenseUnit({ ads, unit }: { ads: AdsConfig; unit: string }) {
  const requested = useRef(false);
  useEffect(() => {
    if (!ads.client || requested.current) return;
    requested.current = true; // once, even when StrictMode runs effects twice
    const client = ads.client;
    // Only a site that shows AdSense needs its loader: it is not in every reader's first download.
    void import(/* webpackChunkName: "adsense" */ './adsense').then(({ loadAdSense, requestAdSenseUnit }) => {
      loadAdSense(client);
      requestAdSenseUnit();
    });
  }, [ads.client]);
  return (
    <ins
      className={`adsbygoogle ${unitClass}`}
      data-ad-client={ads.client}
      data-ad-slot={unit}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}

export function AdSlot({ slot }: AdSlotProps) {
  const { t } = useTranslation();
  const adsAllowed = useAuthStore((s) => s.initialized && !s.isLoading && !s.hasDonated);
  const readerName = useAuthStore((s) => s.user?.displayName);
  if (!adsAllowed) return null;
  const ads = readAdsConfig();
  if (!ads) {
    return (
      <aside className={slotClass} aria-label={t('ads.label')} data-ad-slot-name={slot}>
        <HouseAd name={readerName} />
      </aside>
    );
  }
  const unit = ads.slots?.[slot];
  // Only providers this component knows how to render; an unknown name shows nothing rather than a blank box.
  if (!unit || ads.provider !== 'adsense' || !ads.client) return null;
  return (
    <aside className={slotClass} aria-label={t('ads.label')} data-ad-slot-name={slot}>
      <span className={labelClass}>{t('ads.label')}</span>
      <AdSenseUnit ads={ads} unit={unit} />
    </aside>
  );
}
