// The runtime config of a stack on this machine (`pnpm start`, every dev server): what the shell's server
// answers before any overlay file, and what a dev server answers itself.
import { loadConfig } from '@tales/supabase-local/config';
import type { RuntimeConfig } from '@tales/shared/config';
import { LOCAL_CONTACT_EMAIL, localDonateConfig } from './local-owner-details';
import { host, localRemoteManifests, portOf } from './ports';

/** The config of a site on this machine: `SUPABASE_URL`/`SUPABASE_ANON_KEY`, else the local API, each
 * remote on its local port, and the site's public origin from `TALES_SITE_URL`, else the shell's local URL
 * (what `pnpm start` and every dev server answer before any overlay). On the local API (no `SUPABASE_URL`) the
 * owner's details are local test values; a hosted site has none until its owner sets them in the overlay file. */
export function localRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const api = loadConfig(env);
  return {
    supabaseUrl: env.SUPABASE_URL ?? `http://${api.host}:${api.port}`,
    supabaseAnonKey: env.SUPABASE_URL ? (env.SUPABASE_ANON_KEY ?? '') : api.anonKey,
    remotes: localRemoteManifests(),
    siteUrl: (env.TALES_SITE_URL ?? `http://${host}:${portOf('shell')}`).replace(/\/+$/, ''),
    ...(env.SUPABASE_URL ? {} : { contactEmail: LOCAL_CONTACT_EMAIL, donate: localDonateConfig }),
  };
}
