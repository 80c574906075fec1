// Readers in another time zone than the server's: the first visit hydrates the page the server made (never thrown
// away) and then shows the reader's day; from the next visit on, the server renders the reader's own zone.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { TIME_ZONE_COOKIE } from '@tales/shared/boot';
import { storyId } from '@tales/supabase-local/seed/seed-sql';
import { pageHydrated, shellEntryScript } from '../support/hydration';
import { t } from '../support/i18n';
import { seedStory } from '../support/seed';
import { siteConfig } from '../support/session';

// UTC+14: the seed's stories, published at noon UTC, fall on the next day there, so every date on the page moves.
const east = 'Pacific/Kiritimati';
/** The stack's server runs on this machine, in its zone. */
const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone of the page the app hydrated (the shell's mark), or null when it rendered the page afresh. */
function hydratedZone(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('tales:server-page', 'mark')[0] as PerformanceMark | undefined;
    return (mark?.detail as { timeZone?: string } | undefined)?.timeZone ?? null;
  });
}

/**
 * Tags the server's page heading and story body before any app code runs, to tell kept markup from markup rendered
 * anew: a hydrated page keeps its heading, and its story body while the story stays the same.
 */
async function tagServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of document.querySelectorAll('main h1, [data-story-body]')) {
        element.setAttribute('data-from-server', '');
      }
    });
  });
}

const keptHeading = (page: Page) => page.locator('main h1[data-from-server]');
const keptStoryBody = (page: Page) => page.locator('[data-story-body][data-from-server]');

