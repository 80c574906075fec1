// The newsletter's edge function: subscribe, confirm, manage and leave. Web-standard Request/Response only, so
// Supabase's Edge Runtime (Deno) and the local API (Node) run this same code.
//
//   POST /newsletter/subscribe    email, language, hour (0–23), zone, page (the page's language)
//   POST /newsletter/confirm      token (from the confirmation mail's page; never on a GET: scanners prefetch links);
//                                 a plain form is sent to the page with a new manage token (settings, unsubscribe)
//   GET  /newsletter/manage       ?token=…: the subscriber's settings (JSON)
//   POST /newsletter/manage       token, language, hour, zone
//   POST /newsletter/unsubscribe  token in the query or the body; `List-Unsubscribe=One-Click` (RFC 8058) too
//
// Bodies are application/x-www-form-urlencoded (a plain HTML form, or the site's fetch of the same form) or
// multipart/form-data (RFC 8058 allows it) or JSON. A caller that accepts JSON gets JSON (`{ code, message }` on
// error); a plain form post gets a 303 to the site's newsletter page showing the result, so every step works
// without JavaScript. Links: see ../_shared/newsletter-links.ts.
import type { MailTransport } from '../_shared/mail.ts';
import { emailProblem } from '../_shared/email-address.ts';
import {
  isNewsletterLanguage,
  isTokenShaped,
  managePageUrl,
  newsletterPageUrl,
  newToken,
  hashToken,
  type NewsletterLanguage,
} from '../_shared/newsletter-links.ts';
import { renderAccountMail } from './emails/AccountMail.tsx';

export interface Settings {
  language: NewsletterLanguage;
  deliveryHour: number;
  timeZone: string;
}

export interface SubscribeResult {
  status: 'accepted' | 'rate_limited';
  mail: 'confirm' | 'manage' | null;
  language?: NewsletterLanguage;
}

/** The database side (security definer functions, called with the service key). */
export interface NewsletterStore {
  subscribe(
    input: Settings & { email: string; client: string; confirmHash: string; manageHash: string },
  ): Promise<SubscribeResult>;
  /** Consumes the confirm token and stores `manageHash` for the confirmed page's settings and unsubscribe. */
  confirm(
    tokenHash: string,
    manageHash: string,
  ): Promise<{ status: 'confirmed' | 'invalid'; language?: NewsletterLanguage }>;
  settings(tokenHash: string): Promise<(Settings & { email: string }) | null>;
  update(tokenHash: string, settings: Settings): Promise<boolean>;
  unsubscribe(tokenHash: string): Promise<boolean>;
}

/** The database refused a time zone it does not know. */
export class UnknownTimeZone extends Error {}

export interface NewsletterDeps {
  store: NewsletterStore;
  mail: MailTransport;
  /** The site's origin (SITE_URL): the mails' and redirects' pages are there, and its pages may call with CORS. */
  siteUrl: string;
  /** Set when the function cannot work (no key, no mail settings): every call answers 500 with this code. */
  misconfigured?: { code: string; message: string };
  log?: (line: string) => void;
}

export type NewsletterErrorCode =
  | 'method_not_allowed'
  | 'not_found'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'malformed_body'
  | 'invalid_characters'
  | 'invalid_email'
  | 'invalid_language'
  | 'invalid_hour'
  | 'invalid_time_zone'
  | 'invalid_token'
  | 'rate_limited'
  | 'storage_failed';

