// uploadCover / removeCover over a scripted XMLHttpRequest: what is sent, progress, retries, refusals, cancel.
// The same module against the real local Storage API is in cover-storage.integration.test.ts.
import { removeCover, uploadCover, type CoverStorageDeps, type UploadProgress } from './cover-storage';
import { ScriptedXhr } from './scripted-xhr';

const SUPABASE = 'http://127.0.0.1:54321';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function deps(over: Partial<CoverStorageDeps> = {}): CoverStorageDeps {
  return {
    supabaseUrl: SUPABASE,
    anonKey: 'anon-key',
    getAccessToken: async () => 'admin-token',
    createXhr: () => new ScriptedXhr() as unknown as XMLHttpRequest,
    random: () => 0,
    newId: () => 'fixed-id',
    ...over,
  };
}

/** Lets pending promise callbacks run until the n-th request has been sent. */
async function request(n: number): Promise<ScriptedXhr> {
  for (let i = 0; i < 50 && ScriptedXhr.sent.length < n; i++) await Promise.resolve();
  const xhr = ScriptedXhr.sent[n - 1];
  if (!xhr) throw new Error(`request ${n} was never sent`);
  return xhr;
}

/** Answers each request with `status` as soon as it is sent, letting fake time run between them, until `done()`. */
async function answerEveryRequest(done: () => boolean, status: number): Promise<void> {
  let answered = 0;
  while (!done()) {
    const pending = ScriptedXhr.sent.slice(answered);
    for (const xhr of pending) xhr.respond(status, { message: 'busy' });
    answered += pending.length;
    await jest.advanceTimersByTimeAsync(250);
  }
}

const png = () => new File([PNG], 'cover.png', { type: 'image/png' });
const OK = { Key: 'story-images/stories/fixed-id.png', Id: 'row-id' };
const DENIED = {
  statusCode: '403',
  code: 'AccessDenied',
  error: 'Unauthorized',
  message: 'new row violates row-level security policy',
};

