// The settings behind a manage link (the page's own data): fetcher, cache key and hook. Read in the browser only: the
// server renders the page with the defaults, never with a reader's address.
import useSWR from 'swr';
import { dataKey } from '@tales/shared/data';
import { newsletterActionUrl, newsletterErrorCode, type NewsletterErrorCode } from '@tales/shared/newsletter';

export type NewsletterSettings = { email: string; language: string; deliveryHour: number; timeZone: string };

export class NewsletterSettingsError extends Error {
  constructor(readonly code: NewsletterErrorCode) {
    super(`newsletter settings: ${code}`);
    this.name = 'NewsletterSettingsError';
  }
}

/** A reader's own settings: never persisted on the device (`user` answers are not). */
export const newsletterSettingsKey = (token: string) => dataKey('user', ['newsletter', token]);

export async function fetchNewsletterSettings(token: string): Promise<NewsletterSettings> {
  const url = newsletterActionUrl('manage');
  if (!url) throw new NewsletterSettingsError('generic');
  const response = await fetch(`${url}?${new URLSearchParams({ token })}`, { headers: { accept: 'application/json' } });
  const answer = (await response.json().catch(() => ({}))) as Partial<NewsletterSettings> & { code?: unknown };
  if (!response.ok) throw new NewsletterSettingsError(newsletterErrorCode(answer.code));
  return answer as NewsletterSettings;
}

export function useNewsletterSettings(token: string | undefined) {
  return useSWR<NewsletterSettings, NewsletterSettingsError>(
    token ? newsletterSettingsKey(token) : null,
    () => fetchNewsletterSettings(token as string),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
