// What an admin does to a story from the stories list and the form: delete it (the dialog names it; its page and
// cover are gone for readers), unpublish it (it leaves the readers' days, its text kept), preview it as readers will
// see it in any language (saved or not; readers never get the preview); the dialogs work with the keyboard alone
// and pass axe, light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { deleteStoryRow, insertScheduledStory, uploadCover } from '../support/admin';
import { ADMIN, signInContext } from '../support/session';

const axeViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/**
 * The days of this spec's published stories: long past, so the seed's recent days (today's story, its previous one,
 * "more like this") that later journeys read are never shared with a story written here.
 */
const LONG_AGO = -400;

test('an admin deletes a published story with the keyboard: its page and its cover are gone', async ({
  browser,
  request,
}) => {
  const title = `Borrar ${Date.now()}`;
  const context = await browser.newContext();
  const token = await signInContext(context, request, ADMIN);
  const cover = await uploadCover(request, token);
  const id = await insertScheduledStory(request, token, title, LONG_AGO, cover);
  expect((await request.get(cover)).status()).toBe(200);
  const page = await context.newPage();
  await page.goto(`/en/admin/stories?q=${encodeURIComponent(title)}`);

  const deleteButton = page.getByRole('button', { name: `Delete: ${title} (en)` });
  await expect(deleteButton).toBeVisible();
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete “${title} (en)”?` });
  await expect(dialog).toContainText('with its cover. This cannot be undone.');
  // Escape leaves everything as it was, and focus returns to the row's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete story' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No story matches this search.')).toBeVisible();
  await expect(page.getByText(`“${title} (en)” was deleted.`)).toBeVisible();

  expect((await request.get(`/en/story/${id}`)).status()).toBe(404);
  expect((await request.get(cover)).status()).not.toBe(200);
  await context.close();
});

test('an admin unpublishes a story in Russian: readers no longer see it, its text is kept', async ({
  browser,
  request,
}) => {
  const title = `Снять ${Date.now()}`;
  const context = await browser.newContext();
  const token = await signInContext(context, request, ADMIN);
  // Not opened before: the server serves a page it rendered for up to a minute, as the dialog says.
  const id = await insertScheduledStory(request, token, title, LONG_AGO - 1);
  const page = await context.newPage();
  await page.goto(`/ru/admin/stories?q=${encodeURIComponent(title)}`);

  const move = t('ru', 'story_actions.move');
  await page.getByRole('button', { name: `${move}: ${title} (ru)` }).click();
  const dialog = page.getByRole('dialog', { name: `${t('ru', 'story_actions.move')} «${title} (ru)»` });
  await expect(dialog).toContainText(t('ru', 'story_actions.move_explained'));
  // The first free day to come is offered once the schedule has answered; until then confirming waits.
  const day = dialog.getByRole('group', { name: t('ru', 'story_actions.move_day') });
  await expect(day.getByRole('spinbutton').first()).toHaveAttribute('aria-valuenow');
  await dialog.getByRole('button', { name: t('ru', 'story_actions.move_confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('list').getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(t('ru', 'admin_actions.scheduled'))).toBeVisible();
  expect((await request.get(`/ru/story/${id}`)).status()).toBe(404);
  // The admin still opens it, text and all.
  await page.goto(`/ru/story/${id}`);
  await expect(page.getByRole('heading', { name: `${title} (ru)` })).toBeVisible();
  await expect(page.getByRole('main').getByText(t('ru', 'admin_actions.scheduled'))).toBeVisible();
  await deleteStoryRow(request, token, id);
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the delete and unpublish dialogs have no WCAG A/AA violations (${theme})`, async ({ browser, request }) => {
    const title = `Axe ${Date.now()}`;
    const context = await browser.newContext({ colorScheme: theme });
    const token = await signInContext(context, request, ADMIN);
    const id = await insertScheduledStory(request, token, title, LONG_AGO - 2);
    const page = await context.newPage();
    await page.goto(`/en/admin/stories?q=${encodeURIComponent(title)}`);
    for (const [button, dialogName] of [
      [`Delete: ${title} (en)`, `Delete “${title} (en)”?`],
      [`Unpublish: ${title} (en)`, `Unpublish “${title} (en)”`],
    ]) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await deleteStoryRow(request, token, id);
    await context.close();
  });
}

test('an admin previews a scheduled story in Russian; readers cannot open the preview', async ({
  browser,
  request,
}) => {
  const title = `Vista ${Date.now()}`;
  const context = await browser.newContext();
  const token = await signInContext(context, request, ADMIN);
  const id = await insertScheduledStory(request, token, title, 9);
  const page = await context.newPage();
  await page.goto(`/en/admin/stories?q=${encodeURIComponent(title)}`);

  await page.getByRole('link', { name: `Preview: ${title} (en)` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/preview\\?id=${id}$`));
  const band = page.getByRole('region', { name: 'Preview' });
  await expect(band).toContainText('They cannot see it before its day.');
  await band.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/admin/preview\\?id=${id}$`));
  await expect(page.getByRole('region', { name: t('ru', 'story_preview.title') })).toContainText(
    t('ru', 'story_preview.saved'),
  );
  await expect(page.getByRole('heading', { name: `${title} (ru)` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await context.close();

  // A reader never gets the preview, nor the story before its day.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(`/ru/admin/preview?id=${id}`);
  await expect(readerPage).toHaveURL(/\/ru$/);
  await expect(readerPage.getByText(`${title} (ru)`)).toHaveCount(0);
  await reader.close();
});

test('an admin previews the form’s unsaved story in another tab, and the form keeps it', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  await signInContext(context, request, ADMIN);
  const page = await context.newPage();
  await page.goto('/es/admin/nuevo-cuento');
  const title = `Borrador ${Date.now()}`;
  await page.getByRole('textbox', { name: /Título/ }).fill(title);
  await page.getByRole('textbox', { name: /Contenido/ }).fill('Había una vez un borrador.');

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: t('es', 'story_form.preview') }).click(),
  ]);
  await expect(preview).toHaveURL(/\/es\/admin\/vista-previa\?draft$/);
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Había una vez un borrador.')).toBeVisible();
  await expect(preview.getByRole('region', { name: t('es', 'story_preview.title') })).toContainText(
    t('es', 'story_preview.draft'),
  );
  await expect(page.getByRole('textbox', { name: /Título/ })).toHaveValue(title);
  await context.close();
});
