/** @jest-environment node */
// The site's service worker as a browser runs it (its module and Workbox unchanged, in a worker scope whose
// network the test answers): which requests it answers, from which cache and by which strategy, and which it
// leaves to the browser.
import { installWorkerScope, type WorkerScope } from './test-worker-scope';

const SITE = 'https://tales.example';
const CDN = 'https://cdn.example';
const DEPLOY = 'deploy-7';
const PAGES = `tales-pages-${DEPLOY}`;

const html = (text: string) => () =>
  new Response(
    `<!doctype html><html><head><script defer src="/main.1a2b3c4d.js"></script></head><body>${text}</body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
const text =
  (body: string, type = 'text/plain') =>
  () =>
    new Response(body, { headers: { 'content-type': type } });
const bodyOf = async (response: Response | undefined) => (response ? await response.text() : 'left to the browser');
const serverError = () =>
  new Response('<html><body>server error</body></html>', { status: 500, headers: { 'content-type': 'text/html' } });

/** The message a page sends the worker once it has loaded (register.ts). */
const pageLoaded = (url: string) => worker.message({ type: 'tales:keep-deploy', language: 'en', account: false }, url);

/** The device's clock moves on, as it has when a reader comes back to a page. */
function later(ms: number): void {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

let worker: WorkerScope;

beforeAll(() => {
  worker = installWorkerScope(SITE);
  Object.assign(globalThis, {
    __TALES_DEPLOY__: DEPLOY,
    __TALES_PRECACHE__: [
      { url: '/index.html', revision: 'rev-index' },
      { url: '/main.1a2b3c4d.js', revision: null },
    ],
  });
  worker.network.answer(`${SITE}/index.html`, html('the app'));
  worker.network.answer(`${SITE}/main.1a2b3c4d.js`, text('shell code', 'text/javascript'));
  // The module registers its routes as it loads, as the browser runs a worker's script.
  jest.isolateModules(() => {
    require('./sw');
  });
});

beforeEach(async () => {
  worker.network.offline = false;
  worker.storage.caches.clear();
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
  worker.network.asked.length = 0;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe("the shell's own files", () => {
  it('are kept on install and answered from the device, also offline', async () => {
    worker.network.offline = true;
    expect(await bodyOf(await worker.fetch(`${SITE}/main.1a2b3c4d.js`))).toBe('shell code');
    expect(worker.network.asked).toEqual([]);
  });
});

describe('pages', () => {
  it('answer a first visit from the network and keep the page, its scripts started after the first frame', async () => {
    worker.network.answer(`${SITE}/en/story/1`, html('story one'));
    expect(await bodyOf(await worker.fetch(`${SITE}/en/story/1`, { navigate: true }))).toContain('story one');
    const kept = await (await worker.storage.open(PAGES)).match(`${SITE}/en/story/1`);
    const keptHtml = await bodyOf(kept);
    expect(keptHtml).toContain('story one');
    expect(keptHtml).not.toContain('<script defer');
    expect(keptHtml).toContain('["/main.1a2b3c4d.js"]');
    expect(keptHtml).toContain('requestAnimationFrame');
  });

  it('answer a revisit from the device alone, without asking the network anything', async () => {
    worker.network.answer(`${SITE}/en/calendar`, html('calendar, first'));
    await worker.fetch(`${SITE}/en/calendar`, { navigate: true });
    worker.network.answer(`${SITE}/en/calendar`, html('calendar, second'));
    worker.network.asked.length = 0;
    later(60_000);
    expect(await bodyOf(await worker.fetch(`${SITE}/en/calendar`, { navigate: true }))).toContain('calendar, first');
    expect(worker.network.asked).toEqual([]);
  });

  it('answer a page seen before from the device offline', async () => {
    worker.network.answer(`${SITE}/de/kalender`, html('Kalender'));
    await worker.fetch(`${SITE}/de/kalender`, { navigate: true });
    worker.network.offline = true;
    expect(await bodyOf(await worker.fetch(`${SITE}/de/kalender`, { navigate: true }))).toContain('Kalender');
  });

  it("answer a page never seen, offline, with the app's own index.html", async () => {
    worker.network.offline = true;
    expect(await bodyOf(await worker.fetch(`${SITE}/fr/histoire/9`, { navigate: true }))).toContain('the app');
  });

  it('never keep an answer that is not the page (a server error, a page not found)', async () => {
    worker.network.answer(`${SITE}/en/story/2`, serverError);
    expect((await worker.fetch(`${SITE}/en/story/2`, { navigate: true }))?.status).toBe(500);
    expect(await worker.cached(PAGES)).not.toContain(`${SITE}/en/story/2`);
    worker.network.offline = true;
    expect(await bodyOf(await worker.fetch(`${SITE}/en/story/2`, { navigate: true }))).toContain('the app');
  });
});

describe('the runtime config', () => {
  it('comes from the network while there is one, and from the last answer kept without it', async () => {
    worker.network.answer(`${SITE}/runtime-config.json`, text('{"release":1}', 'application/json'));
    expect(await bodyOf(await worker.fetch(`${SITE}/runtime-config.json`))).toBe('{"release":1}');
    worker.network.answer(`${SITE}/runtime-config.json`, text('{"release":2}', 'application/json'));
    expect(await bodyOf(await worker.fetch(`${SITE}/runtime-config.json`))).toBe('{"release":2}');
    worker.network.offline = true;
    expect(await bodyOf(await worker.fetch(`${SITE}/runtime-config.json`))).toBe('{"release":2}');
    expect(await worker.cached('tales-config')).toEqual([`${SITE}/runtime-config.json`]);
  });
});

describe("a remote's files (another origin)", () => {
  it('content-hashed code comes from the device once kept, without asking the network', async () => {
    const chunk = `${CDN}/reader/2026-11-20/homepage.1a2b3c4d.js`;
    worker.network.answer(chunk, text('home v1', 'text/javascript'));
    expect(await bodyOf(await worker.fetch(chunk))).toBe('home v1');
    worker.network.answer(chunk, text('changed in place', 'text/javascript'));
    expect(await bodyOf(await worker.fetch(chunk))).toBe('home v1');
    expect(worker.network.asked.filter((url) => url === chunk)).toHaveLength(1);
    expect(await worker.cached('tales-remotes')).toContain(chunk);
  });

  it.each(['mf-manifest.json', 'remoteEntry.js', 'locales/de.json'])(
    '%s comes from the network first (it changes in place), from the device offline',
    async (file) => {
      const url = `${CDN}/reader/2026-11-20/${file}`;
      worker.network.answer(url, text('deploy 1'));
      expect(await bodyOf(await worker.fetch(url))).toBe('deploy 1');
      worker.network.answer(url, text('deploy 2'));
      expect(await bodyOf(await worker.fetch(url))).toBe('deploy 2');
      worker.network.offline = true;
      expect(await bodyOf(await worker.fetch(url))).toBe('deploy 2');
    },
  );
});

describe('requests the worker leaves to the browser', () => {
  it.each([
    ['the Supabase API', 'https://api.example/rest/v1/stories?select=*'],
    ["a remote's source map", `${CDN}/reader/2026-11-20/homepage.1a2b3c4d.js.map`],
    ["a remote's unhashed file", `${CDN}/reader/2026-11-20/readme.txt`],
    ["the site's file outside this deploy", `${SITE}/og-image.png`],
  ])('%s', async (_, url) => {
    worker.network.answer(url, text('from the network'));
    expect(await worker.fetch(url)).toBeUndefined();
  });
});

describe("a page's message to keep the deploy", () => {
  it('keeps the runtime config, the reader-facing remotes and the page itself, so the visit runs again offline', async () => {
    const manifest = `${CDN}/reader/2026-11-21/mf-manifest.json`;
    const file = (name: string) => `${CDN}/reader/2026-11-21/${name}`;
    worker.network.answer(
      `${SITE}/runtime-config.json`,
      text(JSON.stringify({ remotes: { reader: manifest } }), 'application/json'),
    );
    worker.network.answer(
      manifest,
      text(
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [
            {
              path: './HomePage',
              assets: {
                js: { sync: ['homepage.1a2b3c4d.js'], async: [] },
                css: { sync: ['homepage.5e6f7a8b.css'], async: [] },
              },
            },
            {
              path: './Unused',
              assets: { js: { sync: ['unused.9c0d1e2f.js'], async: [] }, css: { sync: [], async: [] } },
            },
          ],
        }),
        'application/json',
      ),
    );
    for (const name of [
      'remoteEntry.js',
      'homepage.1a2b3c4d.js',
      'homepage.5e6f7a8b.css',
      'locales/en.json',
      'unused.9c0d1e2f.js',
    ])
      worker.network.answer(file(name), text(name));
    worker.network.answer(`${SITE}/en`, html("today's story"));

    expect(
      await worker.message({ type: 'tales:keep-deploy', language: 'en', account: false }, `${SITE}/en#top`),
    ).toEqual({ type: 'tales:deploy-kept' });
    expect(worker.network.asked).not.toContain(file('unused.9c0d1e2f.js'));

    worker.network.offline = true;
    for (const name of ['remoteEntry.js', 'homepage.1a2b3c4d.js', 'homepage.5e6f7a8b.css', 'locales/en.json'])
      expect(await bodyOf(await worker.fetch(file(name)))).toBe(name);
    expect(await bodyOf(await worker.fetch(manifest))).toContain('homepage.1a2b3c4d.js');
    expect(await bodyOf(await worker.fetch(`${SITE}/runtime-config.json`))).toContain(manifest);
    expect(await bodyOf(await worker.fetch(`${SITE}/en`, { navigate: true }))).toContain("today's story");
  });
});

