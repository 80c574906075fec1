/** @jest-environment node */
// The local API's contract suites for Auth and REST (written for supabase-js: sign-up, sign-in, refresh, errors
// and their codes, filters, ranges, counts, RPC), run again with every client built by the site's own client.
import { startTestApi, setClientFactory } from '@tales/supabase-local/testing';
import '@tales/supabase-local/contract/auth-api';
import '@tales/supabase-local/contract/rest-api';
import { siteClientFactory } from '@tales/testing';

// The suites make their clients in hooks and tests, which run after this line.
setClientFactory(siteClientFactory);

it('gives the suites the site client: Auth and REST only (with the REST library given up front), no realtime, storage or functions', async () => {
  const api = await startTestApi();
  try {
    expect(Object.keys(api.client()).sort()).toEqual([
      'auth',
      'callFunction',
      'from',
      'readFunction',
      'rest',
      'rpc',
      'schema',
    ]);
  } finally {
    await api.close();
  }
});
