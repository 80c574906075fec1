/** @jest-environment node */
// Keys and cache-control values the local file store could not keep or serve: each is refused with Storage's
// 400 before anything is written, and what is already stored stays servable.
import net from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, ANON_KEY, signedIn, startTestApi, type TestApi } from './support/api-server';

jest.setTimeout(60_000);

const BUCKET = 'story-images';
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(64, 1),
]);

let api: TestApi;
let admin: SupabaseClient;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedIn(api, ADMIN);
  adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
}, 120_000);

afterAll(() => api?.close());

const objectUrl = (key: string) => `/storage/v1/object/${BUCKET}/${key}`;
const publicUrl = (key: string) => `/storage/v1/object/public/${BUCKET}/${key}`;
const asAdmin = (extra: Record<string, string> = {}) => ({
  apikey: ANON_KEY,
  authorization: `Bearer ${adminToken}`,
  ...extra,
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .map((e) => `${path.relative(dir, path.join(e.parentPath, e.name))}${e.isDirectory() ? '/' : ''}`)
    .sort();
}

async function objectRows(): Promise<string> {
  const { rows } = await api.db.query<{ body: string }>(
    `select coalesce(json_agg(o order by o.name), '[]')::text as body from storage.objects o`,
  );
  return rows[0].body;
}

async function post(
  key: string,
  headers: Record<string, string>,
  body: BodyInit,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(api.url + objectUrl(key), { method: 'POST', headers: asAdmin(headers), body });
  return { status: response.status, body: await response.json() };
}

/**
 * Writes the request byte for byte over a socket: Node's and fetch's clients refuse to send the header values
 * these tests are about.
 */
function rawUpload(key: string, headerLines: string[], body: Buffer): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(api.url);
  const head = [
    `POST ${objectUrl(key)} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...Object.entries(asAdmin({ 'content-type': 'image/png' })).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${body.length}`,
    'connection: close',
    ...headerLines,
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [statusLine, ...rest] = text.split('\r\n');
      const payload = rest.slice(rest.indexOf('') + 1).join('\r\n');
      let parsed: unknown = payload;
      try {
        parsed = JSON.parse(payload);
      } catch {
        // not JSON; the assertion shows the text
      }
      resolve({ status: Number(statusLine.split(' ')[1]), body: parsed });
    });
    socket.end(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body]));
  });
}

const invalidKey = (message: string) => ({ statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message });
const badCacheControl = {
  statusCode: '400',
  code: 'InvalidRequest',
  error: 'InvalidRequest',
  message:
    'Invalid cache-control: printable ASCII only (no CR, LF or other control characters), at most 1024 characters',
};

