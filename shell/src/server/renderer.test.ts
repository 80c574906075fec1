/** @jest-environment node */
// The shell's server renderer as the production server drives it: the shell's real template and texts, the
// remotes' server code loaded at run time through the federation runtime from a host serving their releases.
// What a reader sees is the answer: its status, its Cache-Control and its HTML.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { init } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@tales/shared/config';
import { DEFAULT_NAMESPACE, languages, mergeTexts, type Texts } from '@tales/shared/i18n';
import { createSupabaseClient } from '@tales/shared/supabase';
import type { RendererOptions, ServerRenderer } from '../../server/ssr-contract';
import { createRenderer } from './index';
import { httpEntryLoader, startRemoteHost, type Release, type RemoteHost } from './test-remotes';

const repo = path.resolve(__dirname, '../../..');

/** The shell's index.html as its build writes it. */
const template = fs
  .readFileSync(path.join(repo, 'packages/build/src/index.html'), 'utf8')
  .replace('<%= title %>', 'Tales')
  .replace(/<%= handoffKey %>/g, '__tales')
  .replace(
    '</head>',
    '<script defer src="/main.0123abcd.js"></script><link href="/main.0123abcd.css" rel="stylesheet"></head>',
  );

/** The shell's texts as its build lays them out: `{lng}/common.json`, the UI kit's and the shell's own. */
function shellLocales(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-renderer-'));
  for (const lng of languages) {
    const read = (owner: string) =>
      JSON.parse(fs.readFileSync(path.join(repo, owner, 'locales', `${lng}.json`), 'utf8')) as Texts;
    fs.mkdirSync(path.join(dir, lng));
    fs.writeFileSync(
      path.join(dir, lng, `${DEFAULT_NAMESPACE}.json`),
      JSON.stringify(mergeTexts(mergeTexts({}, read('shared')), read('shell'))),
    );
  }
  return dir;
}

/** An address nothing listens on: the database never answers (the pages here ask it nothing the tests need). */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const reader = (version: string): Release => ({
  pages: {
    './HomePage': { heading: `Reader ${version}: today's story` },
    './StoryPage': { heading: `Reader ${version}: a story` },
    './StoryListingPage': { heading: `Reader ${version}: a listing` },
    './SearchPage': { heading: `Reader ${version}: search results` },
    './LibraryPage': { heading: `Reader ${version}: my stories` },
  },
});
const calendar: Release = { pages: { './CalendarPage': { heading: 'The calendar' } } };
const donate: Release = { pages: { './DonatePage': { heading: 'Give to Tales' } } };

let host: RemoteHost;
let localesDir: string;
let supabaseUrl: string;
const renderers: ServerRenderer[] = [];
const logged: string[] = [];

beforeAll(async () => {
  init({ name: 'tales_shell', remotes: [], plugins: [httpEntryLoader] });
  host = await startRemoteHost();
  localesDir = shellLocales();
  supabaseUrl = await closedPortUrl();
});
afterAll(async () => {
  for (const renderer of renderers) renderer.close();
  await host.close();
  fs.rmSync(localesDir, { recursive: true, force: true });
});

