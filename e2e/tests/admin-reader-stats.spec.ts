// The admin's readers' figures after a week of page views: the tables under the charts carry the seeded counts
// per day, per language and per page, and the week's most read story by its title, in English and in Russian;
// the 30/90 days switch; readers are sent home without a byte of mf-admin and refused the figures by the API (403);
// no WCAG A/AA violations, light or dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { t } from '../support/i18n';
import { deleteStoryRow, insertScheduledStory, watchAdminRemote } from '../support/admin';
import { insertPageViews, type SeededView } from '../support/page-views';
import { confirmedSubscriber } from '../support/newsletter';
import { ADMIN, READER, passwordSession, signInContext, siteConfig } from '../support/session';
import { apiUrl } from '../support/accounts';
import { DEFAULT_DONATION_WEBHOOK_TOKEN } from '@tales/supabase-local/config';

const DAY = 86_400_000;
const ZONE = 'UTC';
type Stats = { perLanguage: { language: string; views: number }[]; perPage: { page: string; views: number }[] };

/** The figures as the API gives them to `token`'s holder: its status and its answer. */
async function readerStats(request: APIRequestContext, token: string, days = 30) {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const response = await request.post(`${supabaseUrl}/rest/v1/rpc/reader_stats`, {
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { days, tz: ZONE },
  });
  return { status: response.status(), body: (await response.json()) as unknown };
}

