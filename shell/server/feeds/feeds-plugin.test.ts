// Sitemap, robots and RSS as the shell's server answers them, over the real local API (seeded, real RLS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { ANON_KEY, SERVICE_ROLE_KEY, startTestApi, type TestApi } from '@tales/supabase-local/testing';
import { languages } from '@tales/shared/i18n';
import { shellCommon } from '@tales/build/locales';
import { FEEDS_CACHE_CONTROL, feeds } from './feeds-plugin';

const SITE = 'https://tales.example';

let api: TestApi;
let app: Server;
let root: string;
let published: {
  id: string;
  author: string;
  tags: string[];
  publish_date: string;
  updated_at: string;
  translations: Record<string, { title: string }>;
}[];
let scheduled: { id: string }[];

function parseXml(text: string): Document {
  const doc = new JSDOM(text, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (doc: Document | Element, tag: string) =>
  Array.from(doc.getElementsByTagName(tag), (e) => e.textContent ?? '');

type Answer = { status: number; headers: Headers; body: string };
type Server = { get(path: string): Promise<Answer>; close(): Promise<void> };

async function serverFor(supabaseUrl: string): Promise<Server> {
  const server: FastifyInstance = Fastify();
  await server.register(feeds, {
    runtimeConfig: () => ({ supabaseUrl, supabaseAnonKey: ANON_KEY, remotes: {}, siteUrl: SITE }),
    root,
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as { port: number };
  return {
    async get(pathname) {
      const res = await fetch(`http://127.0.0.1:${port}${pathname}`);
      return { status: res.status, headers: res.headers, body: await res.text() };
    },
    close: () => server.close(),
  };
}

beforeAll(async () => {
  api = await startTestApi();
  const service = api.client(SERVICE_ROLE_KEY);
  // A title that needs escaping, and a story due in an hour that no document may announce yet.
  const now = Date.now();
  const { error } = await service.from('stories').insert([
    {
      translations: {
        es: { title: 'Tom & "Jerry" <b>\u0007', content: 'Texto.', summary: 'Resumen <i>corto</i> & más' },
      },
      author: 'Anónimo',
      publish_date: new Date(now - 60_000).toISOString(),
      tags: ['fable'],
      hashtags: [],
      read_time: 1,
    },
    {
      translations: { es: { title: 'Todavía no', content: 'Pronto.', summary: '' } },
      author: 'X',
      publish_date: new Date(now + 3_600_000).toISOString(),
      tags: ['fable'],
      hashtags: [],
      read_time: 1,
    },
  ]);
  if (error) throw new Error(error.message);
  const all = await service
    .from('stories')
    .select('id, publish_date, updated_at, translations, author, tags')
    .order('publish_date', { ascending: false });
  if (all.error) throw new Error(all.error.message);
  published = all.data.filter((s) => new Date(s.publish_date).getTime() <= Date.now());
  scheduled = all.data.filter((s) => new Date(s.publish_date).getTime() > Date.now());
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-feeds-'));
  for (const lng of languages) {
    fs.mkdirSync(path.join(root, 'locales', lng), { recursive: true });
    fs.writeFileSync(path.join(root, 'locales', lng, 'common.json'), JSON.stringify(shellCommon(lng)));
  }
  app = await serverFor(api.url);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await api?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('/sitemap.xml', () => {
  it('lists every public page, every published story and its genres and author in the eight languages, never a scheduled one', async () => {
    expect(scheduled.length).toBeGreaterThanOrEqual(3);
    const res = await app.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(FEEDS_CACHE_CONTROL);
    const doc = parseXml(res.body);
    expect(doc.documentElement.localName).toBe('urlset');
    const locs = texts(doc, 'loc');
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of [
      '/en',
      '/es',
      '/cn',
      '/de/kalender',
      '/fr/a-propos',
      '/it/dona',
      '/pt/termos',
      '/es/privacidad',
      '/ru/about',
    ])
      expect(locs).toContain(`${SITE}${page}`);
    expect(locs.filter((loc) => loc.includes('admin'))).toEqual([]);
    for (const story of published) {
      expect(locs).toContain(`${SITE}/en/story/${story.id}`);
      expect(locs).toContain(`${SITE}/de/geschichte/${story.id}`);
      expect(locs).toContain(`${SITE}/cn/story/${story.id}`);
    }
    for (const story of scheduled) expect(res.body).not.toContain(story.id);
    // The genres and named authors of published stories have their pages; an author only scheduled has none.
    expect(locs).toContain(`${SITE}/en/genre/fable`);
    expect(locs).toContain(`${SITE}/es/genero/fable`);
    expect(locs).toContain(`${SITE}/ru/genre/fable`);
    expect(locs.filter((loc) => /\/(author|autor|auteur|autore)\//.test(loc) && loc.endsWith('/X'))).toEqual([]);
    const genres = new Set(published.flatMap((story) => story.tags));
    const authors = new Set(
      published.map((story) => story.author).filter((a) => !['anónimo', 'anonymous'].includes(a.toLowerCase())),
    );
    expect(authors.size).toBeGreaterThan(0);
    for (const author of authors) expect(locs).toContain(`${SITE}/it/autore/${encodeURIComponent(author)}`);
    expect(locs.filter((loc) => loc.includes('An%C3%B3nimo'))).toEqual([]);
    // 6 public pages, every published story, its genres and its authors, each in 8 languages.
    expect(locs).toHaveLength((6 + published.length + genres.size + authors.size) * 8);
  });

  it('gives each URL its nine hreflang alternates, and a story the date it last changed', async () => {
    const doc = parseXml((await app.get('/sitemap.xml')).body);
    const story = published[0];
    const url = Array.from(doc.getElementsByTagName('url')).find(
      (u) => texts(u, 'loc')[0] === `${SITE}/es/cuento/${story.id}`,
    );
    expect(url).toBeDefined();
    expect(new Date(texts(url as Element, 'lastmod')[0]).getTime()).toBe(new Date(story.updated_at).getTime());
    const links = Array.from((url as Element).getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'), (l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(Object.fromEntries(links)).toEqual({
      en: `${SITE}/en/story/${story.id}`,
      es: `${SITE}/es/cuento/${story.id}`,
      pt: `${SITE}/pt/historia/${story.id}`,
      fr: `${SITE}/fr/histoire/${story.id}`,
      it: `${SITE}/it/storia/${story.id}`,
      'zh-CN': `${SITE}/cn/story/${story.id}`,
      de: `${SITE}/de/geschichte/${story.id}`,
      ru: `${SITE}/ru/story/${story.id}`,
      'x-default': `${SITE}/en/story/${story.id}`,
    });
    const calendar = Array.from(doc.getElementsByTagName('url')).find(
      (u) => texts(u, 'loc')[0] === `${SITE}/fr/calendrier`,
    ) as Element;
    expect(texts(calendar, 'lastmod')).toEqual([]);
    expect(calendar.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).toHaveLength(9);
  });
});

describe('/{lang}/rss.xml', () => {
  it('is RSS 2.0 with the latest 20 published stories, newest first, linked in the feed language', async () => {
    const res = await app.get('/de/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(FEEDS_CACHE_CONTROL);
    const doc = parseXml(res.body);
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    expect(texts(channel, 'language')).toEqual(['de']);
    expect(texts(channel, 'title')[0]).toBe('Tales · Jeden Tag eine Kurzgeschichte');
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('href')).toBe(`${SITE}/de/rss.xml`);
    expect(self.getAttribute('rel')).toBe('self');
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items).toHaveLength(20);
    const expected = published.slice(0, 20);
    expect(items.map((i) => texts(i, 'link')[0])).toEqual(expected.map((s) => `${SITE}/de/geschichte/${s.id}`));
    expect(items.map((i) => texts(i, 'guid')[0])).toEqual(expected.map((s) => `${SITE}/de/geschichte/${s.id}`));
    for (const [i, item] of items.entries()) {
      expect(new Date(texts(item, 'pubDate')[0]).getTime()).toBe(
        Math.floor(new Date(expected[i].publish_date).getTime() / 1000) * 1000,
      );
      expect(texts(item, 'description')[0]).not.toBe('');
      expect(texts(item, 'title')[0]).toBe(
        (expected[i].translations.de ?? expected[i].translations.es).title.replace('\u0007', ''),
      );
    }
    for (const story of scheduled) expect(res.body).not.toContain(story.id);
  });

  it('escapes what a story says and shows the Spanish original where a language has no text', async () => {
    const doc = parseXml((await app.get('/cn/rss.xml')).body);
    const tricky = published.find((s) => s.translations.es.title.startsWith('Tom &'));
    const first = Array.from(doc.getElementsByTagName('item')).find(
      (i) => texts(i, 'link')[0] === `${SITE}/cn/story/${tricky?.id}`,
    ) as Element;
    expect(first).toBeDefined();
    expect(texts(first, 'title')).toEqual(['Tom & "Jerry" <b>']);
    expect(texts(first, 'description')).toEqual(['Resumen <i>corto</i> & más']);
    expect(texts(doc.getElementsByTagName('channel')[0], 'language')).toEqual(['zh-CN']);
    expect(texts(first, 'link')[0]).toMatch(new RegExp(`^${SITE}/cn/story/`));
  });

  it('answers 404 for a language the site does not have', async () => {
    expect((await app.get('/xx/rss.xml')).status).toBe(404);
  });
});

describe('/{lang}/manifest.webmanifest', () => {
  it.each([
    ['/ru/manifest.webmanifest', 'ru', '/ru'],
    ['/cn/manifest.webmanifest', 'zh-CN', '/cn'],
    ['/manifest.webmanifest', 'en', '/en'],
  ])("%s names the site in its language and opens that language's home", async (pathname, lang, startUrl) => {
    const res = await app.get(pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(res.body) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    const common = shellCommon(startUrl.slice(1)) as {
      app: { title: string; tagline: string };
      meta: { descriptions: { home: string } };
    };
    expect(manifest).toMatchObject({
      name: `${common.app.title} · ${common.app.tagline}`,
      short_name: common.app.title,
      description: common.meta.descriptions.home,
      lang,
      dir: 'ltr',
      start_url: startUrl,
      scope: '/',
      display: 'standalone',
      theme_color: '#000000',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      'any any',
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // Every icon the manifest names is in the shell's public folder, which the build copies to the site's root.
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(__dirname, '../../public', icon.src))).toBe(true);
  });

  it('answers 404 for a language the site does not have', async () => {
    expect((await app.get('/xx/manifest.webmanifest')).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin pages in every language and names the sitemap', async () => {
    const res = await app.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain('Disallow: /es/admin/nuevo-cuento');
    expect(lines).toContain('Disallow: /de/admin/geschichte-bearbeiten/');
    expect(lines).toContain('Disallow: /admin/new-story');
    expect(lines.filter((l) => l.startsWith('Disallow:')).every((l) => l.includes('/admin/'))).toBe(true);
  });
});

describe('when the database cannot be reached', () => {
  // The data layer retries a failed read a few times (seconds) before giving up.
  it('answers 503 with a retry hint, not an empty feed', async () => {
    const down = await serverFor('http://127.0.0.1:9');
    try {
      for (const res of await Promise.all(['/sitemap.xml', '/en/rss.xml'].map((url) => down.get(url)))) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('60');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.body).not.toContain('<');
      }
    } finally {
      await down.close();
    }
  }, 60_000);
});
