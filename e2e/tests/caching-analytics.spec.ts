// The persisted cache shows today's story on a revisit before (and without) the network, and each
// navigation records exactly one first-party page view.
import { serviceHeaders } from '../support/accounts';
import { expect, test } from '../support/test';
import { e2ePorts } from '../support/ports';
import { appHydrated, servePlainShell } from '../support/hydration';
import { t } from '../support/i18n';

const api = `http://127.0.0.1:${e2ePorts.api}`;

/** How many page views the API holds for a path; throws (never a number) when the count can't be read. */
async function pageViews(path: string): Promise<number> {
  const res = await fetch(`${api}/rest/v1/page_views?select=id&path=eq.${encodeURIComponent(path)}`, {
    method: 'HEAD',
    headers: {
      ...serviceHeaders,
      Prefer: 'count=exact',
    },
  });
  const range = res.headers.get('content-range');
  const total = range?.split('/')[1];
  if (!res.ok || !total || !/^\d+$/.test(total))
    throw new Error(`page view count for ${path} failed: HTTP ${res.status}, Content-Range ${range}`);
  return Number(total);
}

test.describe('the persisted cache', () => {
  // The worker would answer the revisit with the page it kept; here the revisit must come from the app's cache.
  test.use({ serviceWorkers: 'block' });

  test("a revisit shows today's story from the persisted cache, with no story request", async ({ page }) => {
    await page.goto('/en');
    const title = page.locator('main article h2').first();
    await expect(title).toBeVisible();
    const text = await title.textContent();
    // The app holds the story the server handed over once it has taken the page over.
    await appHydrated(page);
    await page.goto('about:blank'); // pagehide flushes the cache to localStorage

    const storyRequests: string[] = [];
    await page.route('**/rest/v1/**', (route) => {
      storyRequests.push(route.request().url());
      return route.abort('connectionrefused');
    });
    // No server rendering and no data handed over: only the browser's persisted cache can show the story.
    await servePlainShell(page, '/en');
    await page.goto('/en');
    await expect(page.locator('main article h2').first()).toHaveText(text ?? '');
    await appHydrated(page);
    expect(storyRequests.filter((url) => url.includes('story_of_the_day'))).toEqual([]);
  });
});

test('each navigation records one page view', async ({ page }) => {
  const before = { home: await pageViews('/de'), about: await pageViews('/de/uber') };
  await page.goto('/de');
  await expect(page.locator('main article').first()).toBeVisible();
  await page
    .getByRole('link', { name: t('de', 'nav.about') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('de', 'about.title') })).toBeVisible();
  await expect.poll(() => pageViews('/de/uber')).toBe(before.about + 1);
  expect(await pageViews('/de')).toBe(before.home + 1);
});
