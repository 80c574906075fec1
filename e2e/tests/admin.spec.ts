// The admin's journey: create a story for tomorrow with a cover, keep it from readers until its day, edit it,
// never lose an edit between two tabs, keep a draft across a reload; and the admin routes' guard for everyone else.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '../support/test';
import { t } from '../support/i18n';
import { insertScheduledStory, watchAdminRemote } from '../support/admin';
import { ADMIN, READER, signInContext, siteConfig } from '../support/session';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const tomorrow = new Date(Date.now() + 86_400_000);
const formLanguages = ['Español', 'English', 'Français', 'Deutsch', 'Italiano', 'Português', 'Русский', '中文'];
// A real 1×1 PNG: the storage API checks that the bytes are the image type they claim.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function fillStory(page: Page, title: string) {
  for (const name of formLanguages) {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'Title' }).fill(`${title} (${name})`);
    await panel
      .getByRole('textbox', { name: 'Content' })
      .fill(`Había una vez un cuento en ${name}.\nY colorín colorado.`);
  }
}

/** Types a day into the publish date's segments, in English order (month, day, year), by keyboard. */
async function typeDate(page: Page, day: Date) {
  await page.getByRole('group', { name: 'Publish date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${pad(day.getMonth() + 1)}${pad(day.getDate())}${day.getFullYear()}`);
}

async function readStory(request: APIRequestContext, id: string, token?: string) {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const response = await request.get(
    `${supabaseUrl}/rest/v1/stories?id=eq.${id}&select=id,author,hashtags,image_url,publish_date,translations`,
    {
      headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token ?? supabaseAnonKey}` },
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    id: string;
    author: string;
    hashtags: string[];
    image_url: string | null;
    publish_date: string;
  }[];
}

test('an admin schedules, edits and safely co-edits a story with a cover; readers see nothing early', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Cuento de mañana ${Date.now()}`;
  const context = await browser.newContext();
  const adminToken = await signInContext(context, request, ADMIN);
  const page = await context.newPage();
  const adminRequests = watchAdminRemote(page);

  // Create: tomorrow, a genre, a cover, all eight languages.
  await page.goto('/en/admin/new-story');
  await expect(page.getByRole('heading', { level: 1, name: 'New story' })).toBeVisible();
  expect(adminRequests.length).toBeGreaterThan(0); // loaded on demand for an admin
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await typeDate(page, tomorrow);
  await page.locator('label').filter({ hasText: 'Fable' }).click();
  await expect(page.getByRole('checkbox', { name: 'Fable' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Hashtags' }).fill('mañana, , luna ');
  await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Current cover image' })).toBeVisible();
  await fillStory(page, title);
  await page.getByRole('button', { name: 'Create story' }).click();
  const created = page.getByText(/^¡Cuento creado con éxito! ID: /);
  await expect(created).toBeVisible();
  const id = (await created.textContent())!.replace('¡Cuento creado con éxito! ID: ', '').trim();
  await expect(page.getByRole('link', { name: 'View the story' })).toHaveAttribute('href', `/en/story/${id}`);

  const [row] = await readStory(request, id, adminToken);
  expect(row.hashtags).toEqual(['mañana', 'luna']);
  expect(new Date(row.publish_date).getTime()).toBe(
    new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate(), 12).getTime(),
  );
  expect(row.image_url).toMatch(/\/storage\/v1\/object\/public\/story-images\/stories\/[^/]+\.png$/);
  const image = await request.get(row.image_url!);
  expect(image.headers()['content-type']).toBe('image/png');

  // Readers: not in the API, not in the calendar.
  expect(await readStory(request, id)).toEqual([]);
  const anonymous = await browser.newContext();
  const readerPage = await anonymous.newPage();
  await readerPage.goto(`/en/calendar?month=${ymd(tomorrow).slice(0, 7)}`);
  const anonymousDay = readerPage.locator(`[data-day="${ymd(tomorrow)}"]`);
  await expect(anonymousDay).toContainText(t('en', 'calendar.coming'));
  await expect(readerPage.getByText(title, { exact: false })).toHaveCount(0);
  await anonymous.close();

  // The admin's calendar shows it, scheduled, with an Edit action that opens the form.
  await page.goto(`/en/calendar?month=${ymd(tomorrow).slice(0, 7)}`);
  const adminDay = page.locator(`[data-day="${ymd(tomorrow)}"]`);
  await expect(adminDay.getByRole('link', { name: `${title} (English)`, exact: true })).toBeVisible();
  await expect(adminDay.getByText('Scheduled')).toBeVisible();
  await adminDay.getByRole('link', { name: `Edit story: ${title} (English)` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/edit-story/${id}$`));
  await expect(page.getByText('Cuento cargado correctamente para edición.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Author' }).fill('Autora editada');
  await page.getByRole('button', { name: 'Update story' }).click();
  await expect(page.getByText(`¡Cuento actualizado con éxito! ID: ${id}`)).toBeVisible();
  expect((await readStory(request, id, adminToken))[0].author).toBe('Autora editada');

  // The story page shows the cover to the admin, with its title as alt text.
  await page.goto(`/en/story/${id}`);
  const cover = page.getByRole('img', { name: `Illustration for “${title} (English)”` });
  await cover.scrollIntoViewIfNeeded();
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Two tabs on the same story: the second save is refused, nothing is lost, overwrite when chosen.
  const tabA = page;
  const tabB = await context.newPage();
  const editPath = `/en/admin/edit-story/${id}`;
  await tabA.goto(editPath);
  await tabB.goto(editPath);
  await expect(tabA.getByText('Cuento cargado correctamente para edición.')).toBeVisible();
  await expect(tabB.getByText('Cuento cargado correctamente para edición.')).toBeVisible();
  await tabA.getByRole('textbox', { name: 'Author' }).fill('Pestaña A');
  await tabA.getByRole('button', { name: 'Update story' }).click();
  await expect(tabA.getByText(`¡Cuento actualizado con éxito! ID: ${id}`)).toBeVisible();

  await tabB.getByRole('textbox', { name: 'Hashtags' }).fill('pestaña-b');
  await tabB.getByRole('button', { name: 'Update story' }).click();
  await expect(tabB.getByText(/Someone else saved this story after you opened it/)).toBeVisible();
  expect((await readStory(request, id, adminToken))[0]).toMatchObject({
    author: 'Pestaña A',
    hashtags: ['mañana', 'luna'],
  });
  await expect(tabB.getByRole('textbox', { name: 'Hashtags' })).toHaveValue('pestaña-b');
  const draft = await tabB.evaluate((key) => window.localStorage.getItem(key), `tales-admin-draft:${id}`);
  expect(draft).toContain('pestaña-b');
  await tabB.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(tabB.getByText(`¡Cuento actualizado con éxito! ID: ${id}`)).toBeVisible();
  expect((await readStory(request, id, adminToken))[0].hashtags).toEqual(['pestaña-b']);
  await tabB.close();

  // A draft survives a reload.
  await tabA.goto(editPath);
  await expect(tabA.getByText('Cuento cargado correctamente para edición.')).toBeVisible();
  await tabA.getByRole('tab', { name: /^Español/ }).click();
  await tabA.getByRole('textbox', { name: 'Summary' }).fill('Un resumen sin guardar');
  await expect
    .poll(() => tabA.evaluate((key) => window.localStorage.getItem(key) ?? '', `tales-admin-draft:${id}`))
    .toContain('Un resumen sin guardar');
  await tabA.reload();
  await expect(tabA.getByText('Cuento cargado correctamente para edición.')).toBeVisible();
  await expect(tabA.getByRole('textbox', { name: 'Summary' })).toHaveValue('');
  await tabA.getByRole('button', { name: 'Restore draft' }).click();
  await expect(tabA.getByRole('textbox', { name: 'Summary' })).toHaveValue('Un resumen sin guardar');
  await context.close();
});

const adminPaths = ['/en/admin/new-story', '/es/admin/editar-cuento/00000000-0000-4000-8000-000000000000'];

/** How each kind of visitor arrives: signed out, or signed in as a reader. */
const arrive = {
  anonymous: async () => undefined,
  reader: (context: BrowserContext, request: APIRequestContext) => signInContext(context, request, READER),
};

for (const who of ['anonymous', 'reader'] as const) {
  for (const path of adminPaths) {
    test(`${who} visitors to ${path} get the admin-only toast and go home, without a byte of mf-admin`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext();
      await arrive[who](context, request);
      const page = await context.newPage();
      const adminRequests = watchAdminRemote(page);
      const lng = path.split('/')[1];
      await page.goto(path);
      await expect(page.getByText(t(lng, 'errors.admin_only'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lng}$`));
      await expect(page.locator('main').getByRole('article')).toBeVisible();
      expect(
        await page.evaluate(
          () => (window.history.state as { usr?: { from?: { pathname?: string } } } | null)?.usr?.from?.pathname,
        ),
      ).toBe(path);
      // The header shows who was turned away: the signed-in reader by name, the anonymous visitor the login button.
      const header = page.locator('header');
      const visitor = {
        reader: header.getByText('Tales Reader').first(),
        anonymous: header.getByRole('button', { name: t(lng, 'auth.login'), exact: true }),
      };
      await expect(visitor[who]).toBeVisible();
      expect(adminRequests).toEqual([]);
      await context.close();
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`the admin form has no WCAG A/AA violations (${theme}), with its error and a marked tab showing`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ colorScheme: theme });
    await signInContext(context, request, ADMIN);
    const page = await context.newPage();
    await page.goto('/es/admin/nuevo-cuento');
    await page.getByRole('button', { name: 'Crear cuento' }).click();
    await expect(page.getByRole('alert')).toContainText('Faltan título y contenido en los siguientes idiomas: Español');
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

/** From the first parsed byte of every page of `context`: was `text` ever on screen (on any DOM change, any frame)? */
async function recordWhetherShown(context: BrowserContext, text: string): Promise<void> {
  await context.addInitScript((watched) => {
    const page = window as unknown as { __everShown?: boolean };
    page.__everShown = false;
    // innerText holds only rendered text: what is display: none is not in it.
    const check = () => {
      if (document.body?.innerText.includes(watched)) page.__everShown = true;
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, text);
}

test('an admin opening a scheduled story’s address never sees “not found”; a reader gets the 404', async ({
  browser,
  request,
}) => {
  const notFound = t('en', 'story_view.story_not_found');
  const title = `Programado ${Date.now()}`;
  const context = await browser.newContext();
  const token = await signInContext(context, request, ADMIN);
  const id = await insertScheduledStory(request, token, title, 2);
  await recordWhetherShown(context, notFound);
  const page = await context.newPage();
  // The server renders every visitor signed out: its answer is the reader's.
  expect((await page.goto(`/en/story/${id}`))?.status()).toBe(404);
  await expect(page.getByRole('article', { name: `${title} (en)` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __everShown?: boolean }).__everShown)).toBe(false);
  await context.close();

  const anonymous = await browser.newContext();
  const readerPage = await anonymous.newPage();
  expect((await readerPage.goto(`/en/story/${id}`))?.status()).toBe(404);
  await expect(readerPage.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
  await expect(readerPage.getByText(title)).toHaveCount(0);
  await anonymous.close();
});

async function tabTo(page: Page, target: Locator, limit: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** From the selected language tab: Tab into its title and content, type them, Shift+Tab back to the tab. */
async function typeOpenLanguage(page: Page, name: string): Promise<void> {
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText(new RegExp(`^${name}`));
  await tabTo(page, page.getByRole('tabpanel').getByRole('textbox', { name: 'Title' }), 5);
  await page.keyboard.type(`Por teclado (${name})`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Había una vez un teclado.');
  await tabTo(page, selected, 5, 'Shift+Tab');
}

/** From now on: counts the frames in which focus is on <body>. */
async function countFocusLost(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const watch = window as unknown as { __focusLost?: number };
    watch.__focusLost = 0;
    const check = () => {
      if (!document.activeElement || document.activeElement === document.body) watch.__focusLost! += 1;
    };
    // Once a frame, between tasks: within one (a Tab), focus passes through <body> between blur and focus.
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { __focusLost?: number }).__focusLost ?? -1);
}

test('keyboard only: a validation error and a failed save are announced, and focus never leaves the form', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await signInContext(context, request, ADMIN);
  const page = await context.newPage();
  // The save is held until the test has seen the pending button, then fails as if the network dropped.
  let failSave!: () => void;
  const saveHeld = new Promise<void>((resolve) => (failSave = resolve));
  await page.route('**/rest/v1/stories**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await saveHeld;
    return route.abort('failed');
  });
  await page.goto('/en/admin/new-story');
  const author = page.getByRole('textbox', { name: 'Author' });
  await expect(author).toBeVisible();
  await tabTo(page, author, 60);
  const focusLost = await countFocusLost(page);

  // Enter in a field with nothing written: the missing languages are announced, focus stays in the field.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Faltan título y contenido en los siguientes idiomas: Español');
  await expect(author).toBeFocused();

  // A genre by Space, then the eight languages: Shift+Tab back to the tab list, an arrow to the next language.
  await tabTo(page, page.getByRole('checkbox', { name: 'Fable' }), 60);
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Fable' })).toBeChecked();
  await tabTo(page, page.getByRole('tab', { selected: true }), 40);
  await typeOpenLanguage(page, formLanguages[0]);
  for (const name of formLanguages.slice(1)) {
    await page.keyboard.press('ArrowRight');
    await typeOpenLanguage(page, name);
  }

  // Save: the button is pending (and keeps focus) while the API is asked; the failure is announced beside it.
  const create = page.getByRole('button', { name: 'Create story' });
  await tabTo(page, create, 20);
  await page.keyboard.press('Enter');
  const saving = page.getByRole('button', { name: 'Guardando...' });
  await expect(saving).toBeFocused();
  await expect(saving).toHaveAttribute('aria-disabled', 'true');
  failSave();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).not.toContainText('Faltan');
  await expect(create).toBeFocused();
  expect(await focusLost()).toBe(0);
  await context.close();
});
