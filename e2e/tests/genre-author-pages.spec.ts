// Genre and author pages: what a crawler gets (the list in the server's HTML, head tags, 404 for an unknown genre
// or author, never a scheduled story), the story page's genre badge leading to its genre page in the browser, the
// pager with and without JavaScript, the sitemap naming the pages, and no WCAG A/AA violations, light or dark.
import AxeBuilder from '@axe-core/playwright';
import { serviceHeaders } from '../support/accounts';
import { expect, test, type APIRequestContext } from '../support/test';
import { languages } from '@tales/shared/i18n/languages';
import { pathFor } from '@tales/shared/routing';
import { insertScheduledStory } from '../support/admin';
import { appHydrated, markDocument, pageHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import { e2ePorts } from '../support/ports';
import { seedStory } from '../support/seed';
import { ADMIN, passwordSession } from '../support/session';
import { todaysStoryIdIn } from '../support/story-of-the-day';

const api = `http://127.0.0.1:${e2ePorts.api}`;
const DAY = 86_400_000;
const today = seedStory('00.json');
/** Today's first genre: its page's newest story is today's. */
const genre = today.tags[0];

/** The page as a crawler fetches it: no JavaScript, status and HTML. */
async function crawl(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `count` published stories by `author`, far in the past (no month a journey looks at), written as the service. */
async function insertPublished(request: APIRequestContext, author: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    translations: Object.fromEntries(
      languages.map((l) => [l, { title: `${author} ${i} (${l})`, content: 'Había una vez.', summary: '' }]),
    ),
    author,
    tags: ['space'],
    hashtags: [],
    publish_date: new Date(Date.now() - (3000 + i) * DAY).toISOString(),
    read_time: 1,
  }));
  const response = await request.post(`${api}/rest/v1/stories`, {
    headers: { ...serviceHeaders, 'content-type': 'application/json', prefer: 'return=representation' },
    data: rows,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }[]).map((row) => row.id);
}

/** Today's story id, from the data the home page hands to the browser. */
async function todaysStoryId(request: APIRequestContext): Promise<string> {
  return todaysStoryIdIn((await crawl(request, '/en')).html);
}

async function deleteStories(request: APIRequestContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const response = await request.delete(`${api}/rest/v1/stories?id=in.(${ids.join(',')})`, { headers: serviceHeaders });
  expect(response.ok()).toBe(true);
}

