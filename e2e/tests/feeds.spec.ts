// What a crawler or a feed reader gets from the shell's server, without running any JavaScript: robots.txt,
// the sitemap and the RSS feeds, checked against the stories the database holds. Then, in a browser, the page
// head that links them.
import { serviceHeaders } from '../support/accounts';
import { expect, test, type APIRequestContext } from '../support/test';
import { JSDOM } from 'jsdom';
import { e2ePorts } from '../support/ports';

const site = `http://127.0.0.1:${e2ePorts.shell}`;
const api = `http://127.0.0.1:${e2ePorts.api}`;
const XHTML = 'http://www.w3.org/1999/xhtml';
const ATOM = 'http://www.w3.org/2005/Atom';

type Row = {
  id: string;
  publish_date: string;
  author: string;
  tags: string[];
  translations: Record<string, { title: string } | undefined>;
};

/** Stories as the database holds them (service role: scheduled ones too), newest first. */
async function stories(request: APIRequestContext, filter: string): Promise<Row[]> {
  const res = await request.get(
    `${api}/rest/v1/stories?select=id,publish_date,author,tags,translations&${filter}&order=publish_date.desc`,
    {
      headers: serviceHeaders,
    },
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as Row[];
}

function parseXml(text: string): Document {
  const doc = new JSDOM(text, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** An XML element's attribute (parsed XML, not a page: nothing to wait for). */
const attribute = (element: Element, name: string) => element.getAttribute(name);
const texts = (node: Document | Element, tag: string) =>
  Array.from(node.getElementsByTagName(tag), (e) => e.textContent ?? '');

test('robots.txt lets crawlers in, keeps them out of admin pages and points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await res.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  expect(lines).toContain('Disallow: /en/admin/new-story');
  expect((await request.get(lines.find((l) => l.startsWith('Sitemap: '))!.slice('Sitemap: '.length))).status()).toBe(
    200,
  );
});

test('the sitemap lists every public page, every published story, genre and author in eight languages, no scheduled one', async ({
  request,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers()['cache-control']).toMatch(/max-age=60/);
  const body = await res.text();
  const asked = new Date().toISOString();
  const [published, scheduled] = await Promise.all([
    stories(request, `publish_date=lte.${asked}`),
    stories(request, `publish_date=gt.${asked}`),
  ]);
  expect(published.length).toBeGreaterThanOrEqual(45);
  expect(scheduled.length).toBeGreaterThanOrEqual(2);

  const doc = parseXml(body);
  const locs = texts(doc, 'loc');
  for (const page of [
    '/en',
    '/es/calendario',
    '/fr/a-propos',
    '/de/spenden',
    '/it/termini',
    '/pt/privacidade',
    '/cn/calendar',
    '/ru/about',
  ])
    expect(locs).toContain(`${site}${page}`);
  for (const story of published) {
    for (const path of [
      `/en/story/${story.id}`,
      `/es/cuento/${story.id}`,
      `/pt/historia/${story.id}`,
      `/fr/histoire/${story.id}`,
      `/it/storia/${story.id}`,
      `/de/geschichte/${story.id}`,
      `/cn/story/${story.id}`,
      `/ru/story/${story.id}`,
    ]) {
      expect(locs).toContain(`${site}${path}`);
    }
  }
  for (const story of scheduled) expect(body).not.toContain(story.id);
  // Each genre and each named author of a published story has a page.
  const genres = new Set(published.flatMap((story) => story.tags));
  const authors = new Set(published.map((story) => story.author).filter((a) => !/^(anonymous|an[oó]nimo)?$/i.test(a)));
  for (const genre of genres) expect(locs).toContain(`${site}/pt/genero/${genre}`);
  for (const author of authors) expect(locs).toContain(`${site}/fr/auteur/${encodeURIComponent(author)}`);
  expect(locs).toHaveLength((6 + published.length + genres.size + authors.size) * 8);
  for (const url of Array.from(doc.getElementsByTagName('url'))) {
    const hreflangs = Array.from(url.getElementsByTagNameNS(XHTML, 'link'), (l) => attribute(l, 'hreflang'));
    expect(hreflangs.sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt', 'ru', 'x-default', 'zh-CN']);
  }
  // A story page the sitemap names is a page the site serves to a crawler asking for HTML.
  const storyPage = await request.get(`${site}/de/geschichte/${published[0].id}`, { headers: { accept: 'text/html' } });
  expect(storyPage.status()).toBe(200);
  expect(storyPage.headers()['content-type']).toMatch(/^text\/html/);
});

for (const lng of ['en', 'cn'] as const) {
  test(`/${lng}/rss.xml is RSS 2.0 with the latest 20 published stories in ${lng}`, async ({ request }) => {
    const res = await request.get(`/${lng}/rss.xml`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const body = await res.text();
    const asked = new Date().toISOString();
    const [published, scheduled] = await Promise.all([
      stories(request, `publish_date=lte.${asked}`),
      stories(request, `publish_date=gt.${asked}`),
    ]);

    const doc = parseXml(body);
    expect(doc.documentElement.localName).toBe('rss');
    expect(attribute(doc.documentElement, 'version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    expect(texts(channel, 'link')[0]).toBe(`${site}/${lng}`);
    expect(texts(channel, 'language')).toEqual([lng === 'cn' ? 'zh-CN' : 'en']);
    expect(attribute(channel.getElementsByTagNameNS(ATOM, 'link')[0], 'href')).toBe(`${site}/${lng}/rss.xml`);
    const items = Array.from(doc.getElementsByTagName('item'));
    const latest = published.slice(0, 20);
    expect(items).toHaveLength(20);
    expect(items.map((item) => texts(item, 'title')[0])).toEqual(
      latest.map((s) => s.translations[lng]?.title || s.translations.es?.title),
    );
    expect(items.map((item) => texts(item, 'link')[0])).toEqual(latest.map((s) => `${site}/${lng}/story/${s.id}`));
    for (const [i, item] of items.entries()) {
      expect(texts(item, 'guid')).toEqual([`${site}/${lng}/story/${latest[i].id}`]);
      expect(texts(item, 'description')[0].length).toBeGreaterThan(0);
      expect(new Date(texts(item, 'pubDate')[0]).getTime()).toBe(
        Math.floor(new Date(latest[i].publish_date).getTime() / 1000) * 1000,
      );
    }
    for (const story of scheduled) expect(body).not.toContain(story.id);
  });
}

test('every page links its language’s feed and names itself in all eight languages', async ({ page, request }) => {
  const [story] = await stories(request, `publish_date=lte.${new Date().toISOString()}`);
  await page.goto(`/fr/histoire/${story.id}`);
  await expect(page).toHaveTitle(`${story.translations.fr?.title ?? story.translations.es?.title} · Tales`);
  const head = page.locator('head');
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/fr/histoire/${story.id}`);
  await expect(head.locator('link[rel="alternate"][hreflang]')).toHaveCount(9);
  const feed = head.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute('href', `${site}/fr/rss.xml`);
  expect((await request.get((await feed.getAttribute('href'))!)).status()).toBe(200);
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
});

test('the site installs: the head links a manifest in the reader’s language whose icons load, and the footer links the feed', async ({
  page,
  request,
}) => {
  await page.goto('/ru');
  const manifestLink = page.locator('head link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/ru/manifest.webmanifest');
  const answer = await request.get(`${site}/ru/manifest.webmanifest`);
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; type: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'ru', start_url: '/ru', display: 'standalone' });
  expect(manifest.name).toMatch(/Tales/);
  for (const icon of manifest.icons) {
    const file = await request.get(`${site}${icon.src}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
  }
  expect((await request.get(`${site}/manifest.webmanifest`)).status()).toBe(200);

  const feed = page.getByRole('contentinfo').getByRole('link', { name: 'RSS-лента' });
  await expect(feed).toHaveAttribute('href', '/ru/rss.xml');
  const rss = await request.get(`${site}/ru/rss.xml`);
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
});
