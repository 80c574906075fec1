/** @jest-environment node */
import { ADMIN, SERVICE_ROLE_KEY, signedIn, startTestApi, type TestApi } from './support/api-server';
import { snapshotTables } from './support/table-snapshot';

/**
 * Writes without a filter are refused as hosted Supabase's safeupdate refuses them, and the REST root describes
 * only what the caller's role may use.
 */

jest.setTimeout(120_000);

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  const admin = await signedIn(api, ADMIN);
  adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
});

afterAll(async () => {
  await api?.close();
});

const asAdmin = { 'content-type': 'application/json' };

describe('unfiltered writes', () => {
  it.each([
    ['PATCH', 'UPDATE requires a WHERE clause', { author: 'Everyone' }],
    ['DELETE', 'DELETE requires a WHERE clause', undefined],
  ])(
    '%s /stories without a filter changes nothing and answers 400 21000, even for an admin',
    async (method, message, patch) => {
      const before = await snapshotTables(api.db);
      const response = await api.fetch('/rest/v1/stories', {
        method,
        headers: { ...asAdmin, authorization: `Bearer ${adminToken}`, prefer: 'return=representation' },
        body: patch && JSON.stringify(patch),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: '21000', message, details: null, hint: null });
      expect(await snapshotTables(api.db)).toEqual(before);
    },
  );

  it('still lets a filtered PATCH and DELETE through', async () => {
    const service = api.client(SERVICE_ROLE_KEY);
    const { data, error } = await service
      .from('stories')
      .insert({
        translations: { es: { title: 'Safe', content: 'c', summary: '' } },
        author: 'Safe Writes',
        publish_date: '2004-01-01T12:00:00Z',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const patch = await api.fetch(`/rest/v1/stories?id=eq.${id}`, {
      method: 'PATCH',
      headers: { ...asAdmin, authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ read_time: 3 }),
    });
    expect(patch.status).toBe(204);
    const remove = await api.fetch(`/rest/v1/stories?id=eq.${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(remove.status).toBe(204);
    const { rows } = await api.db.query('select 1 from public.stories where id = $1', [id]);
    expect(rows).toEqual([]);
  });
});

describe('the REST root', () => {
  async function paths(bearer?: string, apikey?: string): Promise<Record<string, Record<string, unknown>>> {
    const headers: Record<string, string> = {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(apikey ? { apikey } : {}),
    };
    const response = await api.fetch('/rest/v1/', { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { paths: Record<string, Record<string, unknown>> }).paths;
  }

  it('shows anon only what anon may use', async () => {
    const anon = await paths();
    expect(Object.keys(anon['/stories'])).toEqual(['get']);
    // Page views are recorded through the function only.
    expect(anon['/page_views']).toBeUndefined();
    expect(anon['/rpc/record_page_view']).toBeDefined();
    expect(anon['/rpc/story_of_the_day']).toBeDefined();
    expect(anon['/donations']).toBeUndefined();
    expect(anon['/rpc/record_donation']).toBeUndefined();
    expect(anon['/rpc/apply_pending_donations']).toBeUndefined();
  });

  it('shows a signed-in user the donations it may read, and the service role record_donation', async () => {
    const user = await paths(adminToken);
    expect(Object.keys(user['/donations'])).toEqual(['get']);
    expect(user['/rpc/record_donation']).toBeUndefined();
    const service = await paths(SERVICE_ROLE_KEY, SERVICE_ROLE_KEY);
    expect(service['/rpc/record_donation']).toBeDefined();
    expect(Object.keys(service['/stories']).sort()).toEqual(['delete', 'get', 'patch', 'post']);
  });
});
