// The site's own Supabase client for the local API's test helpers (`setClientFactory`), so suites written for
// supabase-js run against the client the pages use.
import type { ClientFactory } from '@tales/supabase-local/testing';
import { createSupabaseClient } from '@tales/shared/supabase';

/** The helpers type their clients as supabase-js's; the suites that use this call only auth, from and rpc. */
export const siteClientFactory: ClientFactory = (url, key, options) => createSupabaseClient(url, key, options) as unknown as ReturnType<ClientFactory>;
