// The daily mail as a Spanish reader in Madrid lives it: subscribe from the footer (the form takes the page's
// language, 07:00 and the browser's zone), confirm from the mail, and at 07:00 in Madrid (a run of the sending
// function at that instant, as pg_cron calls it every few minutes) today's story arrives in Spanish, once; its
// link opens the story; the one-click unsubscribe a mail client posts removes the address, and no mail follows. An
// address that never confirmed gets nothing but its confirmation.
import { expect, test } from '../support/test';
import { mailTexts } from '@tales/supabase-functions/newsletter/emails/texts';
import { atReaderHour, readerDayKey } from '@tales/shared/i18n';
import { pathFor } from '@tales/shared/routing';
import { DEFAULT_NEWSLETTER_CRON_SECRET, TEST_NOW_HEADER } from '@tales/supabase-local/config';
import { apiUrl, mailTo, type OutboxMail } from '../support/accounts';
import { appHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import { seedStory } from '../support/seed';

const ZONE = 'Europe/Madrid';
const today = seedStory('00.json');
const HOUR = 60 * 60_000;

type DailyMail = OutboxMail & { type: string; text: string; html: string; headers: Record<string, string> };

const address = (name: string) => `${name}-${Date.now().toString(36)}@mail.tales.local`;

/** The next instant after `after` at which the clock on a wall in `zone` shows `hour`:00. */
function nextLocalHour(zone: string, hour: number, after: number): number {
  const [year, month, day] = readerDayKey(new Date(after), zone).split('-').map(Number);
  for (let plus = 0; plus < 2; plus += 1) {
    const at = atReaderHour(year, month, day + plus, hour, zone).getTime();
    if (at > after) return at;
  }
  throw new Error(`no ${hour}:00 in ${zone} within two days`);
}

/** A run of the sending function at `at`, with the secret pg_cron sends. */
async function runAt(at: number): Promise<void> {
  const response = await fetch(`${apiUrl}/functions/v1/newsletter-send`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEFAULT_NEWSLETTER_CRON_SECRET}`,
      [TEST_NOW_HEADER]: new Date(at).toISOString(),
    },
  });
  expect(response.status).toBe(200);
}

async function mailsOf(email: string, type: string): Promise<DailyMail[]> {
  return ((await mailTo(email)) as DailyMail[]).filter((mail) => mail.type === type);
}

async function confirmation(email: string): Promise<DailyMail> {
  await expect.poll(async () => (await mailsOf(email, 'newsletter_confirm')).length).toBe(1);
  return (await mailsOf(email, 'newsletter_confirm'))[0];
}

test('a reader in Madrid subscribes in Spanish, confirms, and gets today’s story at 07:00, once', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: ZONE, locale: 'es-ES' });
  const page = await context.newPage();
  const email = address('diario-es');
  const unconfirmed = address('sin-confirmar');

  await page.goto(pathFor('home', 'es'));
  await appHydrated(page);
  const form = page.getByRole('contentinfo').getByRole('form', { name: t('es', 'newsletter.title') });
  await expect(form.getByRole('combobox', { name: t('es', 'newsletter.language') })).toHaveValue('es');
  await expect(form.getByRole('combobox', { name: t('es', 'newsletter.hour') })).toHaveValue('7');
  await expect(form.getByRole('combobox', { name: t('es', 'newsletter.zone') })).toHaveValue(ZONE);
  for (const who of [email, unconfirmed]) {
    await form.getByRole('textbox', { name: t('es', 'newsletter.email') }).fill(who);
    await form.getByRole('button', { name: t('es', 'newsletter.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(t('es', 'newsletter.pending'));
  }

  const mail = await confirmation(email);
  expect(mail.subject).toBe(mailTexts.es.confirm.subject);
  const link = new URL(mail.link);
  await page.goto(link.pathname + link.search);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('es', 'newsletter.confirm') })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('es', 'newsletter.confirmed'));
  await confirmation(unconfirmed);

  // Before 07:00 in Madrid nothing goes; at 07:00 today's story does, in Spanish.
  const due = nextLocalHour(ZONE, 7, Date.now());
  await runAt(due - 10 * 60_000);
  expect(await mailsOf(email, 'newsletter_daily')).toEqual([]);
  await runAt(due + 2 * 60_000);
  const [daily, ...more] = await mailsOf(email, 'newsletter_daily');
  expect(more).toEqual([]);
  expect(daily.subject).toBe(`El cuento de hoy: ${today.translations.es.title}`);
  expect(daily.html).toContain('lang="es"');
  expect(daily.text).toContain(today.translations.es.content.split('\n')[0].trim());
  expect(daily.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(await mailsOf(unconfirmed, 'newsletter_daily')).toEqual([]);

  // The mail's link opens the story on the site, in Spanish.
  const storyLink = new URL(daily.link);
  expect(storyLink.pathname).toMatch(
    new RegExp(`^${pathFor('storyWithId', 'es', { storyId: 'ID' }).replace('ID', '')}`),
  );
  await page.goto(storyLink.pathname);
  await expect(page.getByRole('article', { name: today.translations.es.title })).toBeVisible();

  // A second run in the same hour sends nothing more.
  await runAt(due + 7 * 60_000);
  expect(await mailsOf(email, 'newsletter_daily')).toHaveLength(1);

  // One click in the mail client, as RFC 8058 posts it: the address is gone, and tomorrow brings nothing.
  const oneClick = /<(https?:\/\/[^>]+)>/.exec(daily.headers['List-Unsubscribe'])?.[1];
  const left = await fetch(oneClick!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(left.status).toBe(200);
  await runAt(due + 24 * HOUR + 2 * 60_000);
  expect(await mailsOf(email, 'newsletter_daily')).toHaveLength(1);
  expect(await mailsOf(unconfirmed, 'newsletter_daily')).toEqual([]);
  await context.close();
});