beforeEach(() => {
  ScriptedXhr.sent = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('uploadCover', () => {
  it('POSTs the file to stories/{uuid}.{ext} with the session token and the anon key, and returns the public URL', async () => {
    const result = uploadCover(png(), { deps: deps() });
    const xhr = await request(1);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${SUPABASE}/storage/v1/object/story-images/stories/fixed-id.png`);
    expect(xhr.headers).toEqual({
      apikey: 'anon-key',
      authorization: 'Bearer admin-token',
      'content-type': 'image/png',
      'cache-control': 'max-age=3600',
      'x-upsert': 'true',
    });
    expect(xhr.body).toBeInstanceOf(File);
    expect(xhr.timeout).toBe(120_000);
    xhr.respond(200, OK);
    await expect(result).resolves.toEqual({
      path: 'stories/fixed-id.png',
      publicUrl: `${SUPABASE}/storage/v1/object/public/story-images/stories/fixed-id.png`,
    });
  });

  it('reports progress from 0 to 1, starting over on a retry', async () => {
    const seen: UploadProgress[] = [];
    const result = uploadCover(png(), { deps: deps(), onProgress: (p) => seen.push(p) });
    const first = await request(1);
    first.progress(6, 12);
    first.respond(503, { statusCode: '503', error: 'Service Unavailable', message: 'busy' });
    await jest.advanceTimersByTimeAsync(1000);
    const second = await request(2);
    second.progress(12, 12);
    second.respond(200, OK);
    await result;
    expect(seen.map((p) => p.fraction)).toEqual([0, 0.5, 0, 1, 1]);
    expect(seen.at(-1)).toEqual({ loaded: 12, total: 12, fraction: 1 });
  });

  it.each([
    ['a 5xx', (x: ScriptedXhr) => x.respond(502, { message: 'bad gateway' })],
    ['408', (x: ScriptedXhr) => x.respond(408, { message: 'timeout' })],
    ['429', (x: ScriptedXhr) => x.respond(429, { message: 'slow down' })],
    ['a lost connection', (x: ScriptedXhr) => x.onerror?.()],
    ['an attempt timing out', (x: ScriptedXhr) => x.ontimeout?.()],
  ])('retries after %s', async (_label, fail) => {
    const result = uploadCover(png(), { deps: deps() });
    fail(await request(1));
    await jest.advanceTimersByTimeAsync(1000);
    (await request(2)).respond(200, OK);
    await expect(result).resolves.toMatchObject({ path: 'stories/fixed-id.png' });
  });

  it('gives up with SPEC’s retry message within the 600 s upload budget, each attempt bounded by what is left', async () => {
    const started = Date.now();
    let failedAt = 0;
    const settled = uploadCover(png(), { deps: deps() }).catch((error: unknown) => {
      failedAt = Date.now();
      return error;
    });
    await answerEveryRequest(() => failedAt > 0, 503);
    expect(await settled).toMatchObject({
      code: 'storage/retry-limit-exceeded',
      message: 'Max retry time for operation exceeded, please try again.',
    });
    expect(failedAt - started).toBeLessThan(600_000);
    expect(ScriptedXhr.sent.length).toBeGreaterThan(5);
    for (const xhr of ScriptedXhr.sent) expect(xhr.timeout).toBeLessThanOrEqual(120_000);
  });

  it('a policy refusal (Storage’s 400 with statusCode 403) is not retried and says so', async () => {
    const result = uploadCover(png(), { deps: deps() });
    (await request(1)).respond(400, DENIED);
    await expect(result).rejects.toMatchObject({
      code: 'storage/unauthorized',
      status: 400,
      message: 'No tienes permiso para cambiar imágenes.',
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(ScriptedXhr.sent).toHaveLength(1);
  });

  it.each([
    [{ statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'x' }, 413, 'storage/too-large'],
    [
      { statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message: 'x' },
      400,
      'storage/invalid-type',
    ],
    [
      { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' },
      400,
      'storage/unauthenticated',
    ],
    [
      { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' },
      400,
      'storage/unknown',
    ],
  ])('maps the server’s %j to a code', async (body, status, code) => {
    const result = uploadCover(png(), { deps: deps() });
    (await request(1)).respond(status, body);
    await expect(result).rejects.toMatchObject({ code, status, serverMessage: body.message });
  });

  it('cancel aborts the request in flight with SPEC’s message and does not retry', async () => {
    const controller = new AbortController();
    const result = uploadCover(png(), { deps: deps(), signal: controller.signal });
    const xhr = await request(1);
    controller.abort();
    await expect(result).rejects.toMatchObject({
      code: 'storage/canceled',
      message: 'User canceled the upload/download.',
    });
    expect(xhr.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(ScriptedXhr.sent).toHaveLength(1);
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), 'storage/invalid-type'],
    ['an empty PNG', new File([], 'a.png', { type: 'image/png' }), 'storage/empty-file'],
  ])('refuses %s before sending anything', async (_label, file, code) => {
    await expect(uploadCover(file, { deps: deps() })).rejects.toMatchObject({ code });
    expect(ScriptedXhr.sent).toHaveLength(0);
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const big = { type: 'image/png', size: 5 * 1024 * 1024 + 1 } as Blob;
    await expect(uploadCover(big, { deps: deps() })).rejects.toMatchObject({
      code: 'storage/too-large',
      message: 'La imagen no puede superar los 5 MB.',
    });
    expect(ScriptedXhr.sent).toHaveLength(0);
  });

  it('a request the browser refuses to send fails at once as unknown, without retrying', async () => {
    const refusing = () => {
      const xhr = new ScriptedXhr();
      xhr.send = () => {
        throw new Error('Failed to execute send');
      };
      return xhr as unknown as XMLHttpRequest;
    };
    await expect(uploadCover(png(), { deps: deps({ createXhr: refusing }) })).rejects.toMatchObject({
      code: 'storage/unknown',
      serverMessage: 'Failed to execute send',
    });
  });

  it('needs a signed-in session', async () => {
    await expect(uploadCover(png(), { deps: deps({ getAccessToken: async () => undefined }) })).rejects.toMatchObject({
      code: 'storage/unauthenticated',
    });
    expect(ScriptedXhr.sent).toHaveLength(0);
  });
});

describe('removeCover', () => {
  const url = `${SUPABASE}/storage/v1/object/public/story-images/stories/old.webp`;

  it('deletes the object behind one of our public URLs (Storage’s bulk delete)', async () => {
    const result = removeCover(url, { deps: deps() });
    const xhr = await request(1);
    expect(xhr.method).toBe('DELETE');
    expect(xhr.url).toBe(`${SUPABASE}/storage/v1/object/story-images`);
    expect(JSON.parse(xhr.body as string)).toEqual({ prefixes: ['stories/old.webp'] });
    expect(xhr.headers.authorization).toBe('Bearer admin-token');
    xhr.respond(200, [{ name: 'stories/old.webp' }]);
    await expect(result).resolves.toBe(true);
  });

  it('leaves any other URL alone without a request', async () => {
    await expect(removeCover('https://images.example.com/cat.png', { deps: deps() })).resolves.toBe(false);
    expect(ScriptedXhr.sent).toHaveLength(0);
  });

  it('gives up within the 120 s operation budget', async () => {
    const started = Date.now();
    let failedAt = 0;
    const settled = removeCover(url, { deps: deps() }).catch((error: unknown) => {
      failedAt = Date.now();
      return error;
    });
    await answerEveryRequest(() => failedAt > 0, 500);
    expect(await settled).toMatchObject({ code: 'storage/retry-limit-exceeded' });
    expect(failedAt - started).toBeLessThan(120_000);
  });
});
