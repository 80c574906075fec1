// Counts a remote's failure in the reader's browser against the release the page ran (record_remote_failure in
// the release registry), so a canary's health can be read before it is promoted (`pnpm releases`). Loaded only
// when a slot fails; at most one report per release per page.
import { peekRuntimeConfig } from '@tales/shared/config';

const reported = new Set<string>();

/** Reports a failure of the release (its manifest URL) the page runs a remote from. */
export function reportRemoteFailure(manifestUrl: string): void {
  const config = peekRuntimeConfig();
  if (!config || reported.has(manifestUrl)) return;
  reported.add(manifestUrl);
  // keepalive: the reader may leave the page at once; a failed report changes nothing for them.
  fetch(`${config.supabaseUrl}/rest/v1/rpc/record_remote_failure`, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: config.supabaseAnonKey,
      authorization: `Bearer ${config.supabaseAnonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ manifest_url: manifestUrl }),
  }).catch(() => undefined);
}
