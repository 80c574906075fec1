/** @jest-environment node */
// What shared's data layer itself asks of the real local API (seeded, real RLS), with the site's Supabase client:
// the signed-in user's profile and page views. Each page's own queries are tested in the remote that owns them.
import { ADMIN, READER, signedIn, startTestApi, setClientFactory, type TestApi } from '@tales/supabase-local/testing';
import { asSiteClient, siteClientFactory, type SiteTestClient } from '@tales/testing';
import { getProfile } from './profiles';
import { trackPageView } from './analytics';

setClientFactory(siteClientFactory);

let api: TestApi;
let anon: SiteTestClient;
let admin: SiteTestClient;
let reader: SiteTestClient;

beforeAll(async () => {
  api = await startTestApi();
  anon = asSiteClient(api.client());
  admin = asSiteClient(await signedIn(api, ADMIN));
  reader = asSiteClient(await signedIn(api, READER));
}, 120_000);
afterAll(() => api?.close());

describe('profiles and analytics', () => {
  it('reads the signed-in user profile with its role', async () => {
    const { data } = await reader.auth.getUser();
    expect(await getProfile(data.user!.id, reader)).toMatchObject({
      email: READER.email,
      role: 'user',
      hasDonated: false,
    });
    const { data: adminUser } = await admin.auth.getUser();
    expect((await getProfile(adminUser.user!.id, admin))?.role).toBe('admin');
  });

  it('records a page view for anyone, which only admins can read', async () => {
    const view = { title: 'Home', location: 'http://127.0.0.1:3000/en', path: '/en', language: 'en', referrer: '' };
    expect(await trackPageView({ ...view, title: 'Data layer test' }, anon)).toBe(true);
    const { data: asAdmin } = await admin.from('page_views').select('title').eq('title', 'Data layer test');
    expect(asAdmin).toHaveLength(1);
    const { data: asReader } = await reader.from('page_views').select('title').eq('title', 'Data layer test');
    expect(asReader).toEqual([]);
  });
});