/** A renderer over `remotes` (browser entries by key), as the production server starts one. */
async function startRenderer(
  remotes: RuntimeConfig['remotes'],
  options: Partial<RendererOptions> = {},
): Promise<ServerRenderer> {
  const config: RuntimeConfig = { supabaseUrl, supabaseAnonKey: 'anon', remotes, siteUrl: 'https://tales.example' };
  const renderer = await createRenderer({
    template,
    styles: { main: [{ href: '/main.0123abcd.css', css: 'body{margin:0}' }] },
    localesDir,
    runtimeConfig: () => config,
    supabase: (c) =>
      createSupabaseClient(c.supabaseUrl, c.supabaseAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    renderBudgetMs: 5_000,
    revalidateMs: 60_000,
    log: (message) => logged.push(message),
    ...options,
  });
  renderers.push(renderer);
  return renderer;
}

/** Each request from its own origin: the renderer keeps a rendered page a few seconds per origin and address. */
let requests = 0;
async function get(renderer: ServerRenderer, url: string) {
  const result = await renderer.render(url, `http://reader-${++requests}.test`);
  return {
    status: result.status,
    cacheControl: result.headers['Cache-Control'],
    contentType: result.headers['Content-Type'],
    html: result.body.toString('utf8'),
  };
}

const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PLAIN = 'no-cache';
/** The shell's scripts: a page that carries them is one the browser can finish. */
const SHELL_SCRIPT = '<script defer src="/main.0123abcd.js"></script>';
/** What a page shows while its remote is left to the browser. */
const LOADING = 'Loading…';

describe('the server renderer', () => {
  let renderer: ServerRenderer;
  let adminEntry: string;
  beforeAll(async () => {
    adminEntry = host.publish('admin', 'v1', { pages: { './StoryFormPage': { heading: 'New story' } } });
    renderer = await startRenderer({
      reader: host.publish('reader', 'v1', reader('v1')),
      calendar: host.publish('calendar', 'v1', calendar),
      donate: host.publish('donate', 'v1', donate),
      admin: adminEntry,
    });
  });

  it("renders a public page with its remote's page inside the shell, for every reader and a CDN to share", async () => {
    const page = await get(renderer, '/en');
    expect(page.status).toBe(200);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.cacheControl).toBe(PAGE);
    expect(page.html).toContain('<h1>Reader v1: today&#x27;s story</h1>');
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    expect(page.html).toContain('<link rel="canonical" href="https://tales.example/en" data-head>');
    expect(page.html).toContain(SHELL_SCRIPT);
    // The remote page's stylesheet is inline, its script asked for up front.
    expect(page.html).toMatch(/<style data-remote-styles>\.reader-v1-homepage\{color:teal\}<\/style>/);
    expect(page.html).toMatch(
      /<link rel="preload" as="script" href="http:\/\/127\.0\.0\.1:\d+\/reader\/v1\/homepage\.[0-9a-f]+\.js" \/>/,
    );
  });

  it("renders each route's own remote, in the address's language", async () => {
    const calendarPage = await get(renderer, '/de/kalender');
    expect(calendarPage.status).toBe(200);
    expect(calendarPage.html).toContain('<h1>The calendar</h1>');
    expect(calendarPage.html).toContain('<html lang="de" dir="ltr">');
    expect(calendarPage.html).not.toContain('Reader v1');
    expect((await get(renderer, '/fr/don')).html).toContain('<h1>Give to Tales</h1>');
  });

  it('answers an unknown page under a language with 404 and the not-found page', async () => {
    const page = await get(renderer, '/en/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found');
    expect(page.html).not.toContain('<h1>Reader v1');
    expect(page.html).toContain(SHELL_SCRIPT);
  });

  it('answers an unknown story path (no id) with 404', async () => {
    expect((await get(renderer, '/en/story')).status).toBe(404);
    expect((await get(renderer, '/de/kalender/2026')).status).toBe(404);
  });

  it('answers an unknown path without a language with 404 and the plain shell, never kept', async () => {
    const page = await get(renderer, '/no-such-page');
    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe(PLAIN);
    expect(page.html).toBe(template);
  });

  it('serves a known page without a language as the plain shell, whose script picks the language', async () => {
    for (const url of ['/', '/calendar', '/donate?from=mail']) {
      const page = await get(renderer, url);
      expect(page.status).toBe(200);
      expect(page.cacheControl).toBe(PLAIN);
      expect(page.html).toBe(template);
    }
  });

  it("serves admin pages as the plain shell, never kept, without loading the admin remote's server code", async () => {
    for (const url of ['/en/admin/new-story', '/de/admin/geschichte-bearbeiten/42', '/es/admin/nuevo-cuento?draft=1']) {
      const page = await get(renderer, url);
      expect(page.status).toBe(200);
      expect(page.cacheControl).toBe(PLAIN);
      expect(page.html).toBe(template);
    }
    expect(host.requests.filter((request) => request.startsWith('/admin/'))).toEqual([]);
  });

  it("renders the shell's own pages with no remote", async () => {
    const page = await get(renderer, '/en/about');
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(PAGE);
    expect(page.html).toContain('<h1');
    expect(page.html).not.toContain('data-remote-styles');
  });
});

