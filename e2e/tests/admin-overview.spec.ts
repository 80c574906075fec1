// The admin's overviews: the stories list finds a scheduled story, the schedule marks a day without a story and
// its "write a story for this day" opens the form on that day; the header's menu leads to both; readers never
// download a byte of mf-admin for them; neither page has WCAG A/AA violations, light or dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext } from '../support/test';
import { t } from '../support/i18n';
import { insertScheduledStory, watchAdminRemote } from '../support/admin';
import { ADMIN, READER, signInContext } from '../support/session';

test('an admin finds a scheduled story in the list, and writes a story for an empty day of the schedule', async ({
  browser,
  request,
}) => {
  const title = `Lista ${Date.now()}`;
  const context = await browser.newContext();
  const token = await signInContext(context, request, ADMIN);
  await insertScheduledStory(request, token, title, 25);
  const page = await context.newPage();

  // The header's account menu leads to the list.
  await page.goto('/en');
  await page.getByRole('button', { name: /Tales Admin|admin@tales\.local/ }).click();
  await page.getByRole('menuitem', { name: 'All stories' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/stories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  // The checkbox's input is visually hidden (its box is drawn): the admin presses its label.
  await page.getByText('Scheduled only', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Scheduled only' })).toBeChecked();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Stories found: 1 ·/)).toBeVisible();
  const row = page.getByRole('list', { name: 'Stories, newest day first' }).getByRole('listitem');
  await expect(row.getByRole('heading', { name: `${title} (en)` })).toBeVisible();
  await expect(row.getByText('Scheduled')).toBeVisible();
  await expect(row.getByText('8/8')).toBeVisible();
  await expect(row.getByRole('link', { name: `Edit: ${title} (en)` })).toHaveAttribute(
    'href',
    /\/en\/admin\/edit-story\//,
  );

  // The schedule: a day without a story is marked and offers to write one for it.
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/schedule$/);
  const days = page.getByRole('list', { name: 'Days' });
  await expect(days.getByRole('listitem')).toHaveCount(60);
  const empty = days.getByRole('listitem').filter({ hasText: 'No story' }).first();
  await expect(empty).toBeVisible();
  const day = await empty.locator('time').getAttribute('datetime');
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await empty.getByRole('link', { name: /^Write a story for / }).click();

  await expect(page).toHaveURL(new RegExp(`/en/admin/new-story\\?day=${day}$`));
  const [year, month, date] = (day ?? '').split('-').map(Number);
  await expect(page.getByRole('group', { name: 'Publish date' })).toHaveText(
    new RegExp(`${month}\\W*/\\W*${date}\\W*/\\W*${year}`),
  );
  await context.close();
});

const overviewPaths = ['/en/admin/stories', '/es/admin/programacion'];

/** How each kind of visitor arrives: signed out, or signed in as a reader. */
const arrive = {
  anonymous: async () => undefined,
  reader: (context: BrowserContext, request: APIRequestContext) => signInContext(context, request, READER),
};

for (const who of ['anonymous', 'reader'] as const) {
  for (const path of overviewPaths) {
    test(`${who} visitors to ${path} go home with the admin-only toast, without a byte of mf-admin`, async ({
      browser,
      request,
    }) => {
      const context: BrowserContext = await browser.newContext();
      await arrive[who](context, request);
      const page = await context.newPage();
      const adminRequests = watchAdminRemote(page);
      const lng = path.split('/')[1];
      await page.goto(path);
      await expect(page.getByText(t(lng, 'errors.admin_only'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lng}$`));
      expect(adminRequests).toEqual([]);
      await context.close();
    });
  }
}

test('robots.txt keeps crawlers off the stories list and the schedule in every language', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of [
    '/admin/stories',
    '/en/admin/stories',
    '/es/admin/cuentos',
    '/de/admin/zeitplan',
    '/fr/admin/programmation',
  ])
    expect(robots).toContain(`Disallow: ${path}`);
});

for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/en/admin/stories?scheduled=1', '/en/admin/schedule']) {
    test(`${path} has no WCAG A/AA violations (${theme})`, async ({ browser, request }) => {
      const context = await browser.newContext({ colorScheme: theme });
      await signInContext(context, request, ADMIN);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: /found|without/ })).toBeVisible();
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
}
