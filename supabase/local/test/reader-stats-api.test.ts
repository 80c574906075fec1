/** @jest-environment node */
// The admin's reader figures through the API, as the admin pages call them: an admin gets them, a reader 403 and an
// anonymous visitor 401 (PostgREST's answers to a refused privilege, signed in or not), and nothing else.
import { ADMIN, READER, signedIn, startTestApi, type TestApi } from './support/api-server';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

it('answers an admin with the figures', async () => {
  const admin = await signedIn(api, ADMIN);
  const { data, error, status } = await admin.rpc('reader_stats', { days: 30, tz: 'Europe/Madrid' });
  expect(error).toBeNull();
  expect(status).toBe(200);
  expect(data).toMatchObject({ days: 30, perDay: expect.any(Array), topWeek: expect.any(Array) });
});

it('refuses a reader (403) and an anonymous visitor (401), saying nothing of the figures', async () => {
  const reader = await signedIn(api, READER);
  for (const [client, refused] of [
    [reader, 403],
    [api.client(), 401],
  ] as const) {
    const { data, error, status } = await client.rpc('reader_stats', { days: 30 });
    expect(status).toBe(refused);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  }
});
