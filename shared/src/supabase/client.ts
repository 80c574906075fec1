// ONE Supabase client for the page (shared as an MF singleton), built from the runtime config.
import { getRuntimeConfig } from '@tales/shared/config';
import { createSupabaseClient, type SupabaseClient } from './create-client';
import { AUTH_STORAGE_KEY } from './persisted-session';

let client: SupabaseClient | undefined;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createSupabaseClient(supabaseUrl, supabaseAnonKey, {
      // SPEC §4: auth persistence is local.
      auth: { persistSession: true, autoRefreshToken: true, storageKey: AUTH_STORAGE_KEY, detectSessionInUrl: true },
    });
  }
  return client;
}

/**
 * Starts downloading Supabase Auth before its first call (the login dialog is opening), so signing in does not
 * wait for it. A failed download is retried, and reported, by that call.
 */
export function preloadAuth(): void {
  let db: SupabaseClient;
  try {
    db = getSupabase();
  } catch {
    return; // no runtime config (yet): there is no client to prepare, and the dialog says what failed
  }
  db.auth.initialize().catch(() => undefined);
}

/** Tests and standalone tools inject their own client. */
export function setSupabase(next: SupabaseClient | undefined): void {
  client = next;
}
