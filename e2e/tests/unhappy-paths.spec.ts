// What a reader meets when things go wrong: the API stopped (and back), a corrupt persisted cache, page views
// that fail. Never an endless skeleton, a blank page or an error toast.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { dataKey, obfuscate, PERSIST_STORAGE_KEY, PERSIST_VERSION } from '@tales/shared/data/storage-format';
import { runtimeConfigFile, updateRuntimeConfigFile } from 'shell/server/runtime-config';
import { DEFAULT_ANON_KEY } from '@tales/supabase-local/config';
import { LocalApi } from '../support/local-api';
import { e2eEnv, e2ePorts } from '../support/ports';
import { appHydrated, servePlainShell } from '../support/hydration';
import { t } from '../support/i18n';

const storyTitle = (page: Page) => page.locator('main article h2').first();
const skeleton = (page: Page) => page.locator('main [aria-busy="true"]');

test.describe('the API stopped, then started again', () => {
  test.describe.configure({ mode: 'serial' });
  const api = new LocalApi(`.data/e2e-${e2ePorts.shell}-restartable`);
  let storyId = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await api.start({ fresh: true });
    const res = await fetch(`${api.url}/rest/v1/stories?select=id&order=publish_date.desc&limit=1`, {
      headers: { apikey: DEFAULT_ANON_KEY },
    });
    expect(res.status).toBe(200);
    [{ id: storyId }] = (await res.json()) as { id: string }[];
  });

  const configFile = runtimeConfigFile(path.resolve(__dirname, '../..'), e2eEnv);

  test.afterAll(async () => {
    // Later specs see the stack as it started.
    fs.rmSync(configFile, { force: true });
    await api.stop();
  });

  /**
   * The site talks to the restartable API, the server that renders its pages as well as the browser: the site's
   * runtime config names it; the API itself is real.
   */
  async function useRestartableApi(page: Page): Promise<void> {
    updateRuntimeConfigFile(configFile, { supabaseUrl: api.url });
    // The page's own timers are under the test's control from here (see freezePageTimers).
    await page.clock.install();
  }

  /**
   * Stops the page's clock, so the data layer's one automatic retry can't beat the reader's click: the
   * recovery that follows is the Retry button's doing.
   */
  async function freezePageTimers(page: Page): Promise<void> {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 100);
  }

  /** The page's error message, there instead of a skeleton. */
  async function expectLoadError(page: Page, message: string) {
    const alert = page.getByRole('alert').filter({ hasText: message });
    // The Supabase client retries a read a few times (about 7 s) before it reports the failure.
    await expect(alert).toBeVisible({ timeout: 45_000 });
    await expect(skeleton(page)).toHaveCount(0);
    return alert;
  }

  /** Starts the API again and presses the message's Retry; `recovered` checks the page that follows. */
  async function retryOnceBack(page: Page, alert: Locator, retryLabel: string, recovered: () => Promise<void>) {
    await freezePageTimers(page);
    await api.start();
    await alert.getByRole('button', { name: retryLabel }).click();
    await recovered();
    await expect(alert).toHaveCount(0);
  }

  test('home says the story could not be loaded, and shows it after Retry once the API is back', async ({ page }) => {
    test.setTimeout(150_000);
    await useRestartableApi(page);
    await api.stop();
    await page.goto('/en');
    const alert = await expectLoadError(page, t('en', 'home.error_loading_story'));
    await retryOnceBack(page, alert, t('en', 'home.retry'), async () => {
      await expect(storyTitle(page)).toBeVisible();
    });
  });

  test('the calendar says the month could not be loaded, and shows it after Retry once the API is back', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await useRestartableApi(page);
    await api.stop();
    await page.goto('/es/calendario');
    const alert = await expectLoadError(page, t('es', 'calendar.error_loading'));
    // Not a month of empty days either.
    await expect(page.getByText(t('es', 'calendar.no_story'))).toHaveCount(0);
    await retryOnceBack(page, alert, t('es', 'calendar.retry'), async () => {
      await expect(page.locator('[aria-current="date"] h3 a')).toBeVisible();
    });
    await expect(page.locator('[data-skeleton-card]')).toHaveCount(0);
  });

  test('a story says it could not be loaded (not that it does not exist), and shows after Retry', async ({ page }) => {
    test.setTimeout(150_000);
    await useRestartableApi(page);
    await api.stop();
    await page.goto(`/de/geschichte/${storyId}`);
    const alert = await expectLoadError(page, t('de', 'story_view.error_loading'));
    await expect(page.getByRole('heading', { name: t('de', 'story_view.story_not_found') })).toHaveCount(0);
    await retryOnceBack(page, alert, t('de', 'story_view.retry'), async () => {
      await expect(storyTitle(page)).toBeVisible();
    });
  });
});

test.describe('a corrupt persisted cache', () => {
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  const saved = (data: unknown, savedAt: number) =>
    obfuscate(
      JSON.stringify({ version: PERSIST_VERSION, entries: { [dataKey('storyOfTheDay', [today])]: { data, savedAt } } }),
    );

  /**
   * Loads /en over the stored cache as the plain shell (no server rendering, no data handed over), so the story
   * shown is the one the app in the browser read from the cache or fetched.
   */
  async function loadWithStoredCache(page: Page, stored: string): Promise<Error[]> {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [PERSIST_STORAGE_KEY, stored]);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const storyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/story_of_the_day')) storyRequests.push(request.url());
    });
    await servePlainShell(page, '/en');
    await page.goto('/en');
    await appHydrated(page);
    await expect(storyTitle(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The cache was not trusted: the app asked the API for today's story.
    expect(storyRequests.length).toBeGreaterThan(0);
    return errors;
  }

  test('garbage under the cache key is dropped from storage and the page loads from the API', async ({ page }) => {
    const errors = await loadWithStoredCache(page, '%%% not the cache {');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PERSIST_STORAGE_KEY)).toBeNull();
    expect(errors).toEqual([]);
  });

  for (const [label, stored] of [
    ['a broken story of the day', saved(42, Date.now())],
    ['a story of the day saved "in the future", which would never be refreshed', saved(null, Date.now() + 86_400_000)],
  ]) {
    test(`a cache in the right format with ${label} is not trusted, and the page loads from the API`, async ({
      page,
    }) => {
      const errors = await loadWithStoredCache(page, stored);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a failing page-view call never disturbs the page', () => {
  type Failure = 'answer 500' | 'never connect';

  /** Makes every page-view insert fail; returns the attempts as they happen. */
  async function failPageViews(page: Page, failure: Failure): Promise<string[]> {
    const attempts: string[] = [];
    await page.route('**/rest/v1/rpc/record_page_view*', (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts.push(new URL(route.request().url()).pathname);
      return failure === 'answer 500'
        ? route.fulfill({
            status: 500,
            json: { code: 'XX000', message: 'page views are down', details: null, hint: null },
          })
        : route.abort('connectionrefused');
    });
    return attempts;
  }

  for (const failure of ['answer 500', 'never connect'] as const) {
    test(`page views that ${failure}: the page, its navigation and no toast`, async ({ page }) => {
      const attempts = await failPageViews(page, failure);
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));

      await page.goto('/en');
      await expect(storyTitle(page)).toBeVisible();
      // The app records a page view once it runs: a reader who follows a link before that leaves none.
      await appHydrated(page);
      await page
        .getByRole('link', { name: t('en', 'nav.calendar') })
        .first()
        .click();
      await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
      await page
        .getByRole('link', { name: t('en', 'nav.about') })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: t('en', 'about.title') })).toBeVisible();

      await expect.poll(() => attempts.length).toBe(3);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
