// Each remote on its own, as `pnpm --filter <remote> dev` serves it: its page with its texts and the local API's
// data, at a deep link (the page's scripts load from the root) and on the first load (nothing compiled on demand).
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ADMIN, READER } from '../support/accounts';
import { t } from '../support/i18n';
import { remoteDevs, type RemoteDev } from '../support/remote-dev';
import { seedStory } from '../support/seed';

const today = seedStory('00.json');
const devs = remoteDevs(['mf-reader', 'mf-calendar', 'mf-donate', 'mf-auth', 'mf-admin']);

/** The id of today's seeded story, asked of the API the remote's own runtime config names. */
async function todaysStoryId(request: APIRequestContext, dev: RemoteDev): Promise<string> {
  const config = (await (await request.get(dev.url('/runtime-config.json'))).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const title = encodeURIComponent(today.translations.en.title);
  const response = await request.get(
    `${config.supabaseUrl}/rest/v1/stories?select=id&translations->en->>title=eq.${title}`,
    { headers: { apikey: config.supabaseAnonKey } },
  );
  const rows = (await response.json()) as { id: string }[];
  if (rows.length !== 1)
    throw new Error(`expected one story titled "${today.translations.en.title}", got ${rows.length}`);
  return rows[0].id;
}

/** No uncaught error while the page ran (a blank standalone page used to show none either, so this is not enough alone). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('mf-reader on its own', () => {
  const dev = devs['mf-reader'];

  test('shows the story of the day, then a story page in Spanish, from the local API', async ({ page, request }) => {
    const errors = pageErrors(page);
    await page.goto(dev.url('/en'));
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'home.title') })).toBeVisible();
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2, name: today.translations.en.title }),
    ).toBeVisible();
    await expect(page.locator('[data-story-body] p').first()).toContainText(
      today.translations.en.content.split('\n')[0].slice(0, 40),
    );

    await page.goto(dev.url(`/es/cuento/${await todaysStoryId(request, dev)}`));
    await expect(page.getByRole('heading', { level: 2, name: today.translations.es.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t('es', 'story_view.back_to_calendar') })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('mf-calendar on its own', () => {
  const dev = devs['mf-calendar'];

  test("shows this month with today's story, in German", async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(dev.url('/de/kalender'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(new Date().getFullYear()));
    await expect(
      page.locator('[aria-current="date"]').getByRole('link', { name: today.translations.de.title }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t('de', 'calendar.previous_month') })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('mf-donate on its own', () => {
  const dev = devs['mf-donate'];

  test('shows the donation page with its texts', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(dev.url('/fr/donate'));
    await expect(page.getByRole('heading', { level: 1, name: t('fr', 'donate.title') })).toBeVisible();
    await expect(page.getByText(t('fr', 'donate.description'))).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('mf-auth on its own', () => {
  const dev = devs['mf-auth'];

  test('a reader logs in through the account button and is shown by name', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(dev.url('/en'));
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'auth.account') })).toBeVisible();
    await page.getByRole('button', { name: t('en', 'auth.login'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'auth.dialog_title') });
    await dialog.getByLabel(t('en', 'auth.login_form.email'), { exact: true }).fill(READER.email);
    await dialog.getByLabel(t('en', 'auth.login_form.password'), { exact: true }).fill(READER.password);
    await dialog.getByRole('button', { name: t('en', 'auth.login_form.submit'), exact: true }).click();
    await expect(page.getByRole('button', { name: 'Tales Reader' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('mf-admin on its own', () => {
  const dev = devs['mf-admin'];
  const signIn = async (page: Page, account: { email: string; password: string }) => {
    await page.getByLabel(t('en', 'admin.standalone.email'), { exact: true }).fill(account.email);
    await page.getByLabel(t('en', 'admin.standalone.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: t('en', 'admin.standalone.sign_in'), exact: true }).click();
  };

  test('asks for an administrator: a wrong password and a reader are turned away, the admin edits a story', async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    const id = await todaysStoryId(request, dev);
    await page.goto(dev.url(`/en/admin/edit-story/${id}`));
    await expect(
      page.getByRole('heading', { level: 1, name: t('en', 'admin.standalone.sign_in_title') }),
    ).toBeVisible();

    await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toContainText(t('en', 'auth.errors.wrong_password.title'));

    await signIn(page, READER);
    await expect(
      page.getByText(t('en', 'admin.standalone.not_admin').replace('{{email}}', READER.email)),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'admin.edit_story_title') })).toHaveCount(0);

    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'admin.edit_story_title') })).toBeVisible();
    await expect(page.getByLabel(t('en', 'story_form.author'))).toHaveValue(today.author);
    // Signed in on this origin: a reload goes straight to the form.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'admin.edit_story_title') })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
