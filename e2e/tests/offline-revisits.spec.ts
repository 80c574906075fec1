// The service worker: a story already read stays readable with no network (from the device, with a small
// offline notice), one never opened says it needs a connection, and a remote shipped anew runs on the next load
// of a page the worker controls (it never pins the old deploy).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEFAULT_ANON_KEY } from '@tales/supabase-local/config';
import { t } from '../support/i18n';
import { e2ePorts } from '../support/ports';
import { repo, ship, unship } from '../support/ship';

type StoryRow = { id: string; translations: Record<string, { title: string }> };

/** Two published stories, newest first, as any reader may read them. */
async function twoStories(request: APIRequestContext): Promise<[StoryRow, StoryRow]> {
  const response = await request.get(
    `http://127.0.0.1:${e2ePorts.api}/rest/v1/stories?select=id,translations&order=publish_date.desc&limit=2`,
    {
      headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${DEFAULT_ANON_KEY}` },
    },
  );
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as StoryRow[];
  expect(rows).toHaveLength(2);
  return [rows[0], rows[1]];
}

/** Waits until the worker holds the current deploy, using the page's own message and its answer. */
async function keptOnDevice(page: Page, language = 'en'): Promise<void> {
  await page.evaluate(async (lng) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const kept = new Promise((resolve) => {
      channel.port1.onmessage = resolve;
    });
    registration.active?.postMessage({ type: 'tales:keep-deploy', language: lng, account: false }, [channel.port2]);
    await kept;
  }, language);
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('a story already read is shown offline with a notice; one never opened says it needs a connection', async ({
  page,
  context,
  request,
}) => {
  const [read, unread] = await twoStories(request);
  const title = (story: StoryRow) =>
    page.getByRole('article').getByRole('heading', { level: 2, name: story.translations.en.title });

  await page.goto(`/en/story/${read.id}`);
  await expect(title(read)).toBeVisible();
  await keptOnDevice(page);
  // A second visit goes through the worker, which keeps the page as the server answered it.
  await page.reload();
  await expect(title(read)).toBeVisible();
  expect(await controlled(page)).toBe(true);
  await expect(page.getByText(t('en', 'offline.saved_copy'))).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(title(read)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('en', 'offline.saved_copy') })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto(`/en/story/${unread.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'offline.needs_connection_title') })).toBeVisible();
  await expect(page.getByText(t('en', 'offline.needs_connection_text'))).toBeVisible();
  await expect(title(unread)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the page of the visit that installed the worker comes from the device on the next visit, as the server rendered it', async ({
  page,
  context,
  request,
}) => {
  const [read] = await twoStories(request);
  const title = page.getByRole('article').getByRole('heading', { level: 2, name: read.translations.en.title });

  await page.goto(`/en/story/${read.id}`);
  await expect(title).toBeVisible();
  expect(await controlled(page)).toBe(false);
  await keptOnDevice(page);

  await context.setOffline(true);
  const revisit = await page.reload();
  expect(revisit?.fromServiceWorker()).toBe(true);
  // The server's page itself (the story in its markup), not the app's empty index.html rendering from the data cache.
  const served = await revisit?.text();
  const servedTitle = await page.evaluate(
    (html) => new DOMParser().parseFromString(html ?? '', 'text/html').querySelector('article h2')?.textContent,
    served,
  );
  expect(servedTitle).toBe(read.translations.en.title);
  await expect(title).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('en', 'offline.saved_copy') })).toBeVisible();
});

test.describe('a remote shipped anew', () => {
  // One production build of mf-donate runs inside this test.
  test.describe.configure({ timeout: 240_000 });

  test.afterAll(() => unship('mf-donate'));

  test('runs on the next load of a page the worker controls (no stale worker)', async ({ page }) => {
    const donateTexts = path.join(repo, 'mf-donate/locales/en.json');
    const original = fs.readFileSync(donateTexts, 'utf8');
    const title = t('en', 'donate.title');
    const shipped = `${title} — offline-ready ${Date.now().toString(36)}`;

    await page.goto('/en/donate');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await keptOnDevice(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await controlled(page)).toBe(true);

    let version: string;
    try {
      const texts = JSON.parse(original) as { donate: { title: string } };
      texts.donate.title = shipped;
      fs.writeFileSync(donateTexts, `${JSON.stringify(texts, null, 2)}\n`);
      version = ship('mf-donate');
    } finally {
      fs.writeFileSync(donateTexts, original);
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: shipped })).toBeVisible();
    expect(await controlled(page)).toBe(true);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded).toContain(`http://127.0.0.1:${e2ePorts['mf-donate']}/releases/${version}/remoteEntry.js`);
    expect(loaded).not.toContain(`http://127.0.0.1:${e2ePorts['mf-donate']}/remoteEntry.js`);
  });
});

test('the kill switch served as sw.js removes the worker and everything it kept on the next visit', async ({
  page,
}) => {
  const worker = path.join(repo, 'shell/dist/sw.js');
  const real = fs.readFileSync(worker);
  await page.goto('/en/about');
  await keptOnDevice(page);
  await page.reload();
  expect(await controlled(page)).toBe(true);
  expect(await page.evaluate(() => caches.keys())).not.toEqual([]);

  try {
    fs.copyFileSync(path.join(repo, 'shell/dist/sw-kill-switch.js'), worker);
    // The browser checks the worker on this visit; the kill switch takes over and reloads the page itself.
    await page.reload();
    await expect
      .poll(() =>
        page
          .evaluate(async () => ({
            workers: (await navigator.serviceWorker.getRegistrations()).length,
            caches: await caches.keys(),
          }))
          .catch(() => undefined),
      )
      .toEqual({ workers: 0, caches: [] });
  } finally {
    fs.writeFileSync(worker, real);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'about.title') })).toBeVisible();
  expect(await controlled(page)).toBe(false);
});