/** Keeps, from the first paint on, each element of the page's main content that a layout shift moved. */
async function recordShiftsInMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { hadRecentInput: boolean; sources: { node: Node | null }[] };
    const moved: string[] = [];
    Object.assign(window, { movedInMain: moved });
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as Shift[]) {
        for (const { node } of shift.hadRecentInput ? [] : shift.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('main')) moved.push(`${element.tagName}: ${element.textContent?.slice(0, 40)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const movedInMain = (page: Page) => page.evaluate(() => (window as unknown as { movedInMain: string[] }).movedInMain);

/** The day of the month `iso` falls on in `zone`. */
const dayIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, day: 'numeric' }).format(new Date(iso));

test.describe(`a reader in ${east}`, () => {
  test.use({ timezoneId: east });

  test("first visit: the server's page is hydrated, then shows the reader's day; the next is rendered for it", async ({
    page,
    context,
  }) => {
    await tagServerMarkup(page);
    // Yesterday's seeded story, out at noon UTC, is dated a day later there at any hour (the story of the day may be
    // today's, out at seed time, which before 10:00 UTC is the same date in both zones).
    await page.goto(`/en/story/${storyId('01.json')}`);
    await pageHydrated(page);
    expect(await hydratedZone(page)).toBe(serverZone);
    // The server's markup is still there: hydrated, not thrown away and rendered again.
    await expect(keptHeading(page)).toHaveCount(1);
    const date = page.locator('time').first();
    const published = (await date.getAttribute('datetime')) ?? '';
    expect(dayIn(published, east)).not.toBe(dayIn(published, serverZone));
    await expect(date).toContainText(new RegExp(`\\b${dayIn(published, east)}(st|nd|rd|th)\\b`));

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === TIME_ZONE_COOKIE)?.value).toBe(encodeURIComponent(east));

    // The next visit: the server (or the service worker's copy, fetched with the cookie) is the reader's zone's.
    const next = await context.newPage();
    await tagServerMarkup(next);
    await next.goto('/en/calendar');
    await pageHydrated(next);
    expect(await hydratedZone(next)).toBe(east);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: east }).format(new Date());
    await expect(next.locator('[aria-current="date"]')).toHaveAttribute('data-day', today);
  });
});

test.describe(`a reader in ${east}, first visit to the calendar`, () => {
  test.use({ timezoneId: east });

  test("the server's month is cut into the reader's days, without asking the API for it again", async ({ page }) => {
    // The story of two days ago, out at noon UTC, is on the next day in the reader's zone, alone there (today's
    // seeded story may come out at seed time, not noon, and share a day with yesterday's there).
    const yesterday = seedStory('02.json');
    const utcNoon = new Date();
    utcNoon.setUTCDate(utcNoon.getUTCDate() - 2);
    utcNoon.setUTCHours(12, 0, 0, 0);
    const readerDay = new Intl.DateTimeFormat('en-CA', { timeZone: east }).format(utcNoon);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/stories')) asked.push(request.url());
    });
    await page.goto(`/en/calendar?month=${readerDay.slice(0, 7)}`);
    await pageHydrated(page);
    expect(await hydratedZone(page)).toBe(serverZone);
    await expect(page.locator(`[data-day="${readerDay}"]`)).toContainText(yesterday.translations.en.title);
    expect(asked).toEqual([]);
  });
});

/** Today's story in `zone`, as the API answers it for a reader there. */
async function storyOfTheDay(request: APIRequestContext, zone: string): Promise<{ id: string; title: string }> {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const response = await request.post(`${supabaseUrl}/rest/v1/rpc/story_of_the_day`, {
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    data: { day, tz: zone },
  });
  expect(response.ok()).toBe(true);
  const [story] = (await response.json()) as { id: string; translations: { en: { title: string } } }[];
  return { id: story.id, title: story.translations.en.title };
}

/** Whether the page asked the API for the story of the day: already, or within the next 3 s. */
async function askedForTheStory(page: Page, asked: string[]): Promise<boolean> {
  if (asked.length > 0) return true;
  return page
    .waitForRequest((request) => request.url().includes('/rest/v1/rpc/story_of_the_day'), { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
}

const west = 'America/Los_Angeles';

test.describe('a reader west of the server', () => {
  test.use({ timezoneId: west });

  test("hydrates the server's page, asks for the story only when the reader's day has another, shows it without moving what is on screen, and gets the page of their zone on the next visit", async ({
    page,
    request,
  }) => {
    // The seed's stories come out at noon UTC and today's at seed time before noon: from 08:00 UTC on, the server's
    // story is also the story of the reader's day here, and the stories around it, handed over with the page, tell
    // the browser so without asking the API. Earlier, the reader's day is still the previous one, and its story is
    // fetched.
    const serverStory = await storyOfTheDay(request, serverZone);
    const readerStory = await storyOfTheDay(request, west);
    const sameStory = serverStory.id === readerStory.id;
    await tagServerMarkup(page);
    await recordShiftsInMain(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/story_of_the_day')) asked.push(request.url());
    });
    await page.goto('/en');
    await pageHydrated(page);
    expect(await hydratedZone(page)).toBe(serverZone);
    await expect(page.getByRole('heading', { name: readerStory.title, exact: true })).toBeVisible();
    expect(await askedForTheStory(page, asked)).toBe(!sameStory);
    // The server's story is kept, or another day's story takes its place without moving what was on screen.
    await expect(keptHeading(page)).toHaveCount(1);
    await expect(keptStoryBody(page)).toHaveCount(sameStory ? 1 : 0);
    expect(await movedInMain(page)).toEqual([]);
    const response = await page.request.get('/en', { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain(`"timeZone":"${west}"`);
  });
});

test.describe("the note that the story is not from the reader's today", () => {
  const DAY = 86_400_000;
  const note = (page: Page) => page.getByRole('note').filter({ hasText: t('en', 'home.not_today_note') });

  test("is in the server's page for a browser whose day has moved on, before any app code runs", async ({ page }) => {
    // The browser's clock two days on: the server's story of the day is not from the browser's today.
    await page.clock.setFixedTime(Date.now() + 2 * DAY);
    await page.route(shellEntryScript, (route) => route.abort());
    await page.goto('/en');
    await expect(note(page)).toBeVisible();
  });

  test.describe(`for a reader in ${east}`, () => {
    test.use({ timezoneId: east });

    test("shows from the first paint as it shows once the page has moved to the reader's day", async ({ page }) => {
      await tagServerMarkup(page);
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const shown = document.querySelector<HTMLElement>('[role="note"][data-published]')?.hidden === false;
          document.documentElement.dataset.noteAtParse = String(shown);
        });
      });
      await page.goto('/en');
      await pageHydrated(page);
      const published = (await page.locator('time').first().getAttribute('datetime')) ?? '';
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: east }).format(new Date());
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: east }).format(new Date(published));
      const expected = day !== today;
      await expect(page.locator('html')).toHaveAttribute('data-note-at-parse', String(expected));
      await expect(note(page)).toBeVisible({ visible: expected });
      await expect(keptHeading(page)).toHaveCount(1);
    });
  });
});
