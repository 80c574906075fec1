// Server rendering: what a crawler gets without running JavaScript (the story of the day in every language, a
// story page, the calendar, 404 for unknown paths and stories), and the browser taking the page over without a
// hydration warning (every route kind, two languages, both themes), without asking for the story again, with
// navigation staying in the browser; a remote whose server rendering fails still shows, rendered by the browser.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import type { Language } from '@tales/shared/i18n';
import { pathFor } from '@tales/shared/routing';
import { releasesRoot } from 'shell/server/releases';
import { runtimeConfigFile, updateRuntimeConfigFile } from 'shell/server/runtime-config';
import { t } from '../support/i18n';
import { appHydrated } from '../support/hydration';
import { e2eEnv, e2ePorts } from '../support/ports';
import { seedStory } from '../support/seed';
import { todaysStoryIdIn } from '../support/story-of-the-day';

const repo = path.resolve(__dirname, '../..');
const languages = ['en', 'es', 'pt', 'fr', 'it', 'cn', 'de', 'ru'] as const;
const today = seedStory('00.json');
const firstParagraph = (content: string) => content.split(/\n+/)[0].trim();

/** The page as a crawler fetches it: no JavaScript, status and HTML. */
async function crawl(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

/** The text a reader sees in the markup of `<main>`: tags dropped, entities read. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Today's story id, from the data the home page hands to the browser. */
async function todaysStoryId(request: APIRequestContext): Promise<string> {
  return todaysStoryIdIn((await crawl(request, '/en')).html);
}

test.describe('a crawler without JavaScript', () => {
  for (const lng of languages) {
    test(`/${lng} has the story of the day's title and first paragraph`, async ({ request }) => {
      const { status, html } = await crawl(request, `/${lng}`);
      expect(status).toBe(200);
      const text = mainText(html);
      expect(text).toContain(squash(today.translations[lng].title));
      expect(text).toContain(squash(firstParagraph(today.translations[lng].content)));
      expect(html).toMatch(new RegExp(`<html lang="${lng === 'cn' ? 'zh-CN' : lng}" dir="ltr">`));
    });
  }

  test("a story page has the story's title, text, share tags and alternates", async ({ request }) => {
    const id = await todaysStoryId(request);
    const { status, html } = await crawl(request, pathFor('storyWithId', 'de', { storyId: id }));
    expect(status).toBe(200);
    const text = mainText(html);
    const title = squash(today.translations.de.title);
    expect(text).toContain(title);
    expect(text).toContain(squash(firstParagraph(today.translations.de.content)));
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).toMatch(new RegExp(`<title[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(head).toMatch(/<meta property="og:type" content="article"/);
    expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(head.match(/<link rel="alternate" hreflang="[^"]+"/g)).toHaveLength(9);
  });

  test("the calendar has the month's story titles", async ({ request }) => {
    const { status, html } = await crawl(request, pathFor('calendar', 'es'));
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain(t('es', 'calendar.title'));
    expect(text).toContain(squash(today.translations.es.title));
  });

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    for (const url of ['/en/no-such-page', '/fr/pas/du/tout']) {
      const { status, html } = await crawl(request, url);
      expect(status, url).toBe(404);
      expect(mainText(html)).toContain(t(url.slice(1, 3), 'notFound.title'));
      expect(html).toContain('noindex');
    }
    expect((await crawl(request, '/no-such-page')).status).toBe(404);
  });

  test('an unknown story answers 404 with the not-found page', async ({ request }) => {
    const { status, html } = await crawl(
      request,
      pathFor('storyWithId', 'en', { storyId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(status).toBe(404);
    expect(html).toContain('noindex');
    expect((await crawl(request, pathFor('storyWithId', 'en', { storyId: 'not-a-story' }))).status).toBe(404);
  });

  test('pages carry a Cache-Control a CDN can follow', async ({ request }) => {
    const response = await request.get('/en', { headers: { accept: 'text/html' } });
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  });
});

type Problems = { messages: string[]; storyRequests: string[] };

/** Console errors and warnings, page errors, and every story query the browser sends. */
function watch(page: Page): Problems {
  const problems: Problems = { messages: [], storyRequests: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A not-found page answers 404 on purpose; Chromium reports the document's status.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (/\/rest\/v1\/(stories|rpc\/story_of_the_day)/.test(request.url())) problems.storyRequests.push(request.url());
  });
  return problems;
}

/**
 * Hydration has finished: every element of the page is React's (a boundary still to hydrate has none yet). The
 * resource hints the server puts in (an image's preload link) are not part of the tree.
 */
async function hydrated(page: Page): Promise<void> {
  await appHydrated(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root *:not(link)')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
}

type RouteKind = {
  name: string;
  url: (lng: Language, storyId: string) => string;
  status: number;
  shows: (page: Page, lng: Language) => Locator;
  /** The page's story comes with it: hydration asks for none. */
  storyQueries: (problems: Problems) => string[];
};

const byText = (key: string) => (page: Page, lng: Language) =>
  page.getByRole('main').getByText(t(lng, key), { exact: true }).first();
const none = () => [];
const all = (problems: Problems) => problems.storyRequests;

const routeKinds: RouteKind[] = [
  { name: 'home', url: (lng) => pathFor('home', lng), status: 200, shows: byText('home.title'), storyQueries: all },
  {
    name: 'story',
    url: (lng, storyId) => pathFor('storyWithId', lng, { storyId }),
    status: 200,
    shows: (page, lng) =>
      page.getByRole('main').getByRole('heading', { level: 2, name: today.translations[lng].title }),
    storyQueries: all,
  },
  {
    name: 'genre',
    url: (lng) => pathFor('genre', lng, { genre: today.tags[0] }),
    status: 200,
    shows: (page, lng) =>
      page.getByRole('main').getByRole('heading', { level: 1, name: t(lng, `tags.${today.tags[0]}`) }),
    // The listing comes with the page.
    storyQueries: all,
  },
  {
    name: 'calendar',
    url: (lng) => pathFor('calendar', lng),
    status: 200,
    shows: byText('calendar.title'),
    storyQueries: none,
  },
  { name: 'about', url: (lng) => pathFor('about', lng), status: 200, shows: byText('about.title'), storyQueries: none },
  { name: 'terms', url: (lng) => pathFor('terms', lng), status: 200, shows: byText('terms.title'), storyQueries: none },
  {
    name: 'privacy',
    url: (lng) => pathFor('privacy', lng),
    status: 200,
    shows: byText('privacy.title'),
    storyQueries: none,
  },
  {
    name: 'newsletter',
    url: (lng) => pathFor('newsletter', lng),
    status: 200,
    shows: byText('meta.titles.newsletter'),
    storyQueries: none,
  },
  {
    name: 'donate',
    url: (lng) => pathFor('donate', lng),
    status: 200,
    shows: byText('donate.title'),
    storyQueries: none,
  },
  {
    name: 'not found',
    url: (lng) => `/${lng}/no-such-page`,
    status: 404,
    shows: byText('notFound.title'),
    storyQueries: none,
  },
];

/** Dark as a saved choice, light from the system: the two ways a theme is decided before first paint. */
async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('tales-theme', 'dark'));
  else await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('the browser takes the page over', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const lng of ['en', 'de'] as const) {
      for (const kind of routeKinds) {
        test(`${kind.name} hydrates without a warning (${lng}, ${theme})`, async ({ page, request }) => {
          const url = kind.url(lng, await todaysStoryId(request));
          await useTheme(page, theme);
          const problems = watch(page);
          const response = await page.goto(url);
          expect(response?.status()).toBe(kind.status);
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(kind.shows(page, lng)).toBeVisible();
          expect(problems.messages).toEqual([]);
          expect(kind.storyQueries(problems)).toEqual([]);
        });
      }
    }
  }

  test("on a phone, the story stays where the server's page put it once the shell's code has run", async ({
    browser,
    request,
  }) => {
    const url = pathFor('storyWithId', 'en', { storyId: await todaysStoryId(request) });
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true };
    const storyBox = (page: Page) => page.locator('[data-story-body]').first().boundingBox();
    const serverOnly = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const painted = await serverOnly.newPage();
    await painted.goto(url);
    const before = await storyBox(painted);
    await serverOnly.close();
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.css')) stylesheets.push(r.url());
    });
    await page.goto(url);
    await hydrated(page);
    expect(before).not.toBeNull();
    expect(await storyBox(page)).toEqual(before);
    // The shell's and the reader's styles came inline with the page: their code finds them there and fetches none.
    expect(stylesheets).toEqual([]);
    await context.close();
  });

  test("a content page carries its own styles: on a phone its text stays put, and another page's styles load when the reader opens it", async ({
    browser,
  }) => {
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true };
    const textBox = (page: Page) => page.getByRole('main').locator('p').first().boundingBox();
    const serverOnly = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const painted = await serverOnly.newPage();
    await painted.goto(pathFor('about', 'en'));
    const before = await textBox(painted);
    await serverOnly.close();
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' && new URL(r.url()).port === String(e2ePorts.shell))
        stylesheets.push(new URL(r.url()).pathname);
    });
    await page.goto(pathFor('about', 'en'));
    await hydrated(page);
    expect(before).not.toBeNull();
    expect(await textBox(page)).toEqual(before);
    expect(stylesheets).toEqual([]);
    // The terms page's stylesheet is not in the about page: its chunk loader fetches it on the way there.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('en', 'footer.terms') })
      .click();
    await expect(page.getByRole('main').getByText(t('en', 'terms.title'), { exact: true }).first()).toBeVisible();
    expect(stylesheets).toEqual([expect.stringMatching(/^\/page-terms\.[0-9a-f]+\.css$/)]);
    await context.close();
  });

  test('navigation after hydration stays in the browser', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: t('en', 'nav.label') })
      .getByRole('link', { name: t('en', 'nav.calendar') })
      .click();
    await expect(page).toHaveURL(/\/en\/calendar$/);
    await expect(page.getByRole('main').getByText(t('en', 'calendar.title'), { exact: true })).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('en', 'footer.terms') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'terms.title') })).toBeVisible();
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe('a remote whose server rendering fails', () => {
  const releases = releasesRoot(repo, 'mf-donate', e2eEnv);
  const version = 'server-drill';

  test.afterAll(() => {
    // Later specs see the stack as it started: mf-donate from its dist/, no releases.
    fs.rmSync(runtimeConfigFile(repo, e2eEnv), { force: true });
    fs.rmSync(releases, { recursive: true, force: true });
  });

  test('is rendered by the browser, with status 200 and nothing alarming', async ({ page, request }) => {
    // A copy of mf-donate whose server build throws while rendering its page; its browser build is untouched.
    const out = path.join(releases, version);
    fs.rmSync(out, { recursive: true, force: true });
    fs.cpSync(path.join(repo, 'mf-donate/dist'), out, { recursive: true });
    const serverDir = path.join(out, 'server');
    const patched = fs.readdirSync(serverDir).filter((file) => {
      if (!file.endsWith('.js')) return false;
      const source = fs.readFileSync(path.join(serverDir, file), 'utf8');
      if (!source.includes('function DonatePage(')) return false;
      fs.writeFileSync(
        path.join(serverDir, file),
        source.replace(
          'function DonatePage(',
          "function DonatePage() { throw new Error('server rendering drill'); }\nfunction Unused(",
        ),
      );
      return true;
    });
    expect(patched, 'the server build of the donate page').toHaveLength(1);
    updateRuntimeConfigFile(runtimeConfigFile(repo, e2eEnv), {
      remotes: { donate: `http://127.0.0.1:${e2ePorts['mf-donate']}/releases/${version}/mf-manifest.json` },
    });

    // The server picks the new version up; its page is then left to the browser.
    const donate = pathFor('donate', 'en');
    await expect
      .poll(async () => (await crawl(request, donate)).html.includes('data-dgst="tales-client-render"'), {
        timeout: 20_000,
      })
      .toBe(true);
    const { status, html } = await crawl(request, donate);
    expect(status).toBe(200);
    expect(html).toContain(t('en', 'footer.terms')); // the rest of the page still comes from the server

    const problems = watch(page);
    const response = await page.goto(donate);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'donate.title') })).toBeVisible();
    await expect(page.getByText(t('en', 'remote.unavailable'))).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });
});
