// The tip-jar webhook (Ko-fi's format): a form post whose one field `data` holds JSON with the verification
// token and the donation. Web-standard Request/Response only, so Supabase's Edge Runtime (Deno) and the
// local API (Node) run this same code.
import type { ServiceKeyErrorCode } from '../_shared/service-key.ts';
import { secretsMatch } from '../_shared/secrets.ts';
import { UnstorableDonation, unstorableReason } from './storable.ts';

export { secretsMatch };

/** A donation as the webhook stores it. */
export interface Donation {
  messageId: string;
  email: string;
  /** Decimal string with at most two decimals, e.g. "3.00" (kept as text so no float rounding creeps in). */
  amount: string;
  currency: string;
  fromName: string;
  type: string;
  /** The webhook data as received, without the verification token. */
  payload: Record<string, unknown>;
}

export interface RecordResult {
  /** False when this message_id was already recorded (a replay): nothing changed. */
  recorded: boolean;
  /** True when an account with the donor's email was marked as donor. */
  applied: boolean;
}

export interface DonationWebhookDeps {
  /** The shared secret the tip-jar service sends as verification_token (DONATION_WEBHOOK_TOKEN). */
  token: string | undefined;
  recordDonation(donation: Donation): Promise<RecordResult>;
  /** Set when the function has no usable key for the database: a verified caller gets a 500 with this code. */
  misconfigured?: { code: ServiceKeyErrorCode; message: string };
}

export type WebhookErrorCode =
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'malformed_body'
  | 'invalid_token'
  | 'invalid_donation'
  | 'unstorable_payload'
  | 'storage_failed'
  | ServiceKeyErrorCode;

/** Ko-fi's payloads are a few hundred bytes; anything near this is not a donation. */
export const MAX_BODY_BYTES = 64 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';
const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;
// Deliberately loose (the tip-jar service has already verified the address); only rules out non-addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function failure(
  status: number,
  code: WebhookErrorCode,
  message: string,
  extra: Record<string, string> = {},
): Response {
  const response = json(status, { code, message });
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
  return response;
}

class InvalidDonation extends Error {}

/** A message_id fit for a log line, when the body has one. */
function loggableMessageId(fields: Record<string, unknown>): string {
  const id = fields.message_id;
  return typeof id === 'string' && /^[\x20-\x7e]{1,200}$/.test(id) ? id : '(none)';
}

/** 422 for data no retry can store, logged (never with the token) so someone can look at the donation by hand. */
function refuseUnstorable(fields: Record<string, unknown>, reason: string): Response {
  console.error(`donation-webhook: unstorable_payload: refused message_id ${loggableMessageId(fields)}: ${reason}`);
  return failure(422, 'unstorable_payload', `The donation can never be stored: ${reason}`);
}

function text(
  data: Record<string, unknown>,
  field: string,
  { max, required = true }: { max: number; required?: boolean },
): string {
  const value = data[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw new InvalidDonation(`${field} is required`);
    return '';
  }
  if (typeof value !== 'string') throw new InvalidDonation(`${field} must be a string`);
  const trimmed = value.trim();
  if (required && trimmed === '') throw new InvalidDonation(`${field} is required`);
  if (trimmed.length > max) throw new InvalidDonation(`${field} is longer than ${max} characters`);
  return trimmed;
}

function amountOf(value: unknown): string {
  const raw = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value;
  if (typeof raw !== 'string' || !AMOUNT_PATTERN.test(raw.trim()))
    throw new InvalidDonation('amount must be a positive decimal such as "3.00"');
  const amount = raw.trim();
  if (Number(amount) <= 0) throw new InvalidDonation('amount must be greater than zero');
  return amount;
}

/** The donation in the webhook data, or InvalidDonation naming the first field that is wrong. */
export function parseDonation(data: Record<string, unknown>): Donation {
  const messageId = text(data, 'message_id', { max: 200 });
  const timestamp = text(data, 'timestamp', { max: 64 });
  if (Number.isNaN(Date.parse(timestamp))) throw new InvalidDonation('timestamp must be a date');
  const email = text(data, 'email', { max: 320 });
  if (!EMAIL_PATTERN.test(email)) throw new InvalidDonation('email must be an email address');
  const currency = text(data, 'currency', { max: 3 }).toUpperCase();
  if (!CURRENCY_PATTERN.test(currency)) throw new InvalidDonation('currency must be a three-letter code');
  const type = text(data, 'type', { max: 50 });
  // A long display name is the donor's business, not a reason to lose the donation.
  const fromName = text(data, 'from_name', { max: Number.MAX_SAFE_INTEGER, required: false }).slice(0, 255);
  const { verification_token: _token, ...payload } = data;
  return { messageId, email, amount: amountOf(data.amount), currency, fromName, type, payload };
}

async function readForm(request: Request): Promise<URLSearchParams | Response> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType !== FORM_TYPE)
    return failure(400, 'malformed_body', `Send the webhook as ${FORM_TYPE} with a data field`);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES)
    return failure(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes`);
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_BODY_BYTES)
    return failure(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes`);
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return failure(400, 'malformed_body', 'The body is not valid UTF-8');
  }
  return new URLSearchParams(decoded);
}

/**
 * Answers one webhook call: 401 for a wrong or missing token, 400 for a malformed body, 422 for data the database
 * can never store (NUL, unpaired surrogates, too deep; nothing written in any of these cases), 200 once the
 * donation is recorded (a replayed message_id is a 200 that changes nothing), 502 when the database cannot be
 * reached, so the tip-jar service retries later; 500 when the function has no key for the database.
 */
export async function handleDonationWebhook(request: Request, deps: DonationWebhookDeps): Promise<Response> {
  if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST', { allow: 'POST' });
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const raw = form.get('data');
  if (raw === null || raw.trim() === '') return failure(400, 'malformed_body', 'The form has no data field');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return failure(400, 'malformed_body', 'The data field is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return failure(400, 'malformed_body', 'The data field must be a JSON object');
  const fields = data as Record<string, unknown>;

  // The token is checked before any field, so an unauthenticated caller learns nothing about the rules.
  const given = fields.verification_token;
  const expected = deps.token;
  if (!expected || typeof given !== 'string' || !(await secretsMatch(given, expected))) {
    return failure(401, 'invalid_token', 'Missing or wrong verification token');
  }
  // After the token, so only the tip-jar service learns that the deployment is broken; a 500 makes it retry.
  if (deps.misconfigured) return failure(500, deps.misconfigured.code, deps.misconfigured.message);

  // A body the database can never take would fail on every retry: a 4xx makes the tip-jar service stop.
  const unstorable = unstorableReason(fields);
  if (unstorable) return refuseUnstorable(fields, unstorable);

  let donation: Donation;
  try {
    donation = parseDonation(fields);
  } catch (error) {
    if (error instanceof InvalidDonation) return failure(400, 'invalid_donation', error.message);
    throw error;
  }

  let result: RecordResult;
  try {
    result = await deps.recordDonation(donation);
  } catch (error) {
    // The database judged the data itself (a data exception): retrying cannot help, so it is the sender's 4xx.
    if (error instanceof UnstorableDonation) return refuseUnstorable(fields, error.message);
    return failure(502, 'storage_failed', 'The donation could not be stored; try again later');
  }
  return json(200, { status: result.recorded ? 'recorded' : 'duplicate', applied: result.applied });
}
