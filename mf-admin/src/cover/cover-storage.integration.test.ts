/** @jest-environment node */
// The cover client against the real local Storage API (seeded accounts, real policies), sending with jsdom's
// XMLHttpRequest from a page origin, so CORS preflights, headers and bodies are what a browser sends.
import { JSDOM } from 'jsdom';
import type { SupabaseClient } from '@tales/shared/supabase';
import { siteClientFactory, asSiteClient, type SiteTestClient } from '@tales/testing';
import {
  ADMIN,
  ANON_KEY,
  READER,
  signedIn,
  startTestApi,
  setClientFactory,
  type TestApi,
} from '@tales/supabase-local/testing';
import { removeCover, uploadCover, type CoverStorageDeps, type UploadProgress } from './cover-storage';

// The admin's token comes from the page's one client, so the accounts sign in with that client.
setClientFactory(siteClientFactory);

jest.setTimeout(60_000);

const PNG = Uint8Array.from([
  ...Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  ...new Uint8Array(4096).fill(7),
]);
const WEBP = Uint8Array.from([
  ...Buffer.from('RIFF', 'latin1'),
  0x40,
  0,
  0,
  0,
  ...Buffer.from('WEBPVP8 ', 'latin1'),
  ...new Uint8Array(2048).fill(9),
]);

let api: TestApi;
let page: JSDOM;
let admin: SiteTestClient;
let reader: SiteTestClient;

beforeAll(async () => {
  api = await startTestApi();
  page = new JSDOM('', { url: 'http://localhost:5700/es/admin' });
  admin = asSiteClient(await signedIn(api, ADMIN));
  reader = asSiteClient(await signedIn(api, READER));
}, 120_000);

afterAll(async () => {
  page?.window.close();
  await api?.close();
});

function depsFor(client: SupabaseClient): CoverStorageDeps {
  return {
    supabaseUrl: api.url,
    anonKey: ANON_KEY,
    getAccessToken: async () => (await client.auth.getSession()).data.session?.access_token,
    createXhr: () => new page.window.XMLHttpRequest(),
  };
}

const pageFile = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new page.window.File([bytes], name, { type }) as unknown as File;

async function objectCount(): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'story-images'`,
  );
  return rows[0].n;
}

it('an admin uploads a cover with progress, gets its public URL, replaces it and removes the old one', async () => {
  const progress: UploadProgress[] = [];
  const first = await uploadCover(pageFile(PNG, 'cover.png', 'image/png'), {
    deps: depsFor(admin),
    onProgress: (p) => progress.push(p),
  });
  expect(first.path).toMatch(/^stories\/[0-9a-f-]{36}\.png$/);
  expect(first.publicUrl).toBe(`${api.url}/storage/v1/object/public/story-images/${first.path}`);
  expect(progress[0]).toEqual({ loaded: 0, total: PNG.length, fraction: 0 });
  expect(progress.at(-1)).toEqual({ loaded: PNG.length, total: PNG.length, fraction: 1 });

  const served = await fetch(first.publicUrl);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('cache-control')).toBe('max-age=3600');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

  const second = await uploadCover(pageFile(WEBP, 'cover.webp', 'image/webp'), { deps: depsFor(admin) });
  expect(second.path).toMatch(/\.webp$/);
  expect(await removeCover(first.publicUrl, { deps: depsFor(admin) })).toBe(true);
  expect((await fetch(first.publicUrl)).status).toBe(400);
  expect((await fetch(second.publicUrl)).headers.get('content-type')).toBe('image/webp');

  expect(await removeCover(first.publicUrl, { deps: depsFor(admin) })).toBe(false);
  expect(await removeCover(second.publicUrl, { deps: depsFor(admin) })).toBe(true);
});

it('a reader’s upload is refused by the bucket policy and stores nothing', async () => {
  const before = await objectCount();
  await expect(uploadCover(pageFile(PNG, 'cover.png', 'image/png'), { deps: depsFor(reader) })).rejects.toMatchObject({
    code: 'storage/unauthorized',
    serverMessage: 'new row violates row-level security policy',
  });
  expect(await objectCount()).toBe(before);
});

it('a reader cannot remove an admin’s cover', async () => {
  const cover = await uploadCover(pageFile(PNG, 'cover.png', 'image/png'), { deps: depsFor(admin) });
  expect(await removeCover(cover.publicUrl, { deps: depsFor(reader) })).toBe(false);
  expect((await fetch(cover.publicUrl)).status).toBe(200);
});

it('the server refuses a file whose bytes lie about its type, even if the client let it through', async () => {
  const liar = pageFile(new TextEncoder().encode('<script>alert(1)</script>'), 'cover.png', 'image/png');
  await expect(uploadCover(liar, { deps: depsFor(admin) })).rejects.toMatchObject({
    code: 'storage/invalid-type',
    status: 400,
  });
});
