// The newsletter's database calls: PostgREST's RPC endpoint with the service key, against a hosted project
// (SUPABASE_URL of the Edge Runtime) and the local API alike.
import { isNewsletterLanguage } from '../_shared/newsletter-links.ts';
import { serviceKeyHeaders, type ServiceKey } from '../_shared/service-key.ts';
import { UnknownTimeZone, type NewsletterStore, type Settings, type SubscribeResult } from './handler.ts';

export interface RestStoreOptions {
  supabaseUrl: string;
  serviceKey: ServiceKey;
  fetch?: typeof fetch;
}

type SettingsRow = { email: string; language: string; delivery_hour: number; time_zone: string };

export function restNewsletterStore({
  supabaseUrl,
  serviceKey,
  fetch: fetchImpl = fetch,
}: RestStoreOptions): NewsletterStore {
  const base = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`;

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetchImpl(new URL(`rest/v1/rpc/${name}`, base), {
      method: 'POST',
      headers: { ...serviceKeyHeaders(serviceKey), 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) {
      let code = '';
      try {
        code = String((JSON.parse(text) as { code?: unknown }).code ?? '');
      } catch {
        // Not PostgREST's error JSON: reported with the status below.
      }
      // invalid_parameter_value: the database does not know the time zone.
      if (code === '22023') throw new UnknownTimeZone(text);
      throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return JSON.parse(text) as T;
  }

  const settingsArgs = (settings: Settings) => ({
    language: settings.language,
    delivery_hour: settings.deliveryHour,
    time_zone: settings.timeZone,
  });

  return {
    async subscribe(input) {
      const result = await rpc<SubscribeResult>('newsletter_subscribe', {
        email: input.email,
        ...settingsArgs(input),
        client: input.client,
        confirm_token_hash: input.confirmHash,
        manage_token_hash: input.manageHash,
      });
      return {
        status: result.status === 'rate_limited' ? 'rate_limited' : 'accepted',
        mail: result.mail === 'confirm' || result.mail === 'manage' ? result.mail : null,
        language: isNewsletterLanguage(result.language) ? result.language : undefined,
      };
    },
    async confirm(tokenHash, manageHash) {
      const result = await rpc<{ status: string; language?: string }>('newsletter_confirm', {
        token_hash: tokenHash,
        manage_token_hash: manageHash,
      });
      if (result.status !== 'confirmed') return { status: 'invalid' };
      return { status: 'confirmed', language: isNewsletterLanguage(result.language) ? result.language : undefined };
    },
    async settings(tokenHash) {
      const row = await rpc<SettingsRow | null>('newsletter_manage_settings', { token_hash: tokenHash });
      if (!row || !isNewsletterLanguage(row.language)) return null;
      return { email: row.email, language: row.language, deliveryHour: row.delivery_hour, timeZone: row.time_zone };
    },
    async update(tokenHash, settings) {
      return (
        (await rpc<boolean>('newsletter_manage_update', { token_hash: tokenHash, ...settingsArgs(settings) })) === true
      );
    },
    async unsubscribe(tokenHash) {
      return (await rpc<boolean>('newsletter_unsubscribe', { token_hash: tokenHash })) === true;
    },
  };
}
