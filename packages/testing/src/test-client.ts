// The site's own Supabase client for the local API's test helpers (`setClientFactory`), so suites written for
// supabase-js run against the client the pages use.
import type { ClientFactory } from '@tales/supabase-local/testing';
import { createSupabaseClientWith, type SupabaseClient } from '@tales/shared/supabase';
import * as restLibrary from '@tales/shared/supabase/rest-client';
import type { RestClient } from '@tales/shared/supabase/rest-client';

/**
 * The helpers type their clients as supabase-js's; the suites that use this call only auth, from and rpc, and the
 * site's own functions take the same client (its `rest()`).
 */
export const siteClientFactory: ClientFactory = (url, key, options) =>
  createSupabaseClientWith(restLibrary, url, key, options) as unknown as ReturnType<ClientFactory>;

/** A client `siteClientFactory` made: the site's client with postgrest-js's methods on it too. */
export type SiteTestClient = SupabaseClient & RestClient;

/** The helpers' clients (`client()`, `signedIn()`) as what they are once `siteClientFactory` makes them. */
export const asSiteClient = (client: unknown): SiteTestClient => client as SiteTestClient;