describe('a page whose remote the server cannot render', () => {
  const expectUsablePage = (page: Awaited<ReturnType<typeof get>>) => {
    // The shell renders, with the slot's loading state; the shell's scripts render the remote in the browser.
    expect(page.status).toBe(200);
    // Never kept: the next reader gets a page rendered afresh, not this one from a CDN.
    expect(page.cacheControl).toBe(PLAIN);
    expect(page.html).toContain('<header');
    expect(page.html).toContain('Skip to content');
    expect(page.html).toContain(LOADING);
    expect(page.html).toContain(SHELL_SCRIPT);
  };

  it('answers the shell when the server code answers an HTTP error', async () => {
    const renderer = await startRenderer({
      reader: host.publish('reader', 'http-error', { ...reader('http-error'), serverEntry: 'http-error' }),
    });
    const page = await get(renderer, '/en');
    expectUsablePage(page);
    expect(page.html).not.toContain('Reader http-error');
    expect(
      logged.some((line) =>
        /reader: server code from .*\/reader\/http-error\/server\/remoteEntry\.js not loaded/.test(line),
      ),
    ).toBe(true);
  });

  it('answers the shell when the server code throws as it loads', async () => {
    const renderer = await startRenderer({
      reader: host.publish('reader', 'throws', { ...reader('throws'), serverEntry: 'throws' }),
    });
    expectUsablePage(await get(renderer, '/en'));
  });

  it("answers the shell when the remote's page throws as it renders", async () => {
    const renderer = await startRenderer({
      calendar: host.publish('calendar', 'broken', { pages: { './CalendarPage': { throws: 'the month broke' } } }),
    });
    const page = await get(renderer, '/en/calendar');
    expectUsablePage(page);
  });

  it('answers within the render budget with what is ready: the shell, the slot left to the browser', async () => {
    const renderer = await startRenderer(
      { donate: host.publish('donate', 'slow', { pages: { './DonatePage': 'suspends' } }) },
      { renderBudgetMs: 1_500 },
    );
    const page = await get(renderer, '/en/donate');
    expectUsablePage(page);
    expect(logged).toContain('/en/donate: render budget of 1500 ms spent; the rest renders in the browser');
  });
});

