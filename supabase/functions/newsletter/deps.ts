// The newsletter function's dependencies from the variables the Edge Runtime sets. index.ts reads them from
// Deno.env; the local API passes its own, with a transport that writes the local outbox.
import { resendTransport, type MailTransport } from '../_shared/mail.ts';
import { chooseServiceKey, ServiceKeyError } from '../_shared/service-key.ts';
import type { NewsletterDeps } from './handler.ts';
import { restNewsletterStore } from './rest-store.ts';

export interface NewsletterEnv {
  SUPABASE_URL?: string;
  /** JSON of key name → `sb_secret_…`, injected by hosted Supabase. */
  SUPABASE_SECRET_KEYS?: string;
  /** The legacy JWT service role key, injected while the project's legacy keys are on. */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** The site's origin, e.g. https://tales.example.org (`supabase secrets set SITE_URL=…`). */
  SITE_URL?: string;
  /** Resend's API key and the sender (`Tales <stories@…>`), unless a transport is given. */
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
}

export interface NewsletterSetup {
  deps: NewsletterDeps;
  /** What is wrong with the setup, one line each, for the function's log at start. */
  problems: string[];
}

export function newsletterDeps(
  env: NewsletterEnv,
  options: { transport?: MailTransport; fetch?: typeof fetch; log?: (line: string) => void } = {},
): NewsletterSetup {
  const problems: string[] = [];
  const siteUrl = env.SITE_URL ?? '';
  if (!/^https?:\/\//.test(siteUrl)) problems.push('SITE_URL is not set: the mails have no page to link to');
  let mail = options.transport;
  if (!mail) {
    if (!env.RESEND_API_KEY || !env.MAIL_FROM) problems.push('RESEND_API_KEY and MAIL_FROM must both be set');
    mail = resendTransport({ apiKey: env.RESEND_API_KEY ?? '', from: env.MAIL_FROM ?? '', fetch: options.fetch });
  }
  let serviceKey;
  try {
    serviceKey = chooseServiceKey({
      secretKeys: env.SUPABASE_SECRET_KEYS,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    });
  } catch (error) {
    if (!(error instanceof ServiceKeyError)) throw error;
    problems.push(`${error.code}: ${error.message}`);
  }
  const store = restNewsletterStore({
    supabaseUrl: env.SUPABASE_URL ?? '',
    serviceKey: serviceKey ?? { kind: 'secret', key: '' },
    fetch: options.fetch,
  });
  const misconfigured =
    problems.length > 0 ? { code: 'misconfigured', message: 'The newsletter is not set up on this server' } : undefined;
  return { deps: { store, mail, siteUrl, misconfigured, log: options.log }, problems };
}
