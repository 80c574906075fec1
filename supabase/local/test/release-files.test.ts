/** @jest-environment node */
// A release's files through the release-files Edge Function, end to end on the local API: the deploy key is checked
// in the release registry, the file lands in the public `releases` bucket under the key's remote with the cache
// rule asked for, and is served to anyone; a wrong key, a bad path, a second upload of a file, or a body too large
// change nothing. No API role can write the bucket directly.
import { SERVICE_ROLE_KEY, startTestApi, type TestApi } from './support/api-server';

jest.setTimeout(60_000);

let api: TestApi;
let donateKey: string;

beforeAll(async () => {
  api = await startTestApi();
  const made = await api.fetch('/rest/v1/rpc/deploy_key_create', {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ remote: 'donate', name: 'donate team CI' }),
  });
  donateKey = (await made.json()) as string;
});

afterAll(async () => {
  await api?.close();
});

const put = (file: string, body: string, headers: Record<string, string> = {}) =>
  api.fetch(`/functions/v1/release-files/${file}`, {
    method: 'PUT',
    headers: { 'x-deploy-key': donateKey, 'content-type': 'text/javascript; charset=utf-8', ...headers },
    body,
  });

describe('release-files', () => {
  it("stores a file under the key's remote with the cache rule asked for, served to anyone", async () => {
    const hashed = await put('20261127T120000/434.1ade075e.js', 'console.log(1)', {
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(hashed.status).toBe(201);
    const { key, url } = (await hashed.json()) as { key: string; url: string };
    expect(key).toBe('donate/20261127T120000/434.1ade075e.js');
    expect(url).toBe(`${api.url}/storage/v1/object/public/releases/donate/20261127T120000/434.1ade075e.js`);

    const served = await fetch(url);
    expect(await served.text()).toBe('console.log(1)');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toContain('text/javascript');

    expect((await put('20261127T120000/server/remoteEntry.js', 'module.exports = {}')).status).toBe(201);
    const entry = await fetch(
      `${api.url}/storage/v1/object/public/releases/donate/20261127T120000/server/remoteEntry.js`,
    );
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });

  it('stores nothing outside the release: a path that climbs leaves the function', async () => {
    const res = await put('20261127T140000/../../reader/x.js', 'x');
    expect(res.status).toBe(404);
    expect((await fetch(`${api.url}/storage/v1/object/public/releases/reader/x.js`)).ok).toBe(false);
  });

  it('never replaces a stored file: a release is shipped once', async () => {
    expect((await put('20261127T130000/remoteEntry.js', 'first')).status).toBe(201);
    const again = await put('20261127T130000/remoteEntry.js', 'second');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('file_exists');
    const served = await fetch(`${api.url}/storage/v1/object/public/releases/donate/20261127T130000/remoteEntry.js`);
    expect(await served.text()).toBe('first');
  });

  it.each([
    [
      'an unknown deploy key',
      '20261127T140000/a.js',
      { 'x-deploy-key': 'tdk_' + '0'.repeat(64) },
      401,
      'deploy_key_invalid',
    ],
    ['no deploy key', '20261127T140000/a.js', { 'x-deploy-key': '' }, 401, 'deploy_key_invalid'],
    ['a version that is not one', '..%2Fx/a.js', {}, 400, 'invalid_path'],
    ['no file', '20261127T140000', {}, 400, 'invalid_path'],
    [
      'a cache rule of its own',
      '20261127T140000/a.js',
      { 'cache-control': 'max-age=60' },
      400,
      'invalid_cache_control',
    ],
  ])('refuses %s, and stores nothing', async (_, file, headers, status, code) => {
    const res = await put(file, 'x', headers as Record<string, string>);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { code: string }).code).toBe(code);
    expect((await fetch(`${api.url}/storage/v1/object/public/releases/donate/20261127T140000/a.js`)).ok).toBe(false);
  });

  it('lets a visitor upload nothing to the bucket directly', async () => {
    const res = await api.fetch('/storage/v1/object/releases/donate/evil/remoteEntry.js', {
      method: 'POST',
      headers: { 'content-type': 'text/javascript' },
      body: 'alert(1)',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${api.url}/storage/v1/object/public/releases/donate/evil/remoteEntry.js`)).ok).toBe(false);
  });
});