/** A subscribe form is a few hundred bytes. */
export const MAX_BODY_BYTES = 4 * 1024;
const MAX_FIELD_CHARS = 320;
const ZONE_PATTERN = /^[A-Za-z0-9_+\-/]{1,64}$/;
/** CR and LF would let a value spill into a mail's headers; no field has a use for any control character. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: NewsletterErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Fields = Map<string, string>;

function corsHeaders(request: Request, siteUrl: string): Record<string, string> {
  const origin = request.headers.get('origin');
  let siteOrigin: string;
  try {
    siteOrigin = new URL(siteUrl).origin;
  } catch {
    return {};
  }
  if (origin !== siteOrigin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, accept',
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
}

/** The caller's address as the platform saw it: Cloudflare's header hosted, else the last hop the gateway added. */
export function clientAddress(request: Request): string {
  const cloudflare = request.headers.get('cf-connecting-ip')?.trim();
  if (cloudflare) return cloudflare;
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',');
  return hops[hops.length - 1].trim() || 'unknown';
}

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** Reads the query and the body into `fields` (filled as far as it got when it refuses). */
async function readFields(request: Request, url: URL, fields: Fields): Promise<void> {
  for (const [name, value] of url.searchParams) fields.set(name, value);
  if (request.method !== 'POST') return;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES)
    throw new Refusal(413, 'payload_too_large', `The body is over ${MAX_BODY_BYTES} bytes`);
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_BODY_BYTES)
    throw new Refusal(413, 'payload_too_large', `The body is over ${MAX_BODY_BYTES} bytes`);
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0].trim().toLowerCase();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new Refusal(400, 'malformed_body', 'The body is not UTF-8');
  }
  const put = (name: string, value: unknown) => {
    if (typeof value === 'string') fields.set(name, value);
    else if (typeof value === 'number') fields.set(name, String(value));
  };
  if (body.byteLength === 0) return;
  if (type === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(text)) put(name, value);
  } else if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new Refusal(400, 'malformed_body', 'The form cannot be read');
    }
    form.forEach((value, name) => put(name, value));
  } else if (type === 'application/json') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Refusal(400, 'malformed_body', 'The body is not JSON');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      throw new Refusal(400, 'malformed_body', 'The body must be a JSON object');
    for (const [name, value] of Object.entries(json)) put(name, value);
  } else {
    throw new Refusal(415, 'unsupported_media_type', 'Send a form (urlencoded or multipart) or JSON');
  }
  for (const [name, value] of fields) {
    if (hasControl(value) || hasControl(name))
      throw new Refusal(400, 'invalid_characters', `${name} holds a line break or another control character`);
    if (value.length > MAX_FIELD_CHARS) throw new Refusal(400, 'malformed_body', `${name} is too long`);
  }
}

function emailOf(fields: Fields): string {
  const email = (fields.get('email') ?? '').trim();
  if (email === '' || emailProblem(email.toLowerCase()) !== null)
    throw new Refusal(400, 'invalid_email', 'The address is not one mail can be sent to');
  return email;
}

function settingsOf(fields: Fields): Settings {
  const language = fields.get('language');
  if (!isNewsletterLanguage(language)) throw new Refusal(400, 'invalid_language', 'Unknown language');
  const hourText = (fields.get('hour') ?? '7').trim();
  // "7", "07" and the "07:00" of a time input.
  const match = /^(\d{1,2})(?::00)?$/.exec(hourText);
  const deliveryHour = match ? Number(match[1]) : NaN;
  if (!(deliveryHour >= 0 && deliveryHour <= 23)) throw new Refusal(400, 'invalid_hour', 'The hour is 0 to 23');
  const timeZone = (fields.get('zone') ?? '').trim();
  if (!ZONE_PATTERN.test(timeZone)) throw new Refusal(400, 'invalid_time_zone', 'Unknown time zone');
  return { language, deliveryHour, timeZone };
}

function tokenOf(fields: Fields): string {
  const token = fields.get('token');
  if (!isTokenShaped(token)) throw new Refusal(400, 'invalid_token', 'The link is not valid');
  return token;
}

/** The page language to send the reader back to: the form's `page`, else the subscription's, else English. */
function pageLanguage(fields: Fields): NewsletterLanguage {
  const page = fields.get('page');
  if (isNewsletterLanguage(page)) return page;
  const language = fields.get('language');
  return isNewsletterLanguage(language) ? language : 'en';
}

async function storeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UnknownTimeZone) throw new Refusal(400, 'invalid_time_zone', 'Unknown time zone');
    throw new Refusal(502, 'storage_failed', 'The subscription could not be reached; try again later');
  }
}

type Outcome = { status: number; body: Record<string, unknown>; page: Record<string, string> };

async function subscribe(request: Request, fields: Fields, deps: NewsletterDeps): Promise<Outcome> {
  const email = emailOf(fields);
  const settings = settingsOf(fields);
  const [confirm, manage] = await Promise.all([newToken(), newToken()]);
  const result = await storeCall(() =>
    deps.store.subscribe({
      ...settings,
      email,
      client: clientAddress(request),
      confirmHash: confirm.hash,
      manageHash: manage.hash,
    }),
  );
  if (result.status === 'rate_limited') throw new Refusal(429, 'rate_limited', 'Too many attempts; try again later');
  if (result.mail) {
    const lng = result.language ?? settings.language;
    const link =
      result.mail === 'confirm'
        ? newsletterPageUrl(deps.siteUrl, lng, { confirm: confirm.token })
        : managePageUrl(deps.siteUrl, lng, manage.token);
    const rendered = await renderAccountMail(result.mail, lng, link);
    try {
      await deps.mail.send({
        kind: 'newsletter_confirm',
        to: email,
        ...rendered,
        idempotencyKey: `newsletter-${result.mail}-${result.mail === 'confirm' ? confirm.hash : manage.hash}`,
      });
    } catch (error) {
      // The answer stays the one every address gets: the reader may ask again once the five minutes are over.
      deps.log?.(`newsletter: the ${result.mail} mail could not be sent: ${(error as Error).message}`);
    }
  }
  // One answer for a new, a pending and a confirmed address.
  return { status: 202, body: { status: 'pending' }, page: { status: 'pending' } };
}

