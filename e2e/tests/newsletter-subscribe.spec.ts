// The daily mail's subscription as a reader lives it: the footer's form (with and without JavaScript), the
// confirmation mail in the outbox in the reader's language, the Confirm button on the site, the unsubscribe page
// without JavaScript, the one-click unsubscribe a mail client sends (RFC 8058), and the page's accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { unsubscribeUrl } from '@tales/supabase-functions/_shared/newsletter-links';
import { mailTexts } from '@tales/supabase-functions/newsletter/emails/texts';
import { pathFor } from '@tales/shared/routing';
import { apiUrl, mailTo, type OutboxMail } from '../support/accounts';
import { appHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import { confirmedSubscriber, newsletterFunctionUrl } from '../support/newsletter';

let counter = 0;
// Not @tales.local: GoTrue's rule (which the newsletter shares) accepts it, and it is a domain of our own.
const freshAddress = (name: string) => `${name}-${Date.now().toString(36)}-${++counter}@mail.tales.local`;

async function confirmationMail(email: string): Promise<OutboxMail> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => {
      mails = await mailTo(email);
      return mails.length;
    })
    .toBe(1);
  return mails[0];
}

async function subscribeFromFooter(page: Page, lng: 'es' | 'ru', email: string): Promise<void> {
  const form = page.getByRole('contentinfo').getByRole('form', { name: t(lng, 'newsletter.title') });
  await form.getByRole('textbox', { name: t(lng, 'newsletter.email') }).fill(email);
  await form.getByRole('button', { name: t(lng, 'newsletter.submit') }).click();
}

async function settingsAnswer(token: string): Promise<number> {
  const response = await fetch(`${newsletterFunctionUrl}/manage?token=${token}`, {
    headers: { accept: 'application/json' },
  });
  return response.status;
}

for (const lng of ['es', 'ru'] as const) {
  test(`subscribes from the footer, gets the confirmation in ${lng} and confirms on the site`, async ({ page }) => {
    const email = freshAddress(`footer-${lng}`);
    await page.goto(pathFor('home', lng));
    await appHydrated(page);
    await subscribeFromFooter(page, lng, email);
    // With JavaScript the answer comes in place: the reader stays on the page.
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(t(lng, 'newsletter.pending'));
    await expect(page).toHaveURL(pathFor('home', lng));

    const mail = await confirmationMail(email);
    expect(mail.subject).toBe(mailTexts[lng].confirm.subject);
    const link = new URL(mail.link);
    expect(link.pathname).toBe(pathFor('newsletter', lng));

    // Opening the link confirms nothing (a mail scanner opens it too): the reader presses Confirm.
    await page.goto(link.pathname + link.search);
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lng, 'newsletter.confirm') })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t(lng, 'newsletter.confirmed'));
    const token = new URL(page.url()).searchParams.get('token');
    expect(token).toBeTruthy();
    expect(await settingsAnswer(token!)).toBe(200);
  });

  test(`subscribes, confirms and leaves without JavaScript (${lng})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = freshAddress(`nojs-${lng}`);
    await page.goto(pathFor('calendar', lng));
    await subscribeFromFooter(page, lng, email);
    // The plain form's post is answered with a 303 to the newsletter page.
    await expect(page).toHaveURL(`${pathFor('newsletter', lng)}?status=pending`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t(lng, 'newsletter.pending'));

    const link = new URL((await confirmationMail(email)).link);
    await page.goto(link.pathname + link.search);
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lng, 'newsletter.confirm') })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t(lng, 'newsletter.confirmed'));
    const token = new URL(page.url()).searchParams.get('token')!;

    await page
      .getByRole('main')
      .getByRole('button', { name: t(lng, 'newsletter.unsubscribe') })
      .click();
    await expect(page).toHaveURL(`${pathFor('newsletter', lng)}?status=unsubscribed`);
    // The page's own status line (the form to subscribe again has one of its own, empty).
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(t(lng, 'newsletter.unsubscribed'));
    // The address is gone: its link finds no subscriber.
    expect(await settingsAnswer(token)).toBe(400);
    await context.close();
  });
}

test('a one-click POST as a mail client sends it removes the address (RFC 8058)', async () => {
  const token = await confirmedSubscriber(freshAddress('one-click'), 'es');
  expect(await settingsAnswer(token)).toBe(200);

  const oneClick = await fetch(unsubscribeUrl(apiUrl, token), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);
  expect(await settingsAnswer(token)).toBe(400);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the newsletter page has no WCAG A/AA violations (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [
      pathFor('newsletter', 'es'),
      `${pathFor('newsletter', 'ru')}?confirm=${'a'.repeat(43)}`,
      `${pathFor('newsletter', 'en')}?status=confirmed&token=${'a'.repeat(43)}`,
      `${pathFor('newsletter', 'de')}?status=error&code=invalid_token`,
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      // axe judges what is on screen: let the page settle first (no assertion waits on it).
      // eslint-disable-next-line playwright/no-networkidle
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(
        ...results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      );
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
