// The newsletter's links, for every mail and page that carries one. Tokens are 32 random bytes (base64url) in the
// link; the database keeps only their SHA-256 (hex), so a leaked table opens no subscription.
//
//   Site page (confirm):    ${SITE_URL}/{lng}/{slug}?confirm=<token>                 token: newsletter_subscribe
//   Site page (manage):     ${SITE_URL}/{lng}/{slug}?token=<token>                   token: newsletter_manage_token
//   One-click unsubscribe:  ${SUPABASE_URL}/functions/v1/newsletter/unsubscribe?token=<token>   (RFC 8058 POST)
//
// A daily mail mints a manage token with `newManageToken()`, stores `hash` through the database function
// `newsletter_manage_token(subscriber_id, token_hash)` and puts `manageHeaders(...)` and `managePageUrl(...)` in the
// mail.

export type NewsletterLanguage = 'en' | 'es' | 'pt' | 'fr' | 'it' | 'cn' | 'de' | 'ru';

/**
 * The newsletter page's slug per language. The site's route table (`@tales/shared/routing`, route `newsletter`)
 * holds the same slugs, which a test compares: a function ships alone and cannot import the site's packages.
 */
export const NEWSLETTER_SLUGS: Readonly<Record<NewsletterLanguage, string>> = {
  en: 'newsletter',
  es: 'boletin',
  pt: 'boletim',
  fr: 'lettre',
  it: 'newsletter',
  de: 'newsletter',
  cn: 'newsletter',
  ru: 'newsletter',
};

export const NEWSLETTER_LANGUAGES = Object.keys(NEWSLETTER_SLUGS) as NewsletterLanguage[];

export function isNewsletterLanguage(value: unknown): value is NewsletterLanguage {
  return typeof value === 'string' && Object.hasOwn(NEWSLETTER_SLUGS, value);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The site's newsletter page in `lng`, with its query (`confirm`, `token`, `status`, `code`). */
export function newsletterPageUrl(
  siteUrl: string,
  lng: NewsletterLanguage,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${trimSlash(siteUrl)}/${lng}/${NEWSLETTER_SLUGS[lng]}${search ? `?${search}` : ''}`;
}

/** The newsletter function's base URL: `${SUPABASE_URL}/functions/v1/newsletter`. */
export function newsletterFunctionUrl(supabaseUrl: string): string {
  return `${trimSlash(supabaseUrl)}/functions/v1/newsletter`;
}

/** The https link of List-Unsubscribe: a POST to it (RFC 8058 one-click) deletes the subscriber. */
export function unsubscribeUrl(supabaseUrl: string, token: string): string {
  return `${newsletterFunctionUrl(supabaseUrl)}/unsubscribe?${new URLSearchParams({ token })}`;
}

/** The manage page a mail links to (language, hour, zone, and leaving). */
export function managePageUrl(siteUrl: string, lng: NewsletterLanguage, token: string): string {
  return newsletterPageUrl(siteUrl, lng, { token });
}

/**
 * The headers of every newsletter mail that lets its reader leave: RFC 8058 one-click, plus a mailto when the
 * owner has an address for it (RFC 2369 lists the https link first, which mail clients prefer).
 */
export function manageHeaders(supabaseUrl: string, token: string, mailto?: string): Record<string, string> {
  const links = [`<${unsubscribeUrl(supabaseUrl, token)}>`];
  if (mailto) links.push(`<mailto:${mailto}?subject=unsubscribe>`);
  return { 'List-Unsubscribe': links.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** SHA-256 (hex) of a token: what the database stores and looks tokens up by. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new link token (256 random bits, base64url) and its hash. */
export async function newToken(): Promise<{ token: string; hash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { token, hash: await hashToken(token) };
}

/** A manage token for a daily mail's links: store `hash` with newsletter_manage_token, put `token` in the links. */
export const newManageToken = newToken;

/** Whether a string has the shape of a token this module makes (so garbage never reaches the database). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
