// Readers in another time zone than the server's: the first visit hydrates the page the server made (never thrown
// away) and then shows the reader's day; from the next visit on, the server renders the reader's own zone.
import { expect, test, type Page } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '@tales/shared/boot';
import { pageHydrated } from '../support/hydration';

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

/** Tags the server's story body before any app code runs, to tell kept markup from markup rendered anew. */
async function tagServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const body = document.querySelector('[data-story-body]');
      if (body && document.readyState === 'interactive') body.setAttribute('data-from-server', '');
    });
  });
}

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
    await page.goto('/en');
    await pageHydrated(page);
    expect(await hydratedZone(page)).toBe(serverZone);
    // The server's markup is still there: hydrated, not thrown away and rendered again.
    await expect(page.locator('[data-story-body][data-from-server]')).toHaveCount(1);
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

test.describe('a reader west of the server', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("keeps the server's markup on the first visit and gets the page of their zone on the next", async ({ page }) => {
    await tagServerMarkup(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/story_of_the_day')) asked.push(request.url());
    });
    await page.goto('/en');
    await pageHydrated(page);
    await expect(page.locator('[data-story-body][data-from-server]')).toHaveCount(1);
    // The seed's stories come out at noon UTC, so the server's story is also the story of the reader's day here: the
    // stories around it, handed over with the page, tell the browser so, and it asks the API for nothing.
    const askedLater = await page
      .waitForRequest((request) => request.url().includes('/rest/v1/rpc/story_of_the_day'), { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    expect(askedLater).toBe(false);
    expect(asked).toEqual([]);
    const response = await page.request.get('/en', { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('"timeZone":"America/Los_Angeles"');
  });
});
