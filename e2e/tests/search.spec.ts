// Search: the header's field leads to the server-rendered results of the page's language (English, and Chinese
// without JavaScript), matched words marked; result pages are kept from search engines; a hostile or
// too long query gets a clear page, never a server error; a scheduled story is never found; no WCAG A/AA
// violations, light or dark.
import AxeBuilder from '@axe-core/playwright';
import { serviceHeaders } from '../support/accounts';
import { expect, test, type APIRequestContext } from '../support/test';
import { pathFor } from '@tales/shared/routing';
import { insertScheduledStory } from '../support/admin';
import { appHydrated, markDocument } from '../support/hydration';
import { t } from '../support/i18n';
import { e2ePorts } from '../support/ports';
import { ADMIN, passwordSession } from '../support/session';

const api = `http://127.0.0.1:${e2ePorts.api}`;
const DAY = 86_400_000;

/**
 * A word of letters no story holds, new on every run (the server keeps answers for up to a minute). It ends in
 * "ton", so English stems it and its plural alike whatever the random letters are.
 */
const freshWord = (): string =>
  `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}ton`;
/** Two Han characters in a row, new on every run. */
const freshChineseWord = (): string =>
  Array.from({ length: 2 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');

const word = freshWord();
const chinese = freshChineseWord();
let ids: string[] = [];

async function crawl(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

test.beforeAll(async ({ request }) => {
  const response = await request.post(`${api}/rest/v1/stories`, {
    headers: { ...serviceHeaders, 'content-type': 'application/json', prefer: 'return=representation' },
    data: [
      {
        translations: {
          es: { title: `El faro ${word}`, content: `Había una vez un faro ${word}.`, summary: '' },
          en: {
            title: `The ${word} lighthouse`,
            content: `Once upon a time a keeper lit the ${word} lamp every night.`,
            summary: 'A keeper and the sea.',
          },
          ru: { title: `Маяк ${word}`, content: `Жил-был смотритель маяка ${word}.`, summary: '' },
          cn: { title: `灯塔${chinese}`, content: `从前有一位守塔人，他的名字叫${chinese}先生。`, summary: '' },
        },
        author: 'E2E Search',
        tags: ['adventure'],
        hashtags: [],
        publish_date: new Date(Date.now() - 4000 * DAY).toISOString(),
        read_time: 1,
      },
    ],
  });
  expect(response.ok()).toBe(true);
  ids = ((await response.json()) as { id: string }[]).map((row) => row.id);
});

test.afterAll(async ({ request }) => {
  if (ids.length === 0) return;
  const response = await request.delete(`${api}/rest/v1/stories?id=in.(${ids.join(',')})`, { headers: serviceHeaders });
  expect(response.ok()).toBe(true);
});

test('the header field searches in English: the server renders the results, matched words marked', async ({ page }) => {
  await page.goto('/en');
  await appHydrated(page);
  const field = page.getByRole('search', { name: t('en', 'nav.search_label') }).getByRole('searchbox');
  await field.fill(`${word}s`);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/search\\?q=${word}s$`));
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'search.heading') })).toBeVisible();
  const results = page.getByRole('list', { name: t('en', 'search.heading') });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  const link = results.getByRole('link', { name: `The ${word} lighthouse` });
  await expect(link).toHaveAttribute('href', `/en/story/${ids[0]}`);
  await expect(results.locator('mark')).toHaveText([word, word]);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`1 story matches “${word}s”`);
  await expect(page).toHaveTitle(`${t('en', 'meta.titles.search')} · ${t('en', 'app.title')}`);
  // The page's own field searches again within the app.
  const sameDocument = await markDocument(page);
  const again = page.getByRole('main').getByRole('searchbox');
  await expect(again).toHaveValue(`${word}s`);
  await again.fill('zzzzqqqq');
  await again.press('Enter');
  await expect(page.getByRole('main')).toContainText(t('en', 'search.no_results').replace('{{q}}', 'zzzzqqqq'));
  expect(await sameDocument()).toBe(true);
});

test('the header field searches in Chinese without JavaScript: the server renders the results', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cn');
  const field = page.getByRole('search', { name: t('cn', 'nav.search_label') }).getByRole('searchbox');
  await field.fill(chinese);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cn/search\\?q=${encodeURIComponent(chinese)}$`));
  const results = page.getByRole('list', { name: t('cn', 'search.heading') });
  await expect(results.getByRole('link', { name: `灯塔${chinese}` })).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(chinese);
  await context.close();
});

test("a Russian result page is in the server's HTML, kept from search engines and out of the sitemap", async ({
  request,
}) => {
  const url = `${pathFor('search', 'ru')}?q=${encodeURIComponent(`маяки ${word}`)}`;
  const { status, html } = await crawl(request, url);
  expect(status).toBe(200);
  const main = mainOf(html);
  // The title's words, each found through its Russian stem, between <mark> tags.
  expect(main).toMatch(new RegExp(`<mark[^>]*>Маяк</mark> <mark[^>]*>${word}</mark>`));
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  expect(head).toMatch(/<meta name="robots" content="noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/search');
  expect(sitemap).not.toContain('/buscar');
});

test('a hostile or too long query gets a clear page, never a server error', async ({ request }) => {
  const cases: [string, string][] = [
    [
      '<script>alert(1)</script>',
      t('en', 'search.no_results').replace('{{q}}', '&lt;script&gt;alert(1)&lt;/script&gt;'),
    ],
    ["' OR 1=1 --", t('en', 'search.no_results').replace('{{q}}', '&#x27; OR 1=1 --')],
    ['&|!:*()', t('en', 'search.no_results').replace('{{q}}', '&amp;|!:*()')],
    ['the of and', t('en', 'search.no_results').replace('{{q}}', 'the of and')],
    ['x'.repeat(10_240), t('en', 'search.too_long').replace('{{max}}', '200')],
    ['\u0000', t('en', 'search.prompt')],
  ];
  for (const [q, text] of cases) {
    const { status, html } = await crawl(request, `/en/search?q=${encodeURIComponent(q)}`);
    expect(status, q.slice(0, 20)).toBeLessThan(500);
    expect([200, 400], q.slice(0, 20)).toContain(status);
    expect(mainOf(html), q.slice(0, 20)).toContain(text);
    expect(html).not.toContain('<script>alert(1)</script>');
  }
});

test('a scheduled story is never found by a reader', async ({ request }) => {
  const secret = freshWord();
  const token = String((await passwordSession(request, ADMIN)).access_token);
  await insertScheduledStory(request, token, `Programado ${secret}`, 3);
  for (const lng of ['en', 'es', 'ru'] as const) {
    const { status, html } = await crawl(request, `${pathFor('search', lng)}?q=${secret}`);
    expect(status).toBe(200);
    expect(html).not.toContain(`Programado`);
    expect(mainOf(html)).toContain(t(lng, 'search.no_results_hint'));
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`a result page has no WCAG A/AA violations (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await page.goto(`/en/search?q=${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appHydrated(page);
    await expect(page.locator('mark').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
}
