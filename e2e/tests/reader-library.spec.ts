// A reader's own library end to end, in English and Russian: a signed-in reader keeps a story as a favourite, opens
// two stories and finds both lists on My stories (from the account menu); the stories an anonymous reader opened
// on this device move into their account when they sign in; an anonymous reader's story page downloads none of
// the library's code, and My stories asks them to sign in.
import { expect, test, type APIRequestContext, type Page, type Request } from '../support/test';
import type { Language } from '@tales/shared/i18n';
import { pathFor } from '@tales/shared/routing';
import { apiUrl, createAccount, freshEmail } from '../support/accounts';
import { pageHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import { signInContext, siteConfig } from '../support/session';

const DEVICE_HISTORY_KEY = 'tales.reading-history';
/** The chunks only a session loads: the story page's favourite button and history, My stories' lists. */
const libraryChunk = /\/account-reader-library(-page)?\.[0-9a-f]+\.js$/;

type Listed = { id: string; title: string };

/** The newest published stories, with their titles in `lng`, as a reader's API answers. */
async function newestStories(request: APIRequestContext, lng: Language, count: number): Promise<Listed[]> {
  const { supabaseAnonKey } = await siteConfig(request);
  const response = await request.get(
    `${apiUrl}/rest/v1/stories?select=id,title:cards->${lng}->>title&order=publish_date.desc&limit=${count}`,
    { headers: { apikey: supabaseAnonKey } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed[];
}

async function openStory(page: Page, lng: Language, story: Listed): Promise<void> {
  await page.goto(pathFor('storyWithId', lng, { storyId: story.id }));
  await expect(page.getByRole('article').getByRole('heading', { name: story.title })).toBeVisible();
}

async function openMyStories(page: Page, lng: Language, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: t(lng, 'auth.menu.my_stories') }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor('library', lng)}$`));
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'library.title') })).toBeVisible();
}

const titlesIn = (page: Page, lng: Language, key: 'library.favourites' | 'library.history') =>
  page.getByRole('list', { name: t(lng, key) }).getByRole('link');

// Each journey opens several pages and signs in: more than the default on a shared machine.
test.describe.configure({ timeout: 90_000 });

for (const lng of ['en', 'ru'] as Language[]) {
  test(`${lng}: a signed-in reader keeps a favourite, reads two stories and finds them on My stories`, async ({
    page,
    context,
    request,
  }) => {
    const [first, second] = await newestStories(request, lng, 2);
    const account = { email: freshEmail(`library-${lng}`), password: 'library-pass-1' };
    await createAccount('Lena Library', account.email, account.password);
    await signInContext(context, request, account);

    await openStory(page, lng, first);
    const favourite = page.getByRole('button', { name: t(lng, 'library.favourite'), exact: true });
    await expect(favourite).toBeEnabled();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await openStory(page, lng, second);
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await openMyStories(page, lng, 'Lena Library');

    await expect(titlesIn(page, lng, 'library.favourites')).toHaveText([first.title]);
    await expect(titlesIn(page, lng, 'library.history')).toHaveText([second.title, first.title]);
    await titlesIn(page, lng, 'library.favourites').first().click();
    await expect(page).toHaveURL(new RegExp(`${pathFor('storyWithId', lng, { storyId: first.id })}$`));
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  });

  test(`${lng}: the stories read on this device before signing in move into the account`, async ({ page, request }) => {
    const [, older, oldest] = await newestStories(request, lng, 3);
    const account = { email: freshEmail(`device-${lng}`), password: 'library-pass-1' };
    await createAccount('Dev Ice', account.email, account.password);

    // Each reading is kept once the page knows nobody is signed in: wait for it before opening the next story.
    for (const story of [oldest, older]) {
      await openStory(page, lng, story);
      await pageHydrated(page);
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), DEVICE_HISTORY_KEY))
        .toContain(story.id);
    }

    await page.getByRole('button', { name: t(lng, 'account.login'), exact: true }).click();
    const box = page.getByRole('dialog', { name: t(lng, 'auth.dialog_title') });
    await box.getByLabel(t(lng, 'auth.login_form.email'), { exact: true }).fill(account.email);
    await box.getByLabel(t(lng, 'auth.login_form.password'), { exact: true }).fill(account.password);
    await box.getByRole('button', { name: t(lng, 'auth.login_form.submit'), exact: true }).click();
    // The account menu is mf-auth's, fetched once the reader is signed in: on a busy machine it takes a while.
    await expect(page.getByRole('button', { name: 'Dev Ice' })).toBeVisible({ timeout: 30_000 });
    // Signed in on the story page: the library's chunk arrives and takes the device's readings into the account.
    await expect(page.getByRole('button', { name: t(lng, 'library.favourite'), exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DEVICE_HISTORY_KEY)).toBeNull();

    await openMyStories(page, lng, 'Dev Ice');
    await expect(titlesIn(page, lng, 'library.history')).toHaveText([older.title, oldest.title]);
    await expect(titlesIn(page, lng, 'library.favourites')).toHaveCount(0);
    await expect(page.getByText(t(lng, 'library.no_favourites'))).toBeVisible();
  });

  test(`${lng}: an anonymous reader's story page loads no library code, and My stories asks them to sign in`, async ({
    page,
    request,
  }) => {
    const requested: string[] = [];
    page.on('request', (r: Request) => requested.push(r.url()));
    const [story] = await newestStories(request, lng, 1);

    await openStory(page, lng, story);
    await pageHydrated(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DEVICE_HISTORY_KEY)).toContain(story.id);
    await expect(page.getByRole('button', { name: t(lng, 'library.favourite'), exact: true })).toHaveCount(0);
    expect(requested.filter((url) => libraryChunk.test(new URL(url).pathname))).toEqual([]);
    expect(requested.filter((url) => /\/rest\/v1\/(favourites|reading_history)/.test(url))).toEqual([]);

    await page.goto(pathFor('library', lng));
    await expect(page.getByRole('heading', { level: 1, name: t(lng, 'library.title') })).toBeVisible();
    await expect(page.getByText(t(lng, 'library.signed_out'))).toBeVisible();
    // The page's own sign-in button (the header has one of the same name in some languages).
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lng, 'library.sign_in'), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: t(lng, 'auth.dialog_title') })).toBeVisible();
    expect(requested.filter((url) => libraryChunk.test(new URL(url).pathname))).toEqual([]);
  });
}
