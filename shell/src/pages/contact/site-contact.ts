// The site's contact address (the runtime config's `contactEmail`) the About, Terms and Privacy pages name: its
// cache key, fetcher, hook and those pages' data loader. The server renders the pages with the address it answers
// and hands it over with them (so hydration shows the same); the page then reads the config it holds itself.
import useSWR from 'swr';
import { peekRuntimeConfig, type RuntimeConfig } from '@tales/shared/config';
import { dataKey } from '@tales/shared/data';
import type { DataLoader } from '@tales/shared/federation';

export const siteContactKey = dataKey('settings', ['contact']);

/** An object, as the page cache and the hand-off keep answers; no email when the owner set none. */
type SiteContact = { email?: string };

const contactOf = (config: RuntimeConfig | undefined): SiteContact =>
  config?.contactEmail ? { email: config.contactEmail } : {};

/** The address in the config this page (or this server render) holds: no request. A page without a config (the
 * shell's own pages still show) names none. */
export async function fetchSiteContact(): Promise<SiteContact> {
  return contactOf(peekRuntimeConfig());
}

/** The address to name, or undefined: the pages then name none. */
export function useSiteContact(): string | undefined {
  const { data } = useSWR<SiteContact, Error>(siteContactKey, fetchSiteContact, {
    fallbackData: contactOf(peekRuntimeConfig()),
    revalidateOnMount: true,
  });
  return data?.email;
}

/** What a page naming the address needs: the server renders it with this answer. */
export const loadContactPage: DataLoader = () => ({ needs: [{ key: siteContactKey, fetch: fetchSiteContact }] });
