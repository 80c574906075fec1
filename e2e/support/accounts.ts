// The local API as the journeys see it: its URL, the seeded accounts, and the mail catcher, which answers
// only to the service-role key (the local default unless the stack was started with another).
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '@tales/supabase-local/config';
import { e2ePorts } from './ports';

export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const anonKey = process.env.SUPABASE_ANON_KEY || DEFAULT_ANON_KEY;
export const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY;
/** The headers of a request made as the service role (row-level security does not apply). */
export const serviceHeaders = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };

/** Seeded accounts (supabase/seed.sql). */
export const ADMIN = { email: 'admin@tales.local', password: 'tales-admin-2026' };
export const READER = { email: 'reader@tales.local', password: 'tales-reader-2026' };

let counter = 0;
/** An address nobody has used yet in this run. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@tales.local`;
}

/** Creates an account straight through the API (for journeys that start from an existing account). */
export async function createAccount(name: string, email: string, password: string): Promise<void> {
  const res = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { name } }),
  });
  if (!res.ok) throw new Error(`signup ${email}: HTTP ${res.status} ${await res.text()}`);
}

export type OutboxMail = { to: string; subject: string; link: string; created_at: string };

/** Mail sent to `email`, newest first. */
export async function mailTo(email: string): Promise<OutboxMail[]> {
  const res = await fetch(`${apiUrl}/auth/v1/outbox?email=${encodeURIComponent(email)}`, {
    headers: serviceHeaders,
  });
  if (!res.ok) throw new Error(`outbox: HTTP ${res.status}`);
  return (await res.json()) as OutboxMail[];
}
