// What a reader downloads: an anonymous first load fetches no account code (mf-auth), no Supabase Auth, no REST library
// (the story came with the page) and no admin code, and the header's pickers, the share menu and the login dialog fetch
// their code when first used — and still open from the keyboard with focus inside them, giving it back to their button
// when they close, or open once the app runs when pressed before it had started.
import { expect, test, type Page, type Request } from '../support/test';
import { appHydrated, pageHydrated, shellEntryScript } from '../support/hydration';
import { e2ePorts } from '../support/ports';
import { t } from '../support/i18n';
import { seedStory } from '../support/seed';
import { READER, signInContext } from '../support/session';

const origin = (port: number) => `http://127.0.0.1:${port}/`;
const fromAuth = (request: Request) => request.url().startsWith(origin(e2ePorts['mf-auth']));
const fromAdmin = (request: Request) => request.url().startsWith(origin(e2ePorts['mf-admin']));

/** The scripts the page downloaded that carry a library, known by a message of its own. */
function recordScriptsWith(page: Page, message: string): () => Promise<string[]> {
  const found: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    found.push(
      response.text().then(
        (body) => (body.includes(message) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(found)).filter((url): url is string => url !== null);
}

/** The scripts that carry Supabase Auth (auth-js). */
const recordAuthScripts = (page: Page) => recordScriptsWith(page, 'Multiple GoTrueClient instances');
/** The scripts that carry the signed-in profile's code (read, written when missing, re-read when shown). */
const recordProfileScripts = (page: Page) => recordScriptsWith(page, 'is still missing after creating it');
/** The scripts that carry the REST library (postgrest-js). */
const recordRestScripts = (page: Page) => recordScriptsWith(page, 'Invalid relation name');

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const storyBody = (page: Page) => page.locator('[data-story-body] p').first();

test('an anonymous first load of /en fetches no account, Supabase Auth or admin code until the login button is used', async ({
  page,
}) => {
  const requests = recordRequests(page);
  const authScripts = recordAuthScripts(page);
  const profileScripts = recordProfileScripts(page);
  await page.goto('/en');
  await expect(storyBody(page)).toBeVisible();
  const login = page.getByRole('banner').getByRole('button', { name: t('en', 'account.login'), exact: true });
  await expect(login).toBeVisible();
  // The check is about what is never fetched: let everything the load starts finish first (no assertion waits on it).
  // eslint-disable-next-line playwright/no-networkidle
  await page.waitForLoadState('networkidle');
  expect(requests.filter(fromAuth).map((r) => r.url())).toEqual([]);
  expect(requests.filter(fromAdmin).map((r) => r.url())).toEqual([]);
  expect(await authScripts()).toEqual([]);
  expect(await profileScripts()).toEqual([]);

  // The button keeps its place and size when the dialog's code arrives.
  const before = await login.boundingBox();
  await login.click();
  const dialog = page.getByRole('dialog', { name: t('en', 'auth.dialog_title') });
  await expect(dialog).toBeVisible();
  expect(requests.some(fromAuth)).toBe(true);
  // Pressing the button fetched Supabase Auth too, so signing in does not wait for it.
  await expect.poll(async () => (await authScripts()).length).toBeGreaterThan(0);
  expect(await login.boundingBox()).toEqual(before);
  await expect(dialog.getByRole('tab', { name: t('en', 'auth.tabs.login') })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
  expect(requests.filter(fromAdmin)).toEqual([]);
});

test("a first load reads the page remote's manifest once (the federation runtime takes the boot's early read)", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/en');
  await expect(storyBody(page)).toBeVisible();
  await appHydrated(page);
  // eslint-disable-next-line playwright/no-networkidle
  await page.waitForLoadState('networkidle');
  const manifests = requests.map((r) => r.url()).filter((url) => url.endsWith('/mf-manifest.json'));
  expect(manifests).toEqual([`${origin(e2ePorts['mf-reader'])}mf-manifest.json`]);
});

test('a server-rendered first load fetches no REST library, and a page that asks for data gets it on the way there', async ({
  page,
}) => {
  const restScripts = recordRestScripts(page);
  await page.goto('/en');
  await expect(storyBody(page)).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('tales:hydrated').length > 0);
  // The check is about what is never fetched: let everything the load starts finish first (no assertion waits on it).
  // eslint-disable-next-line playwright/no-networkidle
  await page.waitForLoadState('networkidle');
  expect(await restScripts()).toEqual([]);

  await page
    .getByRole('navigation', { name: t('en', 'nav.label') })
    .getByRole('link', { name: t('en', 'nav.calendar') })
    .click();
  // The month came from the API, through the library fetched on the way.
  await expect(
    page.locator('[aria-current="date"]').getByRole('link', { name: seedStory('00.json').translations.en.title }),
  ).toBeVisible();
  expect(await restScripts()).not.toEqual([]);
});

test('a stored session restores the signed-in account menu on load', async ({ page, context, request }) => {
  await signInContext(context, request, READER);
  const profileScripts = recordProfileScripts(page);
  await page.goto('/en');
  const menuButton = page.getByRole('button', { name: /reader/i });
  await expect(menuButton).toBeVisible();
  expect(await profileScripts()).not.toEqual([]);
  await expect(page.getByRole('button', { name: t('en', 'account.login'), exact: true })).toHaveCount(0);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  // A menu is named by its button (react-aria's menu-button pattern).
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the language picker opens from the keyboard once its code has arrived, and switches the page', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(storyBody(page)).toBeVisible();
  const picker = page.getByRole('button', { name: new RegExp(t('en', 'language.label')) });
  await expect(picker).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await picker.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByRole('button', { name: new RegExp(t('es', 'language.label')) })).toBeFocused();
});

test('the share menu opens from the keyboard with focus on its first item, and Escape gives focus back', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(storyBody(page)).toBeVisible();
  // The story's part of the page answers keys once it has hydrated (a press before the app starts is the
  // early-press journeys' below).
  await pageHydrated(page);
  const share = page.getByRole('button', { name: t('en', 'share.share'), exact: true });
  await expect(share).toHaveAttribute('aria-haspopup', 'menu');
  await share.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: t('en', 'share.networks.x') })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: t('en', 'share.networks.facebook') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();
});

test.describe('a press before the app has started', () => {
  // The shell's code is held back (page.route): no service worker may answer for it instead.
  test.use({ serviceWorkers: 'block' });

  /** Holds the shell's first script until the returned function is called, as a slow phone's network would. */
  async function holdShellCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(shellEntryScript, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('opens the share menu once the app runs', async ({ page }) => {
    const release = await holdShellCode(page);
    await page.goto('/en', { waitUntil: 'commit' });
    await page.getByRole('button', { name: t('en', 'share.share'), exact: true }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: t('en', 'share.networks.x') })).toBeVisible();
  });

  test('opens the language picker once the app runs', async ({ page }) => {
    const release = await holdShellCode(page);
    await page.goto('/en', { waitUntil: 'commit' });
    await page.getByRole('button', { name: new RegExp(t('en', 'language.label')) }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    release();
    await expect(page.getByRole('listbox').getByRole('option', { name: 'English' })).toBeVisible();
  });
});