async function confirm(fields: Fields, deps: NewsletterDeps): Promise<Outcome> {
  const hash = await hashToken(tokenOf(fields));
  const manage = await newToken();
  const result = await storeCall(() => deps.store.confirm(hash, manage.hash));
  if (result.status === 'invalid') throw new Refusal(400, 'invalid_token', 'The link has expired or was used');
  // The page that says so offers the settings and unsubscribe at once.
  return { status: 200, body: { status: 'confirmed' }, page: { status: 'confirmed', token: manage.token } };
}

async function manage(request: Request, fields: Fields, deps: NewsletterDeps): Promise<Outcome> {
  const token = tokenOf(fields);
  const hash = await hashToken(token);
  if (request.method === 'GET') {
    const settings = await storeCall(() => deps.store.settings(hash));
    if (!settings) throw new Refusal(400, 'invalid_token', 'The link has expired or the address has left');
    return { status: 200, body: { ...settings }, page: { token } };
  }
  const settings = settingsOf(fields);
  const updated = await storeCall(() => deps.store.update(hash, settings));
  if (!updated) throw new Refusal(400, 'invalid_token', 'The link has expired or the address has left');
  return { status: 200, body: { status: 'saved', ...settings }, page: { token, status: 'saved' } };
}

async function unsubscribe(fields: Fields, deps: NewsletterDeps): Promise<Outcome> {
  const hash = await hashToken(tokenOf(fields));
  const removed = await storeCall(() => deps.store.unsubscribe(hash));
  // A second click on the same link finds nothing to delete: the reader has left either way.
  return { status: 200, body: { status: 'unsubscribed', removed }, page: { status: 'unsubscribed' } };
}

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function seeOther(location: string, headers: Record<string, string>): Response {
  return new Response(null, { status: 303, headers: { ...headers, location, 'cache-control': 'no-store' } });
}

const ACTIONS = ['subscribe', 'confirm', 'manage', 'unsubscribe'] as const;
type Action = (typeof ACTIONS)[number];

/** The action named by the path's last segment after `newsletter` (`/functions/v1/newsletter/subscribe`). */
function actionOf(url: URL): Action | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf('newsletter');
  const name = at >= 0 && segments.length === at + 2 ? segments[at + 1] : undefined;
  return ACTIONS.find((action) => action === name);
}

export async function handleNewsletter(request: Request, deps: NewsletterDeps): Promise<Response> {
  const cors = corsHeaders(request, deps.siteUrl);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  const url = new URL(request.url);
  const action = actionOf(url);
  const fields: Fields = new Map();
  const asJson = () => wantsJson(request) || fields.get('List-Unsubscribe') === 'One-Click';
  try {
    if (!action) throw new Refusal(404, 'not_found', 'No such newsletter action');
    const allowed = action === 'manage' ? ['GET', 'POST'] : ['POST'];
    if (!allowed.includes(request.method)) throw new Refusal(405, 'method_not_allowed', `Use ${allowed.join(' or ')}`);
    await readFields(request, url, fields);
    if (deps.misconfigured) return json(500, deps.misconfigured, cors);
    const outcome =
      action === 'subscribe'
        ? await subscribe(request, fields, deps)
        : action === 'confirm'
          ? await confirm(fields, deps)
          : action === 'manage'
            ? await manage(request, fields, deps)
            : await unsubscribe(fields, deps);
    if (asJson() || request.method === 'GET') return json(outcome.status, outcome.body, cors);
    return seeOther(newsletterPageUrl(deps.siteUrl, pageLanguage(fields), outcome.page), cors);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const headers = error.status === 405 ? { ...cors, allow: action === 'manage' ? 'GET, POST' : 'POST' } : cors;
    // A plain form post is sent back to the page, which names the problem in the reader's language.
    if (action && request.method === 'POST' && !asJson() && error.status !== 405) {
      const page: Record<string, string> = { status: 'error', code: error.code };
      const token = fields.get('token');
      if (action === 'manage' && isTokenShaped(token) && error.code !== 'invalid_token') page.token = token;
      return seeOther(newsletterPageUrl(deps.siteUrl, pageLanguage(fields), page), headers);
    }
    return json(error.status, { code: error.code, message: error.message }, headers);
  }
}
