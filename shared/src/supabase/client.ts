// ONE Supabase client for the page (shared as an MF singleton), built from the runtime config.
import { getRuntimeConfig } from '../config/runtime-config';
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

/** Tests and standalone tools inject their own client. */
export function setSupabase(next: SupabaseClient | undefined): void {
  client = next;
}
