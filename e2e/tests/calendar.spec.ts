// Journeys for mf-calendar: today's ring, month navigation kept in the URL (also before the app has started),
// fallback for a bad month.
import { expect, test } from '../support/test';
import { appHydrated, servePlainShell, shellEntryScript } from '../support/hydration';
import { t } from '../support/i18n';
import { seedStory } from '../support/seed';

const pad = (n: number) => String(n).padStart(2, '0');
const monthParam = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

// The browser renders these pages (the server's calendar is server-rendering.spec's).
test("the current month rings today, with today's story", async ({ page }) => {
  await servePlainShell(page, '/en/calendar');
  await page.goto('/en/calendar');
  await appHydrated(page);
  const now = new Date();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(now.getFullYear()));
  const todayCard = page.locator('[aria-current="date"]');
  await expect(todayCard).toHaveCount(1);
  await expect(todayCard.getByRole('link', { name: seedStory('00.json').translations.en.title })).toBeVisible();
  const days = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  await expect(page.locator('[data-day]')).toHaveCount(days);
});

test('previous and next month move the calendar and the URL; a reload keeps the month', async ({ page }) => {
  await page.goto('/de/kalender');
  await appHydrated(page);
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: t('de', 'calendar.previous_month') }).click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${monthParam(previous)}$`));
  await expect(page.locator('[data-day] h3 a').first()).toBeVisible();
  // The app showed the month in place: the buttons' form did not load a new page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.reload();
  await expect(page.locator(`[data-day="${monthParam(previous)}-01"]`)).toBeVisible();
  await page.getByRole('button', { name: t('de', 'calendar.next_month') }).click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${monthParam(now)}$`));
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
});

test.describe('before the app has started', () => {
  // The page as the server sent it, with none of the app's code (blocked): no service worker may answer instead.
  test.use({ serviceWorkers: 'block' });

  test("the month buttons load the other month's page", async ({ page }) => {
    await page.route(shellEntryScript, (route) => route.abort());
    await page.goto('/de/kalender');
    const now = new Date();
    const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    await page.getByRole('button', { name: t('de', 'calendar.previous_month') }).click();
    await expect(page).toHaveURL(new RegExp(`/de/kalender\\?month=${monthParam(previous)}$`));
    await expect(page.locator(`[data-day="${monthParam(previous)}-01"]`)).toBeVisible();
    await page.getByRole('button', { name: t('de', 'calendar.next_month') }).click();
    await expect(page).toHaveURL(new RegExp(`\\?month=${monthParam(now)}$`));
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
  });
});

test('an invalid month in the URL shows the current month', async ({ page }) => {
  await servePlainShell(page, '/en/calendar');
  await page.goto('/en/calendar?month=2021-13');
  await appHydrated(page);
  await expect(page.locator(`[data-day="${monthParam(new Date())}-01"]`)).toBeVisible();
});

test('a month to come says its stories are coming; the month fits in about two screens, with no row of one day', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const now = new Date();
  const ahead = new Date(now.getFullYear() + 1, 2, 1); // March: 31 days, the case that left the 31st alone
  await page.goto(`/en/calendar?month=${monthParam(ahead)}`);
  const days = page.locator('[data-day]');
  await expect(days).toHaveCount(31);
  await expect(page.getByText(t('en', 'calendar.coming'))).toHaveCount(31);
  await expect(page.getByText(t('en', 'calendar.no_story'))).toHaveCount(0);
  // Rows by their top edge: none holds a single card.
  const tops = await days.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  const perRow = new Map<number, number>();
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
  expect([...perRow.values()].filter((count) => count === 1)).toEqual([]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(2.2 * 900);
});

test('a month without stories shows the no-story text on every day', async ({ page }) => {
  await servePlainShell(page, '/en/calendar');
  await page.goto('/en/calendar?month=2001-02');
  await appHydrated(page);
  await expect(page.locator('[data-day]')).toHaveCount(28);
  await expect(page.getByText(t('en', 'calendar.no_story'))).toHaveCount(28);
});
