import { startEarlyFetches } from './early-fetches';
import { AUTH_STORAGE_KEY, HANDOFF_ELEMENT_ID, pageHandoff } from '@tales/shared/boot';

const config = {
  supabaseUrl: 'http://api',
  supabaseAnonKey: 'key',
  remotes: {
    calendar: 'http://cdn/calendar/mf-manifest.json',
    auth: 'http://cdn/auth/mf-manifest.json',
    admin: 'http://cdn/admin/mf-manifest.json',
  },
};

const expose = (path: string, files: string[]) => ({
  path,
  assets: {
    js: { sync: files.filter((f) => f.endsWith('.js')) },
    css: { sync: files.filter((f) => f.endsWith('.css')) },
  },
});
const manifest = (path: string, files: string[], ...more: ReturnType<typeof expose>[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [expose(path, files), ...more],
});

const responses: Record<string, unknown> = {
  '/runtime-config.json': config,
  'http://cdn/calendar/mf-manifest.json': manifest(
    './CalendarPage',
    ['page.js', 'page.css'],
    expose('./CalendarPage.data', ['month-loader.js']),
  ),
  'http://cdn/auth/mf-manifest.json': manifest('./AccountMenu', ['menu.js']),
  'http://cdn/admin/mf-manifest.json': manifest('./StoryFormPage', ['form.js']),
};

const preloads = () =>
  [...document.head.querySelectorAll('link[rel=preload]')].map(
    (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    const body = responses[String(url)];
    return { ok: body !== undefined, status: body ? 200 : 404, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

it("preloads a signed-out reader's page translations and the code and texts of the page's remote, and no account code", async () => {
  window.history.replaceState({}, '', '/de/kalender');
  startEarlyFetches();
  await settle();
  await settle();
  expect(preloads()).toEqual(
    expect.arrayContaining([
      'fetch /locales/de/common.json',
      'fetch http://cdn/calendar/locales/de.json',
      'script http://cdn/calendar/remoteEntry.js',
      'script http://cdn/calendar/page.js',
      'style http://cdn/calendar/page.css',
    ]),
  );
  expect(preloads().some((p) => p.includes('/auth/'))).toBe(false);
  expect(globalThis.fetch).not.toHaveBeenCalledWith('http://cdn/auth/mf-manifest.json');
});

it('preloads the account menu too when a session is stored on the device', async () => {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'b' }));
  window.history.replaceState({}, '', '/de/kalender');
  startEarlyFetches();
  await settle();
  await settle();
  expect(preloads()).toEqual(
    expect.arrayContaining([
      'fetch http://cdn/auth/locales/de.json',
      'script http://cdn/auth/remoteEntry.js',
      'script http://cdn/auth/menu.js',
      'script http://cdn/calendar/page.js',
    ]),
  );
});

it('preloads the account menu when the address carries an auth link', async () => {
  window.history.replaceState({}, '', '/en#access_token=a&refresh_token=b&type=recovery');
  startEarlyFetches();
  await settle();
  await settle();
  expect(preloads()).toContain('script http://cdn/auth/menu.js');
  window.history.replaceState({}, '', '/en');
});

it('leaves the runtime config for the boot to use instead of asking again', async () => {
  window.history.replaceState({}, '', '/en');
  startEarlyFetches();
  await expect(pageHandoff().config).resolves.toEqual(config);
});

it("preloads the page's data loader too when the page did not come rendered from the server", async () => {
  window.history.replaceState({}, '', '/de/kalender');
  startEarlyFetches();
  await settle();
  await settle();
  expect(preloads()).toEqual(
    expect.arrayContaining(['script http://cdn/calendar/page.js', 'script http://cdn/calendar/month-loader.js']),
  );
  expect(globalThis.fetch).toHaveBeenCalledTimes(2);

  document.head.innerHTML = '';
  document.body.innerHTML = `<script id="${HANDOFF_ELEMENT_ID}" type="application/json">{}</script>`;
  startEarlyFetches();
  await settle();
  await settle();
  expect(preloads()).toContain('script http://cdn/calendar/page.js');
  expect(preloads()).not.toContain('script http://cdn/calendar/month-loader.js');
  document.body.innerHTML = '';
});

it('never fetches the admin remote ahead of the admin guard', async () => {
  window.history.replaceState({}, '', '/en/admin/new-story');
  startEarlyFetches();
  await settle();
  await settle();
  expect(preloads().some((p) => p.includes('/admin/'))).toBe(false);
  expect(globalThis.fetch).not.toHaveBeenCalledWith('http://cdn/admin/mf-manifest.json');
});