describe('refused uploads write nothing', () => {
  const file = 'clash/file.png';
  const folderChild = 'clash/folder/inner.png';
  let filesBefore: string[];
  let rowsBefore: string;

  beforeAll(async () => {
    for (const key of [file, folderChild]) {
      const { error } = await admin.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' });
      if (error) throw error;
    }
  });
  beforeEach(async () => {
    filesBefore = await filesUnder(api.storageDir);
    rowsBefore = await objectRows();
  });
  afterEach(async () => {
    expect(await filesUnder(api.storageDir)).toEqual(filesBefore);
    expect(await objectRows()).toEqual(rowsBefore);
    // What was stored before is still served.
    for (const key of [file, folderChild]) expect((await fetch(api.url + publicUrl(key))).status).toBe(200);
  });

  it('a key segment over 255 bytes (a name no file system keeps) → 400 InvalidKey', async () => {
    const key = `stories/${'a'.repeat(300)}.png`;
    expect(await post(key, { 'content-type': 'image/png' }, PNG)).toEqual({
      status: 400,
      body: invalidKey(`Invalid key: ${key.slice(0, 200)}…`),
    });
    // 128 two-byte letters are 256 bytes.
    const wide = `stories/${'é'.repeat(128)}`;
    expect((await post(encodeURI(wide), { 'content-type': 'image/png' }, PNG)).status).toBe(400);
  });

  it.each([
    [
      'below an object',
      'clash/file.png/child.png',
      'Invalid key: clash/file.png/child.png: clash/file.png is an object, so it cannot also be a folder',
    ],
    [
      'deeper below an object',
      'clash/file.png/a/b.png',
      'Invalid key: clash/file.png/a/b.png: clash/file.png is an object, so it cannot also be a folder',
    ],
    [
      'on a folder of objects',
      'clash/folder',
      'Invalid key: clash/folder: it is a folder of other objects, so it cannot also be an object',
    ],
    [
      'on a folder further up',
      'clash',
      'Invalid key: clash: it is a folder of other objects, so it cannot also be an object',
    ],
  ])('an upload %s → 400 InvalidKey, also with x-upsert', async (_label, key, message) => {
    expect(await post(key, { 'content-type': 'image/png' }, PNG)).toEqual({ status: 400, body: invalidKey(message) });
    expect(await post(key, { 'content-type': 'image/png', 'x-upsert': 'true' }, PNG)).toEqual({
      status: 400,
      body: invalidKey(message),
    });
    const { error } = await admin.storage
      .from(BUCKET)
      .upload(key, new Blob([PNG], { type: 'image/png' }), { upsert: true });
    expect(error).toMatchObject({ status: 400, statusCode: '400', message });
  });

  it.each([
    ['CR LF and a header', '60\r\nSet-Cookie: stolen=1'],
    ['a lone LF', 'max-age=60\n'],
    ['a lone CR', 'max-age=60\rx'],
    ['NUL', 'max-age=60\0'],
    ['a control character', 'max-age=60\u0001'],
    ['non-ASCII', 'max-age=60, ünïcode'],
  ])('a cacheControl form field with %s (supabase-js sends a File so) → 400', async (_label, cacheControl) => {
    const form = new FormData();
    form.append('cacheControl', cacheControl);
    form.append('', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    expect(await post('stories/cache-field.png', {}, form)).toEqual({ status: 400, body: badCacheControl });
  });

  // Node's HTTP parser refuses these before the API sees them; the test holds that none of them stores anything.
  it.each([
    ['a control character', 'Cache-Control: max-age=60\u0001'],
    ['a folded second line', 'Cache-Control: max-age=60\r\n\tno-transform'],
  ])('a cache-control header with %s → 400', async (_label, line) => {
    expect((await rawUpload('stories/cache-header.png', [line], PNG)).status).toBe(400);
  });
});

describe('keys and cache-control that are fine', () => {
  it('a segment of exactly 255 bytes is stored and served', async () => {
    const key = `stories/${'b'.repeat(251)}.png`;
    expect((await post(key, { 'content-type': 'image/png' }, PNG)).status).toBe(200);
    const response = await fetch(api.url + publicUrl(key));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('siblings that share a prefix are no clash: a/b.png and a/b.png.bak, a/b and a/bc/d', async () => {
    for (const key of ['siblings/b.png', 'siblings/b.png.bak', 'siblings/b', 'siblings/bc/d.png']) {
      expect({ key, status: (await post(key, { 'content-type': 'image/png' }, PNG)).status }).toEqual({
        key,
        status: 200,
      });
    }
  });

  it('a plain cache-control header and a numeric field are served back', async () => {
    expect(
      (
        await post(
          'stories/cached-header.png',
          { 'content-type': 'image/png', 'cache-control': 'public, max-age=60' },
          PNG,
        )
      ).status,
    ).toBe(200);
    expect((await fetch(api.url + publicUrl('stories/cached-header.png'))).headers.get('cache-control')).toBe(
      'public, max-age=60',
    );
    const { error } = await admin.storage
      .from(BUCKET)
      .upload('stories/cached-field.png', new Blob([PNG], { type: 'image/png' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect((await fetch(api.url + publicUrl('stories/cached-field.png'))).headers.get('cache-control')).toBe(
      'max-age=120',
    );
  });
});