describe("a page's data, from the loader its remote exposes beside it", () => {
  const lighthouse = {
    id: 'lighthouse',
    translations: {
      en: { title: 'The Lighthouse', content: 'Once upon a time.', summary: 'A keeper collects storms.' },
    },
    author: 'Ana',
    publishDate: null,
    tags: [],
    hashtags: [],
    readTime: 3,
    createdAt: null,
    updatedAt: null,
  };

  it('renders the page with its answers, hands them over, and names the story in the head', async () => {
    const renderer = await startRenderer({
      reader: host.publish('reader', 'data', {
        ...reader('data'),
        data: {
          './HomePage.data': { answers: { 'storyOfTheDay:today': lighthouse } },
          './StoryPage.data': { story: { key: 'story:lighthouse', answer: lighthouse } },
        },
      }),
    });
    const home = await get(renderer, '/en');
    expect(home.status).toBe(200);
    expect(home.html).toMatch(
      /<script id="tales-data" type="application\/json">\{"entries":\{"storyOfTheDay:today":\{"data":\{"id":"lighthouse"/,
    );
    const story = await get(renderer, '/en/story/lighthouse');
    expect(story.status).toBe(200);
    expect(story.html).toContain('<title data-head>The Lighthouse · Tales</title>');
    expect(story.html).toContain('"story:lighthouse":{"data":{"id":"lighthouse"');
  });

  it("renders for the reader's zone, hands the zone over, and keeps each zone's page apart", async () => {
    const renderer = await startRenderer({
      reader: host.publish('reader', 'zones', {
        ...reader('zones'),
        data: { './HomePage.data': { answers: { 'storyOfTheDay:today': lighthouse } } },
      }),
    });
    const origin = 'http://zones.test';
    const west = (await renderer.render('/en', origin, 'America/Los_Angeles')).body.toString('utf8');
    const east = (await renderer.render('/en', origin, 'Asia/Shanghai')).body.toString('utf8');
    const server = (await renderer.render('/en', origin)).body.toString('utf8');
    expect(west).toContain('"timeZone":"America/Los_Angeles"');
    expect(east).toContain('"timeZone":"Asia/Shanghai"');
    expect(server).toContain(`"timeZone":"${Intl.DateTimeFormat().resolvedOptions().timeZone}"`);
  });

  it('answers 404 with the not-found page when the story the loader names does not exist', async () => {
    const renderer = await startRenderer({
      reader: host.publish('reader', 'no-story', {
        ...reader('no-story'),
        data: { './StoryPage.data': { story: { key: 'story:gone', answer: null } } },
      }),
    });
    const page = await get(renderer, '/en/story/gone');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title data-head>Page not found · Tales</title>');
    expect(page.html).toContain('"story:gone":{"data":null');
  });

  it("names a listing page after its subject, and answers 404 when the listing its loader names doesn't exist", async () => {
    const listing = { stories: [], total: 2, page: 1, pageSize: 12 };
    const renderer = await startRenderer({
      reader: host.publish('reader', 'listing', {
        ...reader('listing'),
        data: { './StoryListingPage.data': { listing: { key: 'listing:genre:fable:1:de', answer: listing } } },
      }),
    });
    const page = await get(renderer, '/de/genre/fable');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title data-head>Fabel · Geschichten nach Genre · Tales</title>');
    expect(page.html).toContain('"listing:genre:fable:1:de":{"data":{"stories":[]');
    const none = await startRenderer({
      reader: host.publish('reader', 'no-listing', {
        ...reader('no-listing'),
        data: { './StoryListingPage.data': { listing: { key: 'listing:author:Nobody:1:en', answer: null } } },
      }),
    });
    const missing = await get(none, '/en/author/Nobody');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title data-head>Page not found · Tales</title>');
  });

  it('renders the page without data, for the browser to ask, when its loader throws', async () => {
    const renderer = await startRenderer({
      calendar: host.publish('calendar', 'loader-throws', {
        ...calendar,
        data: { './CalendarPage.data': { throws: 'the loader broke' } },
      }),
    });
    const page = await get(renderer, '/en/calendar');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>The calendar</h1>');
    expect(page.html).toContain('<script id="tales-data" type="application/json">{"entries":{}');
    expect(logged.some((line) => line.includes('the loader broke'))).toBe(true);
  });
});

describe("the owner's contact address", () => {
  it("is rendered into the shell's own pages and handed over with them; an edit shows on the next render", async () => {
    let contactEmail: string | undefined = 'owner@tales.test';
    const renderer = await startRenderer(
      {},
      { runtimeConfig: () => ({ supabaseUrl, supabaseAnonKey: 'anon', remotes: {}, contactEmail }) },
    );

    const about = await get(renderer, '/en/about');
    expect(about.html).toContain('href="mailto:owner@tales.test"');
    expect(about.html).toContain('"settings:contact":{"data":{"email":"owner@tales.test"}');

    contactEmail = 'changed@tales.test';
    const changed = await get(renderer, '/en/about');
    expect(changed.html).toContain('href="mailto:changed@tales.test"');
    expect(changed.html).not.toContain('owner@tales.test');

    contactEmail = undefined;
    const none = await get(renderer, '/en/privacy');
    expect(none.html).not.toContain('mailto:');
    expect(none.html).toContain('"settings:contact":{"data":{}');
  });
});
