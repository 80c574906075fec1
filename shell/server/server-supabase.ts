// Supabase on the site's server: the anon key (the server reads only what any visitor may), no session, one
// client per API the settings name; the same slim client as the pages.
import type { RuntimeConfig } from '@tales/shared/config';
import { createSupabaseClient, type SupabaseClient } from '@tales/shared/supabase';

const clients = new Map<string, SupabaseClient>();

export function serverSupabase({
  supabaseUrl,
  supabaseAnonKey,
}: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): SupabaseClient {
  const key = `${supabaseUrl} ${supabaseAnonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createSupabaseClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    clients.set(key, client);
  }
  return client;
}
