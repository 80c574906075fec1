/** @jest-environment node */
// The local Storage API with the real supabase-js and raw HTTP: uploads decided by the story-images policies,
// public reads with caching headers, replace, delete, and hostile input that must write nothing.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, ANON_KEY, READER, signedIn, startTestApi, type TestApi } from './support/api-server';

jest.setTimeout(60_000);

const BUCKET = 'story-images';
const LIMIT = 5 * 1024 * 1024;

// Real headers of each format, padded: the server checks the signature of the declared type.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('52494646', 'hex'),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(64, 3),
]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

let api: TestApi;
let anon: SupabaseClient;
let admin: SupabaseClient;
let reader: SupabaseClient;
let adminToken: string;
let readerToken: string;

beforeAll(async () => {
  api = await startTestApi();
  anon = api.client();
  admin = await signedIn(api, ADMIN);
  reader = await signedIn(api, READER);
  adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
  readerToken = (await reader.auth.getSession()).data.session?.access_token ?? '';
}, 120_000);

afterAll(() => api?.close());

let counter = 0;
const freshKey = (ext = 'png') => `stories/test-${++counter}.${ext}`;

const publicUrl = (key: string) => `/storage/v1/object/public/${BUCKET}/${key}`;
const objectUrl = (key: string) => `/storage/v1/object/${BUCKET}/${key}`;
const asAdmin = (extra: Record<string, string> = {}) => ({
  apikey: ANON_KEY,
  authorization: `Bearer ${adminToken}`,
  ...extra,
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

async function objectRows(): Promise<string[]> {
  const { rows } = await api.db.query<{ name: string }>(
    `select bucket_id || '/' || name as name from storage.objects order by 1`,
  );
  return rows.map((r) => r.name);
}

/** HTTP exactly as written: fetch would normalise `..` and `\` away before they reach the server. */
function rawRequest(
  method: string,
  requestPath: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: requestPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON; the assertion shows the text
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('uploads with supabase-js', () => {
  it('an admin uploads a File (multipart) and gets Storage’s path, id and fullPath; bytes and row are stored', async () => {
    const key = freshKey();
    const { data, error } = await admin.storage.from(BUCKET).upload(key, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toEqual({ path: key, id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `${BUCKET}/${key}` });
    expect(await readFile(path.join(api.storageDir, BUCKET, key))).toEqual(PNG);
    const { rows } = await api.db.query<{ id: string; metadata: { mimetype: string; size: number }; owner_id: string }>(
      `select id, metadata, owner_id from storage.objects where bucket_id = $1 and name = $2`,
      [BUCKET, key],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: data?.id,
        metadata: expect.objectContaining({ mimetype: 'image/png', size: PNG.length }),
      }),
    ]);
  });

  it.each([
    ['image/jpeg', JPEG, 'jpg'],
    ['image/webp', WEBP, 'webp'],
  ])('an admin uploads raw %s bytes with a content type and cache control', async (contentType, bytes, ext) => {
    const key = freshKey(ext);
    const { error } = await admin.storage.from(BUCKET).upload(key, bytes, { contentType, cacheControl: '60' });
    expect(error).toBeNull();
    const response = await fetch(api.url + publicUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });
});

describe('public reads', () => {
  let key: string;
  beforeAll(async () => {
    key = freshKey();
    const { error } = await admin.storage.from(BUCKET).upload(key, new Blob([PNG], { type: 'image/png' }));
    if (error) throw error;
  });

  it('serve the bytes without any key, with content type, an hour of caching, ETag and Last-Modified', async () => {
    const response = await fetch(api.url + publicUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(response.headers.get('content-length')).toBe(String(PNG.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const etag = (await fetch(api.url + publicUrl(key))).headers.get('etag') ?? '';
    const response = await fetch(api.url + publicUrl(key), { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
  });

  it('answer Storage’s not-found error for a missing object', async () => {
    const response = await fetch(api.url + publicUrl('stories/missing.png'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('anyone downloads through the authenticated endpoint too (the read policy allows it)', async () => {
    for (const client of [anon, reader]) {
      const { data, error } = await client.storage.from(BUCKET).download(key);
      expect(error).toBeNull();
      expect(Buffer.from(await (data as Blob).arrayBuffer())).toEqual(PNG);
    }
  });

  it('the bucket lookup shows the public bucket, its limit and types', async () => {
    const { data, error } = await anon.storage.getBucket(BUCKET);
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.objectContaining({
        id: BUCKET,
        name: BUCKET,
        public: true,
        file_size_limit: LIMIT,
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'],
      }),
    );
  });
});

describe('replace and delete', () => {
  it('a second upload to the same path is a Duplicate unless x-upsert is true; then the new bytes are served', async () => {
    const key = freshKey();
    await admin.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' });
    const first = await fetch(api.url + publicUrl(key));
    const firstTag = first.headers.get('etag');

    const duplicate = await rawRequest('POST', objectUrl(key), asAdmin({ 'content-type': 'image/jpeg' }), JPEG);
    expect(duplicate).toEqual({
      status: 400,
      body: { statusCode: '409', code: 'KeyAlreadyExists', error: 'Duplicate', message: 'The resource already exists' },
    });
    expect(await readFile(path.join(api.storageDir, BUCKET, key))).toEqual(PNG);

    const { error } = await admin.storage.from(BUCKET).upload(key, JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(error).toBeNull();
    const second = await fetch(api.url + publicUrl(key));
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(second.headers.get('etag')).not.toBe(firstTag);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(JPEG);
  });

  it('update (PUT) replaces an existing object and refuses a missing one', async () => {
    const key = freshKey();
    await admin.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' });
    expect((await admin.storage.from(BUCKET).update(key, WEBP, { contentType: 'image/webp' })).error).toBeNull();
    expect(await readFile(path.join(api.storageDir, BUCKET, key))).toEqual(WEBP);
    const missing = await admin.storage
      .from(BUCKET)
      .update('stories/never-there.png', PNG, { contentType: 'image/png' });
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it('remove() deletes the row and the file; the public URL then answers not found', async () => {
    const key = freshKey();
    await admin.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' });
    const { data, error } = await admin.storage.from(BUCKET).remove([key, 'stories/not-there.png']);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ bucket_id: BUCKET, name: key })]);
    expect(await filesUnder(api.storageDir)).not.toContain(path.join(BUCKET, key));
    expect((await fetch(api.url + publicUrl(key))).status).toBe(400);
  });

  it('DELETE of one object path answers Successfully deleted, then Object not found', async () => {
    const key = freshKey();
    await admin.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' });
    expect(await rawRequest('DELETE', objectUrl(key), asAdmin())).toEqual({
      status: 200,
      body: { message: 'Successfully deleted' },
    });
    expect(await rawRequest('DELETE', objectUrl(key), asAdmin())).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    });
  });

  it('readers and anonymous callers delete nothing: remove() returns no rows and the object stays', async () => {
    const key = freshKey();
    await admin.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' });
    for (const client of [anon, reader]) {
      const { data, error } = await client.storage.from(BUCKET).remove([key]);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    expect(
      await rawRequest('DELETE', objectUrl(key), { apikey: ANON_KEY, authorization: `Bearer ${readerToken}` }),
    ).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    });
    expect((await fetch(api.url + publicUrl(key))).status).toBe(200);
  });
});

describe('a failed file write', () => {
  it('rolls the row back: the upload answers 500 and the object does not exist', async () => {
    // A plain file where the key's folder should be makes the write fail after the row was accepted.
    await mkdir(path.join(api.storageDir, BUCKET), { recursive: true });
    await writeFile(path.join(api.storageDir, BUCKET, 'blocked'), 'not a folder');
    try {
      const response = await rawRequest(
        'POST',
        objectUrl('blocked/cover.png'),
        asAdmin({ 'content-type': 'image/png' }),
        PNG,
      );
      expect(response).toEqual({
        status: 500,
        body: { statusCode: '500', code: 'InternalError', error: 'InternalError', message: 'Internal server error' },
      });
      expect(await objectRows()).not.toContain(`${BUCKET}/blocked/cover.png`);
      expect((await filesUnder(api.storageDir)).filter((f) => f.startsWith('.tmp'))).toEqual([]);
    } finally {
      await rm(path.join(api.storageDir, BUCKET, 'blocked'), { force: true });
    }
  });
});

describe('hostile input writes nothing', () => {
  let filesBefore: string[];
  let rowsBefore: string[];
  beforeEach(async () => {
    filesBefore = await filesUnder(api.storageDir);
    rowsBefore = await objectRows();
  });
  afterEach(async () => {
    expect(await filesUnder(api.storageDir)).toEqual(filesBefore);
    expect(await objectRows()).toEqual(rowsBefore);
  });

  const invalidKey = (shown: string) => ({
    statusCode: '400',
    code: 'InvalidKey',
    error: 'InvalidKey',
    message: `Invalid key: ${shown}`,
  });

  it.each([
    ['dot-dot segments', '../../../../tmp/evil.png', '../../../../tmp/evil.png'],
    ['dot-dot inside the key', 'stories/../../evil.png', 'stories/../../evil.png'],
    ['encoded dot-dot-slash', '%2e%2e%2f%2e%2e%2fevil.png', '%2e%2e%2f%2e%2e%2fevil.png'],
    ['double-encoded dot-dot-slash', '%252e%252e%252fevil.png', '%252e%252e%252fevil.png'],
    ['encoded slash', 'stories%2F..%2Fevil.png', 'stories%2F..%2Fevil.png'],
    ['backslashes', '..\\..\\evil.png', '..\\..\\evil.png'],
    ['encoded backslashes', '..%5c..%5cevil.png', '..%5c..%5cevil.png'],
    ['an absolute path', '/etc/passwd', '/etc/passwd'],
    ['NUL', 'stories/evil.png%00.txt', 'stories/evil.png%00.txt'],
    ['empty segments', 'stories//evil.png', 'stories//evil.png'],
    ['a trailing slash', 'stories/', 'stories/'],
    ['a lone dot segment', 'stories/./evil.png', 'stories/./evil.png'],
  ])('%s in the path → 400 InvalidKey', async (_label, key, shown) => {
    const response = await rawRequest('POST', objectUrl(key), asAdmin({ 'content-type': 'image/png' }), PNG);
    expect(response).toEqual({ status: 400, body: invalidKey(shown) });
  });

  it('dot-dot as the bucket → 400 InvalidBucketName', async () => {
    const response = await rawRequest(
      'POST',
      '/storage/v1/object/%2e%2e/evil.png',
      asAdmin({ 'content-type': 'image/png' }),
      PNG,
    );
    expect(response).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidBucketName', error: 'Invalid Input', message: 'Bucket name invalid' },
    });
  });

  it('traversal in remove() prefixes → 400 InvalidKey and nothing deleted', async () => {
    const { error } = await admin.storage.from(BUCKET).remove(['../story-images/stories/test-1.png']);
    expect(error).toMatchObject({
      status: 400,
      statusCode: '400',
      message: 'Invalid key: ../story-images/stories/test-1.png',
    });
  });

  it('traversal on the public read → 400 InvalidKey', async () => {
    const response = await rawRequest('GET', `/storage/v1/object/public/${BUCKET}/..%2f..%2fpackage.json`, {});
    expect(response).toEqual({ status: 400, body: invalidKey('..%2f..%2fpackage.json') });
  });

  const tooLarge = {
    statusCode: '413',
    code: 'EntityTooLarge',
    error: 'Payload too large',
    message: 'The object exceeded the maximum allowed size',
  };
  const oversize = Buffer.concat([PNG, Buffer.alloc(LIMIT + 1 - PNG.length)]);

  it('a raw body one byte over the bucket limit → 413', async () => {
    expect(await rawRequest('POST', objectUrl(freshKey()), asAdmin({ 'content-type': 'image/png' }), oversize)).toEqual(
      { status: 413, body: tooLarge },
    );
  });

  it('a multipart File one byte over the limit (supabase-js) → 413', async () => {
    const { error } = await admin.storage.from(BUCKET).upload(freshKey(), new Blob([oversize], { type: 'image/png' }));
    expect(error).toMatchObject({ status: 413, statusCode: '413', message: tooLarge.message });
  });

  it('a body exactly at the limit is accepted (then removed again)', async () => {
    const key = freshKey();
    const exact = Buffer.concat([PNG, Buffer.alloc(LIMIT - PNG.length)]);
    expect((await rawRequest('POST', objectUrl(key), asAdmin({ 'content-type': 'image/png' }), exact)).status).toBe(
      200,
    );
    expect((await admin.storage.from(BUCKET).remove([key])).data).toHaveLength(1);
  });

  it.each([
    ['text/plain', HTML, 'mime type text/plain is not supported'],
    [
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'mime type image/svg+xml is not supported',
    ],
    ['image/gif', Buffer.from('GIF89a'), 'mime type image/gif is not supported'],
    ['image/png', HTML, 'file content does not match mime type image/png'],
    ['image/jpeg', PNG, 'file content does not match mime type image/jpeg'],
    ['image/webp', Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'file content does not match mime type image/webp'],
  ])('declared %s with the wrong or lying content → 400 InvalidMimeType', async (contentType, bytes, message) => {
    const response = await rawRequest('POST', objectUrl(freshKey()), asAdmin({ 'content-type': contentType }), bytes);
    expect(response).toEqual({
      status: 400,
      body: { statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message },
    });
  });

  it('a lying File through supabase-js (HTML named image/png) → 400 InvalidMimeType', async () => {
    const { error } = await admin.storage.from(BUCKET).upload(freshKey(), new Blob([HTML], { type: 'image/png' }));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'file content does not match mime type image/png',
    });
  });

  it('an empty body → 400 No content provided', async () => {
    expect(
      await rawRequest('POST', objectUrl(freshKey()), asAdmin({ 'content-type': 'image/png' }), Buffer.alloc(0)),
    ).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidRequest', error: 'InvalidRequest', message: 'No content provided' },
    });
  });

  const denied = {
    statusCode: '403',
    code: 'AccessDenied',
    error: 'Unauthorized',
    message: 'new row violates row-level security policy',
  };

  it('anonymous and reader uploads are refused by the policies (supabase-js)', async () => {
    for (const client of [anon, reader]) {
      const { data, error } = await client.storage
        .from(BUCKET)
        .upload(freshKey(), new Blob([PNG], { type: 'image/png' }));
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '403', message: denied.message });
    }
  });

  it('the policies are asked before the body is read: a reader’s oversized or lying upload is simply refused', async () => {
    const readerHeaders = { apikey: ANON_KEY, authorization: `Bearer ${readerToken}` };
    expect(
      await rawRequest('POST', objectUrl(freshKey()), { ...readerHeaders, 'content-type': 'image/png' }, oversize),
    ).toEqual({ status: 400, body: denied });
    expect(
      await rawRequest('POST', objectUrl(freshKey()), { ...readerHeaders, 'content-type': 'image/png' }, HTML),
    ).toEqual({ status: 400, body: denied });
  });

  describe('on an existing object', () => {
    const existing = 'stories/existing-target.png';
    beforeAll(async () => {
      const { error } = await admin.storage.from(BUCKET).upload(existing, PNG, { contentType: 'image/png' });
      if (error) throw error;
    });

    it('a reader can neither upsert nor update it', async () => {
      const readerHeaders = { apikey: ANON_KEY, authorization: `Bearer ${readerToken}`, 'content-type': 'image/jpeg' };
      expect(await rawRequest('POST', objectUrl(existing), { ...readerHeaders, 'x-upsert': 'true' }, JPEG)).toEqual({
        status: 400,
        body: denied,
      });
      expect(await rawRequest('PUT', objectUrl(existing), readerHeaders, JPEG)).toEqual({ status: 400, body: denied });
      expect(await readFile(path.join(api.storageDir, BUCKET, existing))).toEqual(PNG);
    });

    it('anonymous callers can neither upsert nor update it', async () => {
      const anonHeaders = { apikey: ANON_KEY, 'content-type': 'image/jpeg' };
      expect(await rawRequest('POST', objectUrl(existing), { ...anonHeaders, 'x-upsert': 'true' }, JPEG)).toEqual({
        status: 400,
        body: denied,
      });
      expect(await rawRequest('PUT', objectUrl(existing), anonHeaders, JPEG)).toEqual({ status: 400, body: denied });
    });
  });

  it('an unknown bucket → Bucket not found, for uploads, reads and lookups', async () => {
    const notFound = {
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    };
    expect(
      await rawRequest(
        'POST',
        '/storage/v1/object/no-such-bucket/a.png',
        asAdmin({ 'content-type': 'image/png' }),
        PNG,
      ),
    ).toEqual({ status: 400, body: notFound });
    expect(await rawRequest('GET', '/storage/v1/object/public/no-such-bucket/a.png', {})).toEqual({
      status: 400,
      body: notFound,
    });
    const { error } = await admin.storage.getBucket('no-such-bucket');
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('no API key → 401; a forged or malformed token → 400 InvalidJWT', async () => {
    expect(await rawRequest('POST', objectUrl(freshKey()), { 'content-type': 'image/png' }, PNG)).toEqual({
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    });
    const forged = `${adminToken.slice(0, adminToken.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect(
      await rawRequest(
        'POST',
        objectUrl(freshKey()),
        { apikey: ANON_KEY, authorization: `Bearer ${forged}`, 'content-type': 'image/png' },
        PNG,
      ),
    ).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'invalid signature' },
    });
    expect(
      await rawRequest('GET', '/storage/v1/bucket', { apikey: ANON_KEY, authorization: 'Bearer not-a-token' }),
    ).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt malformed' },
    });
  });
});
