// ONE Supabase client for the page (shared as an MF singleton), built from the runtime config.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';

let client: SupabaseClient | undefined;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      // SPEC §4: auth persistence is local.
      auth: { persistSession: true, autoRefreshToken: true, storageKey: 'tales-auth', detectSessionInUrl: true },
    });
  }
  return client;
}

/** Tests and standalone tools inject their own client. */
export function setSupabase(next: SupabaseClient | undefined): void {
  client = next;
}