test.describe('a crawler without JavaScript', () => {
  for (const lng of ['en', 'ru'] as const) {
    test(`/${lng}'s genre page has its name, its newest story and its head tags in the server's HTML`, async ({
      request,
    }) => {
      const url = pathFor('genre', lng, { genre });
      const { status, html } = await crawl(request, url);
      expect(status).toBe(200);
      const main = mainOf(html);
      const name = t(lng, `tags.${genre}`);
      expect(main).toMatch(new RegExp(`<h1[^>]*>${escaped(name)}</h1>`));
      expect(main).toContain(escaped(today.translations[lng].title));
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      expect(head).toContain(`>${escaped(`${name} · ${t(lng, 'meta.titles.genre')} · ${t(lng, 'app.title')}`)}`);
      expect(head).toMatch(/<meta name="robots" content="index,follow/);
      expect(head).toContain(`rel="canonical" href="http://127.0.0.1:${e2ePorts.shell}${url}"`);
      expect(head.match(/<link rel="alternate" hreflang="[^"]+"/g)).toHaveLength(9);
    });
  }

  test('an unknown genre, and an author without a published story, answer 404 with the not-found page', async ({
    request,
  }) => {
    for (const url of [
      pathFor('genre', 'ru', { genre: 'cooking' }),
      pathFor('genre', 'es', { genre: 'cocina' }),
      pathFor('author', 'en', { author: `Nobody ${Date.now()}` }),
      pathFor('author', 'cn', { author: 'Anonymous' }),
    ]) {
      const { status, html } = await crawl(request, url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('noindex');
    }
  });

  test('a scheduled story is on no genre or author page', async ({ request }) => {
    const title = `Programado ${Date.now()}`;
    const token = String((await passwordSession(request, ADMIN)).access_token);
    await insertScheduledStory(request, token, title, 3);
    // The story's genre has published stories: its page is there, without the scheduled one.
    const fable = await crawl(request, pathFor('genre', 'en', { genre: 'fable' }));
    expect(fable.status).toBe(200);
    expect(fable.html).not.toContain(title);
    const ru = await crawl(request, pathFor('genre', 'ru', { genre: 'fable' }));
    expect(ru.html).not.toContain(title);
    // Its author has nothing published.
    const author = await crawl(request, pathFor('author', 'en', { author: 'E2E' }));
    expect(author.html).not.toContain(title);
  });

  test('the sitemap names the genre pages of published stories in every language', async ({ request }) => {
    const body = await (await request.get('/sitemap.xml')).text();
    const site = `http://127.0.0.1:${e2ePorts.shell}`;
    for (const lng of ['en', 'es', 'ru', 'cn'] as const)
      expect(body).toContain(`<loc>${site}${pathFor('genre', lng, { genre })}</loc>`);
  });
});

test.describe('in the browser', () => {
  test("a story's genre badge leads to its genre page, in the page's language, without leaving the app", async ({
    page,
    request,
  }) => {
    await page.goto(pathFor('storyWithId', 'ru', { storyId: await todaysStoryId(request) }));
    // The badge is the reader's: until its part of the page has hydrated, a click loads the next page whole.
    await pageHydrated(page);
    const sameDocument = await markDocument(page);
    const genres = page.getByRole('list', { name: t('ru', 'story.tags_label') });
    await genres.getByRole('link', { name: t('ru', `tags.${genre}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/genre/${genre}$`));
    await expect(page.getByRole('heading', { level: 1, name: t('ru', `tags.${genre}`) })).toBeVisible();
    await expect(page.getByRole('link', { name: today.translations.ru.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t('ru', `tags.${genre}`)} · `));
    expect(await sameDocument()).toBe(true);
  });

  test("an author's pages: twelve stories a page, newest first, the next page by the pager, with and without JavaScript", async ({
    browser,
    page,
    request,
  }) => {
    const author = `Pager ${Date.now()}`;
    const ids = await insertPublished(request, author, 13);
    try {
      const url = pathFor('author', 'en', { author });
      await page.goto(url);
      await pageHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: author })).toBeVisible();
      const list = page.getByRole('list', { name: author });
      await expect(list.getByRole('listitem')).toHaveCount(12);
      await expect(list.getByRole('link').first()).toHaveText(`${author} 0 (en)`);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await expect(pager.getByText('Page 1 of 2')).toBeVisible();
      const sameDocument = await markDocument(page);
      await pager.getByRole('link', { name: 'Older stories' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?page=2$`));
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('link')).toHaveText(`${author} 12 (en)`);
      await expect(pager.getByText('Page 2 of 2')).toBeVisible();
      expect(await sameDocument()).toBe(true);
      await pager.getByRole('link', { name: 'Newer stories' }).click();
      await expect(list.getByRole('listitem')).toHaveCount(12);

      // The pager is plain links: without JavaScript it leads to the server's next page.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(pathFor('author', 'ru', { author }));
      await plain
        .getByRole('navigation', { name: t('ru', 'listing.pages_label') })
        .getByRole('link')
        .click();
      await expect(plain).toHaveURL(/\?page=2$/);
      await expect(plain.getByRole('list', { name: author }).getByRole('link')).toHaveText(`${author} 12 (ru)`);
      await context.close();
    } finally {
      await deleteStories(request, ids);
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a genre page has no WCAG A/AA violations (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await page.goto(pathFor('genre', 'en', { genre }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appHydrated(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
}
