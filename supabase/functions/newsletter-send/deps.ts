// The sending function's dependencies from the variables the Edge Runtime sets and the project's secrets.
// index.ts reads them from Deno.env; the local API passes its own, with the outbox as the transport.
import { resendTransport, senderAddress, type MailTransport } from '../_shared/mail.ts';
import { chooseServiceKey, ServiceKeyError } from '../_shared/service-key.ts';
import type { NewsletterSendDeps } from './handler.ts';
import { manageHeaders, managePageUrl, newManageToken, unsubscribeUrl } from '../_shared/newsletter-links.ts';
import { mailLinks } from './links.ts';
import { restNewsletterStore, type NewsletterStore } from './store.ts';

export interface NewsletterSendEnv {
  SUPABASE_URL?: string;
  SUPABASE_SECRET_KEYS?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** The bearer secret the scheduler sends (also stored in Vault as newsletter_cron_secret). */
  NEWSLETTER_CRON_SECRET?: string;
  /** Resend's signing secret of the webhook endpoint …/newsletter-send/events (`whsec_…`). */
  RESEND_WEBHOOK_SECRET?: string;
  RESEND_API_KEY?: string;
  /** The sender, e.g. `Tales <stories@example.org>`. */
  MAIL_FROM?: string;
  /** The List-Unsubscribe mailto address; default: the sender's (MAIL_FROM), whose mailbox the owner reads. */
  MAIL_UNSUBSCRIBE_ADDRESS?: string;
  /** The site's origin for the mails' links. */
  SITE_URL?: string;
  NEWSLETTER_BATCH_SIZE?: string;
  NEWSLETTER_SEND_CONCURRENCY?: string;
}

export interface NewsletterSendSetup {
  deps: NewsletterSendDeps;
  /** What is wrong with the setup, one line each, for the function's log at start. */
  problems: string[];
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

const unusableStore = (error: Error): NewsletterStore => ({
  startRun: () => Promise.reject(error),
  finishRun: () => Promise.reject(error),
  claim: () => Promise.reject(error),
  record: () => Promise.reject(error),
  stopByMessage: () => Promise.reject(error),
  storeManageToken: () => Promise.reject(error),
});

export function newsletterSendDeps(
  env: NewsletterSendEnv,
  overrides: {
    transport?: MailTransport;
    fetch?: typeof fetch;
    /** The project's address in the mails' links, when it differs from the one the function calls. */
    publicUrl?: string;
  } = {},
  extra: Pick<NewsletterSendDeps, 'testClock' | 'background' | 'log' | 'timeBudgetMs'> = {},
): NewsletterSendSetup {
  const problems: string[] = [];
  const supabaseUrl = env.SUPABASE_URL ?? '';
  const siteUrl = env.SITE_URL ?? '';
  if (!env.NEWSLETTER_CRON_SECRET) problems.push('NEWSLETTER_CRON_SECRET is not set: every run is refused with 401');
  if (!env.RESEND_WEBHOOK_SECRET)
    problems.push('RESEND_WEBHOOK_SECRET is not set: bounce and complaint events are refused');
  if (!siteUrl) problems.push('SITE_URL is not set: the mails cannot link to the site');
  let misconfigured: NewsletterSendDeps['misconfigured'];

  let transport = overrides.transport;
  if (!transport) {
    if (env.RESEND_API_KEY && env.MAIL_FROM) {
      transport = resendTransport({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, fetch: overrides.fetch });
    } else {
      problems.push('mail_misconfigured: RESEND_API_KEY and MAIL_FROM must both be set');
      misconfigured = { code: 'mail_misconfigured', message: 'The function has no mail provider' };
      transport = { send: () => Promise.reject(new Error('no mail provider')) };
    }
  }

  let store: NewsletterStore;
  try {
    const serviceKey = chooseServiceKey({
      secretKeys: env.SUPABASE_SECRET_KEYS,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    });
    store = restNewsletterStore({ supabaseUrl, serviceKey, fetch: overrides.fetch });
  } catch (error) {
    if (!(error instanceof ServiceKeyError)) throw error;
    problems.push(`${error.code}: ${error.message}; every authenticated call answers 500`);
    misconfigured = { code: error.code, message: 'The function has no usable key for the database' };
    store = unusableStore(error);
  }

  // The address mail clients reach the one-click unsubscribe at (the API's public one, locally its own).
  const publicUrl = overrides.publicUrl ?? supabaseUrl;
  const unsubscribeMailbox = env.MAIL_UNSUBSCRIBE_ADDRESS || senderAddress(env.MAIL_FROM);
  if (!unsubscribeMailbox) problems.push('MAIL_FROM has no address: the mails carry no List-Unsubscribe mailto');
  return {
    deps: {
      cronSecret: env.NEWSLETTER_CRON_SECRET,
      eventsSecret: env.RESEND_WEBHOOK_SECRET,
      store,
      transport,
      siteUrl,
      linksFor: mailLinks({
        newToken: newManageToken,
        storeToken: (subscriberId, hash) => store.storeManageToken(subscriberId, hash),
        unsubscribeUrl: (token) => unsubscribeUrl(publicUrl, token),
        manageUrl: (language, token) => managePageUrl(siteUrl, language, token),
        headers: (token) => manageHeaders(publicUrl, token, unsubscribeMailbox),
      }),
      batchSize: positive(env.NEWSLETTER_BATCH_SIZE, 100),
      concurrency: positive(env.NEWSLETTER_SEND_CONCURRENCY, 4),
      misconfigured,
      ...extra,
    },
    problems,
  };
}
