// Supabase on the site's server: the anon key (the server reads only what any visitor may), no session, one
// client per API the settings name. Node 20 has no WebSocket of its own, so `ws` stands in for the realtime
// transport supabase-js insists on building (it is never opened: the server does not subscribe).
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { RuntimeConfig } from '../src/config/runtime-config';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

const clients = new Map<string, SupabaseClient>();

export function serverSupabase({ supabaseUrl, supabaseAnonKey }: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): SupabaseClient {
  const key = `${supabaseUrl} ${supabaseAnonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as RealtimeTransport },
    });
    clients.set(key, client);
  }
  return client;
}
