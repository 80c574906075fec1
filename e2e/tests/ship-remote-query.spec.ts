// Shipping one remote ships its queries (README "Deploying one remote"): the calendar's month query lives in
// mf-calendar's data module, so a changed query goes live with `pnpm ship mf-calendar` alone, the shell's build
// untouched, in the page the shell's server renders and in the one the browser asks for itself.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { appHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import { seedStory } from '../support/seed';
import { repo, ship, unship } from '../support/ship';

const calendarData = path.join(repo, 'mf-calendar/src/calendar/CalendarPage.data.ts');
/** The month query's select: the cards in the page's language. */
const OWN_LANGUAGE = '.select(storyCardsSelect(language))';
/** The shipped change: every page's cards selected in Spanish (the calendar then shows Spanish titles everywhere). */
const SPANISH_CARDS = ".select(storyCardsSelect('es'))";

// A production build of mf-calendar runs inside this test.
test.describe.configure({ timeout: 300_000 });

// Later specs see the stack as it started: mf-calendar from its dist/, no releases.
test.afterAll(() => unship('mf-calendar'));

/** sha256 of every file under a folder, by relative path. */
function hashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

test("a changed month query goes live with `pnpm ship mf-calendar` alone: the server's page and the browser's use it", async ({
  page,
  request,
  browser,
}) => {
  const today = seedStory('00.json');
  const shellBefore = hashes(path.join(repo, 'shell/dist'));
  const shellServerBefore = hashes(path.join(repo, 'shell/dist-server'));
  const todayCard = page.locator('[aria-current="date"]');

  // Before: the English calendar shows today's English title.
  await page.goto('/en/calendar');
  await expect(todayCard.getByRole('link', { name: today.translations.en.title })).toBeVisible();

  const original = fs.readFileSync(calendarData, 'utf8');
  expect(original).toContain(OWN_LANGUAGE);
  try {
    fs.writeFileSync(calendarData, original.replace(OWN_LANGUAGE, SPANISH_CARDS));
    ship('mf-calendar');
  } finally {
    fs.writeFileSync(calendarData, original);
  }

  // The server: once its cached month (at most a minute old) has gone, its page is rendered with the new query.
  await expect
    .poll(
      async () => (await (await request.get('/en/calendar')).text()).includes(`>${today.translations.es.title}</a>`),
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);

  // The browser: a new reader opens another page, then goes to the calendar; the page asks for its month itself,
  // with the shipped query, and shows the Spanish titles.
  const reader = await browser.newPage();
  const monthQueries: URL[] = [];
  reader.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/rest/v1/stories') && url.searchParams.get('select')?.includes('cards->'))
      monthQueries.push(url);
  });
  await reader.goto('/en/about');
  await appHydrated(reader);
  await reader
    .getByRole('navigation', { name: t('en', 'nav.label') })
    .getByRole('link', { name: t('en', 'nav.calendar') })
    .click();
  await expect(
    reader.locator('[aria-current="date"]').getByRole('link', { name: today.translations.es.title }),
  ).toBeVisible();
  expect(monthQueries.length).toBeGreaterThan(0);
  for (const query of monthQueries) expect(query.searchParams.get('select')).toContain('text:cards->es');
  await reader.close();

  // Nothing of the shell was built again.
  expect(hashes(path.join(repo, 'shell/dist'))).toEqual(shellBefore);
  expect(hashes(path.join(repo, 'shell/dist-server'))).toEqual(shellServerBefore);
});
