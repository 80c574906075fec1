// The donation details the page shows: the runtime config's `donate`, its cache key, its fetcher and its hook. A
// page the server rendered comes with the details it was rendered with (so hydration shows the same), and the page
// then reads the config it holds itself: an owner's edit of the config file shows on the next page load.
import useSWR from 'swr';
import { getRuntimeConfig, peekRuntimeConfig, type DonateConfig, type RuntimeConfig } from '@tales/shared/config';
import { dataKey } from '@tales/shared/data';

export const donateDetailsKey = dataKey('settings', ['donate']);

/** The config's details; the donations contact is the site's contact address when the owner named none. */
export function donateDetailsOf(config: RuntimeConfig): DonateConfig {
  const donate = config.donate ?? {};
  const contactEmail = donate.contactEmail ?? config.contactEmail;
  return contactEmail ? { ...donate, contactEmail } : donate;
}

/** The details of the config this page (or this server render) holds: no request. */
export async function fetchDonateDetails(): Promise<DonateConfig> {
  return donateDetailsOf(getRuntimeConfig());
}

/** The details to show; undefined only while there is no runtime config at all. */
export function useDonateDetails(): DonateConfig | undefined {
  const config = peekRuntimeConfig();
  const { data } = useSWR<DonateConfig, Error>(donateDetailsKey, fetchDonateDetails, {
    fallbackData: config && donateDetailsOf(config),
    revalidateOnMount: true,
  });
  return data;
}