/** Confirmed subscribers per language, as the admin's API call gives them. */
async function confirmedSubscribers(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const response = await request.post(`${supabaseUrl}/rest/v1/rpc/newsletter_stats`, {
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { confirmed: Record<string, number> }).confirmed;
}

/** A donation as the tip-jar service posts it (Ko-fi's form with its JSON in `data`). */
async function donate(request: APIRequestContext, amount: string, currency: string): Promise<void> {
  const data = {
    verification_token: DEFAULT_DONATION_WEBHOOK_TOKEN,
    message_id: `stats-${Date.now().toString(36)}`,
    timestamp: new Date().toISOString(),
    type: 'Donation',
    from_name: 'Lector',
    amount,
    currency,
    email: `lector-${Date.now().toString(36)}@mail.tales.local`,
  };
  const response = await request.post(`${apiUrl}/functions/v1/donation-webhook`, {
    form: { data: JSON.stringify(data) },
  });
  expect(response.status()).toBe(200);
}

/** The calendar day `daysAgo` days before today (UTC), as `yyyy-MM-dd`. */
const dayKey = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/** A table's rows as cell texts, by its caption. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeAttached();
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

test('an admin reads a seeded week of page views in the charts’ tables, in English and Russian, over 30 and 90 days', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000); // a seed, then three openings of the page, each with its seven figures
  const context = await browser.newContext({ timezoneId: ZONE });
  const token = await signInContext(context, request, ADMIN);
  // The journeys before this one record views of their own (today, at the server's time): the language and page
  // counts are compared with the figures before the seed; the days before today hold the seeded views only.
  const before = (await readerStats(request, token)).body as Stats;
  const germanBefore = before.perLanguage.find((entry) => entry.language === 'de')?.views ?? 0;
  const storyViewsBefore = before.perPage.find((entry) => entry.page === 'Story View')?.views ?? 0;

  // A story of long ago (today's and yesterday's stories are other journeys'), read in German on each of the six
  // days before today: 5 times six days ago up to 30 times yesterday, 105 views in all.
  const title = `Leser ${Date.now()}`;
  const storyId = await insertScheduledStory(request, token, title, -1500);
  const perDay = [1, 2, 3, 4, 5, 6].map((daysAgo) => ({ daysAgo, views: (7 - daysAgo) * 5 }));
  const views: SeededView[] = perDay.flatMap(({ daysAgo, views: n }) =>
    Array.from({ length: n }, () => ({
      title: 'Story View',
      path: `/de/geschichte/${storyId}`,
      language: 'de',
      created_at: `${dayKey(daysAgo)}T12:00:00Z`,
    })),
  );
  await insertPageViews(views);
  // A donation in a currency no other journey gives, and a new Italian subscriber.
  await donate(request, '4.50', 'CHF');
  const italianBefore = (await confirmedSubscribers(request, token)).it ?? 0;
  await confirmedSubscriber(`lettore-${Date.now().toString(36)}@mail.tales.local`, 'it');

  try {
    const page = await context.newPage();
    await page.goto('/en/admin/readers');
    await expect(page.getByRole('heading', { level: 1, name: 'Readers' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(
      page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Readers' }),
    ).toHaveAttribute('aria-current', 'page');

    const longDay = new Intl.DateTimeFormat('en', {
      timeZone: 'UTC',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    const days = await tableRows(page, 'Page views per day, last 30 days');
    expect(days).toHaveLength(31);
    for (const { daysAgo, views: n } of perDay)
      expect(days).toContainEqual([longDay.format(new Date(`${dayKey(daysAgo)}T00:00:00Z`)), String(n)]);
    expect(await tableRows(page, 'Page views per language')).toContainEqual(['German', String(germanBefore + 105)]);
    expect(await tableRows(page, 'Page views per page')).toContainEqual(['Story', String(storyViewsBefore + 105)]);
    expect((await tableRows(page, 'Most read stories, last 7 days'))[1]).toEqual([`${title} (en)`, '105']);
    const thisMonth = new Intl.DateTimeFormat('en', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    const chf = new Intl.NumberFormat('en', { style: 'currency', currency: 'CHF' }).format(4.5);
    expect(await tableRows(page, 'Donations per month')).toContainEqual([thisMonth, chf, '1']);
    expect(await tableRows(page, 'Newsletter subscribers per language')).toContainEqual([
      'Italian',
      String(italianBefore + 1),
    ]);
    await expect(
      page.getByRole('figure', { name: 'Page views per day, last 30 days' }).locator('svg').first(),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Donations per month' }).locator('svg').first()).toBeVisible();

    await page.getByRole('radio', { name: '90 days' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/readers\?days=90$/);
    await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
    expect(await tableRows(page, 'Page views per day, last 90 days')).toHaveLength(91);

    await page.goto('/ru/admin/readers');
    await expect(page.getByRole('heading', { level: 1, name: 'Читатели' })).toBeVisible();
    expect((await tableRows(page, 'Самые читаемые рассказы за 7 дней'))[1]).toEqual([`${title} (ru)`, '105']);
    expect(await tableRows(page, 'Просмотры по языкам')).toContainEqual(['немецкий', String(germanBefore + 105)]);
    expect(await tableRows(page, 'Просмотры по страницам')).toContainEqual(['Рассказ', String(storyViewsBefore + 105)]);
  } finally {
    await deleteStoryRow(request, token, storyId);
    await context.close();
  }
});

test('a reader opening the figures goes home with the admin-only toast, without a byte of mf-admin, and the API refuses them (403)', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const token = await signInContext(context, request, READER);
  const page = await context.newPage();
  const adminRequests = watchAdminRemote(page);
  await page.goto('/de/admin/leser');
  await expect(page.getByText(t('de', 'errors.admin_only'))).toBeVisible();
  await expect(page).toHaveURL(/\/de$/);
  expect(adminRequests).toEqual([]);
  await context.close();

  const refused = await readerStats(request, token);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: '42501' });
  const { access_token: adminToken } = await passwordSession(request, ADMIN);
  expect((await readerStats(request, String(adminToken))).status).toBe(200);
});

for (const theme of ['light', 'dark'] as const) {
  test(`/en/admin/readers has no WCAG A/AA violations (${theme})`, async ({ browser, request }) => {
    const context = await browser.newContext({ colorScheme: theme });
    await signInContext(context, request, ADMIN);
    const page = await context.newPage();
    await page.goto('/en/admin/readers');
    await expect(page.getByRole('table', { name: 'Page views per language' })).toBeAttached();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
    await context.close();
  });
}