describe("the kept page, refreshed by the page's message once it has loaded", () => {
  it("is replaced by the network's new answer, which the next visit shows from the device", async () => {
    worker.network.answer(`${SITE}/en/calendar`, html('calendar, first'));
    await worker.fetch(`${SITE}/en/calendar`, { navigate: true });
    later(60_000);
    worker.network.answer(`${SITE}/en/calendar`, html('calendar, second'));
    await pageLoaded(`${SITE}/en/calendar`);
    worker.network.offline = true;
    const revisit = await bodyOf(await worker.fetch(`${SITE}/en/calendar`, { navigate: true }));
    expect(revisit).toContain('calendar, second');
    expect(revisit).not.toContain('<script defer');
    expect(revisit).toContain('["/main.1a2b3c4d.js"]');
  });

  it.each([
    ['the network cannot be reached', () => (worker.network.offline = true)],
    ['the server answers an error', () => worker.network.answer(`${SITE}/en/story/3`, serverError)],
  ])('stays as it was when %s', async (_, failRefresh) => {
    worker.network.answer(`${SITE}/en/story/3`, html('story three'));
    await worker.fetch(`${SITE}/en/story/3`, { navigate: true });
    later(60_000);
    failRefresh();
    await pageLoaded(`${SITE}/en/story/3`);
    worker.network.offline = true;
    expect(await bodyOf(await worker.fetch(`${SITE}/en/story/3`, { navigate: true }))).toContain('story three');
  });

  it('is not asked for again right after the navigation that fetched it, in the same visit', async () => {
    worker.network.answer(`${SITE}/en/story/4`, html('story four'));
    await worker.fetch(`${SITE}/en/story/4`, { navigate: true });
    await pageLoaded(`${SITE}/en/story/4`);
    expect(worker.network.asked.filter((url) => url === `${SITE}/en/story/4`)).toHaveLength(1);
  });
});

describe('a new deploy taking over', () => {
  it("drops the pages kept for older deploys (they name the old deploy's code) and keeps the other caches", async () => {
    await (await worker.storage.open('tales-pages-deploy-6')).put(`${SITE}/en`, new Response('old page'));
    await (await worker.storage.open('tales-remotes')).put(`${CDN}/reader/x.1a2b3c4d.js`, new Response('code'));
    await (await worker.storage.open(PAGES)).put(`${SITE}/en`, new Response('page'));
    await worker.lifecycle('activate');
    const names = await worker.storage.keys();
    expect(names).not.toContain('tales-pages-deploy-6');
    expect(names).toEqual(expect.arrayContaining([PAGES, 'tales-remotes']));
  });
});
