// A reader's account page end to end, in English and Russian: opened from the account menu, it renames the
// reader (the menu follows at once), changes the password (the new one signs in, the old one no longer does),
// downloads the reader's data as a JSON file, moves the account to another email once both mailed links are
// followed, and deletes the account (signed out, and the address no longer signs in). A signed-out visitor is
// asked to sign in; the page is kept from search engines and has no WCAG A/AA violations, light and dark.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import type { Language } from '@tales/shared/i18n';
import { pathFor } from '@tales/shared/routing';
import { createAccount, freshEmail, mailTo } from '../support/accounts';
import { t } from '../support/i18n';
import { passwordSession, signInContext } from '../support/session';

// Each journey signs in, sends mail and opens several pages: more than the default on a shared machine.
test.describe.configure({ timeout: 90_000 });

async function openAccount(page: Page, lng: Language, name: string): Promise<void> {
  await page.goto(pathFor('home', lng));
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: t(lng, 'auth.menu.account') }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor('account', lng)}$`));
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'auth.account_page.title') })).toBeVisible();
}

const section = (page: Page, lng: Language, key: string) =>
  page.getByRole('region', { name: t(lng, `auth.account_page.${key}`) });

/** Whether the API lets `account` sign in. */
const signsIn = (request: APIRequestContext, account: { email: string; password: string }) =>
  passwordSession(request, account).then(
    () => true,
    () => false,
  );

test('en: a reader renames themself, changes the password and downloads their data', async ({
  page,
  context,
  request,
}) => {
  const account = { email: freshEmail('account-en'), password: 'account-pass-1' };
  await createAccount('Nora North', account.email, account.password);
  await signInContext(context, request, account);
  await openAccount(page, 'en', 'Nora North');

  const name = section(page, 'en', 'name.title').getByRole('textbox', { name: 'Display name' });
  await expect(name).toHaveValue('Nora North');
  await name.fill('Nora South');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('button', { name: 'Nora South' })).toBeVisible();

  const password = section(page, 'en', 'password.title');
  await password.getByLabel('New password', { exact: true }).fill('account-pass-2');
  await password.getByLabel('Confirm new password').fill('account-pass-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  // A saved form starts empty again.
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue('');
  expect(await signsIn(request, { ...account, password: 'account-pass-2' })).toBe(true);
  expect(await signsIn(request, account)).toBe(false);

  const download = page.waitForEvent('download');
  await section(page, 'en', 'data.title').getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tales-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(data.account.email).toBe(account.email);
  expect(data.profile).toMatchObject({ display_name: 'Nora South', role: 'user', has_donated: false });
});

test('ru: a reader moves the account to another email with both links, then deletes it', async ({
  page,
  context,
  request,
}) => {
  const lng: Language = 'ru';
  const account = { email: freshEmail('account-ru'), password: 'account-pass-1' };
  const next = freshEmail('account-ru-new');
  await createAccount('Вера', account.email, account.password);
  await signInContext(context, request, account);
  await openAccount(page, lng, 'Вера');

  const email = section(page, lng, 'email.title');
  await expect(email).toContainText(account.email);
  await email.getByRole('textbox', { name: t(lng, 'auth.account_page.email.label') }).fill(next);
  await email.getByRole('button', { name: t(lng, 'auth.account_page.email.submit') }).click();
  await expect(email.getByRole('status')).toHaveText(
    t(lng, 'auth.account_page.email.sent', { current: account.email, next }),
  );

  // One link to each address; the email changes only once both are followed.
  const [toCurrent] = await mailTo(account.email);
  const [toNext] = await mailTo(next);
  expect(toCurrent?.link).toBeTruthy();
  expect(toNext?.link).toBeTruthy();
  await page.goto(toCurrent.link);
  await expect(page).toHaveURL(new RegExp(`${pathFor('account', lng)}#message=`));
  await expect(page.getByText(t(lng, 'auth.account_page.email.one_link_followed'))).toBeVisible();
  expect(await signsIn(request, { ...account, email: next })).toBe(false);

  await page.goto(toNext.link);
  await expect(section(page, lng, 'email.title')).toContainText(
    t(lng, 'auth.account_page.email.current', { email: next }),
  );
  expect(await signsIn(request, { ...account, email: next })).toBe(true);
  expect(await signsIn(request, account)).toBe(false);

  // Deleting: the dialog's cancel keeps everything; its confirm deletes and signs the reader out.
  const deletion = section(page, lng, 'delete.section');
  await deletion.getByRole('button', { name: t(lng, 'auth.account_page.delete.open') }).click();
  const dialog = page.getByRole('dialog', { name: t(lng, 'auth.account_page.delete.title') });
  await expect(dialog).toContainText(t(lng, 'auth.account_page.delete.warning'));
  await dialog.getByRole('button', { name: t(lng, 'auth.account_page.delete.cancel') }).click();
  await expect(dialog).toBeHidden();
  expect(await signsIn(request, { ...account, email: next })).toBe(true);

  await deletion.getByRole('button', { name: t(lng, 'auth.account_page.delete.open') }).click();
  await dialog.getByRole('button', { name: t(lng, 'auth.account_page.delete.confirm') }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor('home', lng)}$`));
  await expect(page.getByText(t(lng, 'auth.account_page.delete.done'))).toBeVisible();
  await expect(page.getByRole('button', { name: t(lng, 'auth.login') })).toBeVisible();
  expect(await signsIn(request, { ...account, email: next })).toBe(false);
});

test('a signed-out visitor is asked to sign in; the page is kept from search engines', async ({ page, request }) => {
  const response = await request.get(pathFor('account', 'ru'));
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('noindex');
  await page.goto(pathFor('account', 'ru'));
  await expect(page.getByText(t('ru', 'auth.account_page.signed_out'))).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: t('ru', 'auth.login') })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the account page and its delete dialog have no WCAG A/AA violations (${theme})`, async ({
    browser,
    request,
  }) => {
    const account = { email: freshEmail(`account-axe-${theme}`), password: 'account-pass-1' };
    await createAccount('Axel Axe', account.email, account.password);
    const context = await browser.newContext({ colorScheme: theme });
    await signInContext(context, request, account);
    const page = await context.newPage();
    await page.goto(pathFor('account', 'en'));
    await expect(section(page, 'en', 'delete.section')).toBeVisible();
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
}
