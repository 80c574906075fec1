// Where the site's newsletter forms post: the newsletter function under the runtime config's Supabase URL.
import { peekRuntimeConfig } from '../config';

export type NewsletterAction = 'subscribe' | 'confirm' | 'manage' | 'unsubscribe';

/** `${supabaseUrl}/functions/v1/newsletter/<action>`, or undefined while the page has no runtime config. */
export function newsletterActionUrl(action: NewsletterAction): string | undefined {
  const supabaseUrl = peekRuntimeConfig()?.supabaseUrl;
  return supabaseUrl ? `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/newsletter/${action}` : undefined;
}
