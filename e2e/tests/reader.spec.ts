// Journeys for mf-reader: the story of the day in every language, opening a story from the calendar,
// language switch on a story, copying its link, and an unknown story.
import { expect, test, type Page } from '../support/test';
import { appHydrated, pageHydrated, servePlainShell } from '../support/hydration';
import { t } from '../support/i18n';
import { seedStory } from '../support/seed';

const languages = ['en', 'es', 'pt', 'fr', 'it', 'cn', 'de', 'ru'] as const;
const today = seedStory('00.json');
// English long date ("November 22nd, 2026"): other languages must not show it.
const englishLongDate =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(st|nd|rd|th), \d{4}$/;
const notEnglishLongDate = new RegExp(`^(?!${englishLongDate.source.slice(1)}).+$`);
const storySlug: Record<string, string> = {
  en: 'story',
  es: 'cuento',
  pt: 'historia',
  fr: 'histoire',
  it: 'storia',
  cn: 'story',
  de: 'geschichte',
  ru: 'story',
};
const calendarSlug: Record<string, string> = { en: 'calendar', es: 'calendario', de: 'kalender', fr: 'calendrier' };

/** The id of today's story, read from its link in the current month's calendar. */
async function todaysStoryId(page: Page): Promise<string> {
  await page.goto('/en/calendar');
  const link = page.locator('[aria-current="date"] a');
  const href = await link.getAttribute('href');
  const id = href?.split('/').pop();
  if (!id) throw new Error('no story link on today');
  return id;
}

for (const lng of languages) {
  test(`home in ${lng} shows today's seeded story with a localized date`, async ({ page }) => {
    // The browser renders the page (the server's rendering of it is server-rendering.spec's).
    await servePlainShell(page, `/${lng}`);
    await page.goto(`/${lng}`);
    await appHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: t(lng, 'home.title') })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: today.translations[lng].title })).toBeVisible();
    await expect(article.locator('[data-story-body] p').first()).toBeVisible();
    const date = page.locator('time').first();
    await expect(date).toContainText(String(new Date().getFullYear()));
    await expect(date).toHaveText(lng === 'en' ? englishLongDate : notEnglishLongDate);
    // Today's story: no "not today" note; the AI disclaimer in every language but Spanish.
    await expect(page.getByText(t(lng, 'home.not_today_note'))).toHaveCount(0);
    await expect(page.getByText(t(lng, 'story.ai_disclaimer'))).toHaveCount(lng === 'es' ? 0 : 1);
  });
}

test('story text is not selectable', async ({ page }) => {
  await page.goto('/en');
  const body = page.locator('[data-story-body]');
  await expect(body).toBeVisible();
  expect(await body.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
});

test('calendar → previous month → a story opens at once under the localized slug', async ({ page }) => {
  await page.goto(`/es/${calendarSlug.es}`);
  await appHydrated(page);
  await page.getByRole('button', { name: t('es', 'calendar.previous_month') }).click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  const link = page.locator('[data-day] h3 a').first();
  await expect(link).toBeVisible();
  const title = (await link.textContent()) ?? '';
  // Hold the story's own request back until the story is on screen: the page renders from the card the calendar
  // passed along, not from that answer.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/stories?*id=eq.*', async (route) => {
    await held;
    await route.continue();
  });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/es/${storySlug.es}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  release();
});

test('switching language on a story page keeps the story', async ({ page }) => {
  const id = await todaysStoryId(page);
  await page.goto(`/en/story/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: today.translations.en.title })).toBeVisible();
  await appHydrated(page);
  await page.getByRole('button', { name: new RegExp(t('en', 'language.label')) }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/geschichte/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: today.translations.de.title })).toBeVisible();
});

test("switching language on the home page shows the new language's story, never the Spanish original between", async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 2, name: today.translations.en.title })).toBeVisible();
  await appHydrated(page);
  // Every state the page's main part goes through, as the browser commits it.
  await page.evaluate((spanish) => {
    const seen = window as unknown as { __spanishShown: boolean };
    seen.__spanishShown = false;
    new MutationObserver(() => {
      if (document.querySelector('main')?.textContent?.includes(spanish)) seen.__spanishShown = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, today.translations.es.title);
  await page.getByRole('button', { name: new RegExp(t('en', 'language.label')) }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.getByRole('heading', { level: 2, name: today.translations.ru.title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __spanishShown: boolean }).__spanishShown)).toBe(false);
});

test('the share menu copies the localized story URL', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await todaysStoryId(page);
  await page.goto(`/fr/histoire/${id}`);
  await pageHydrated(page);
  await page.getByRole('button', { name: t('fr', 'share.share') }).click();
  await page.getByRole('menuitem', { name: t('fr', 'share.copy_link') }).click();
  await expect(page.getByText(t('fr', 'share.link_copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/fr/histoire/${id}`);
});

test('a story id that does not exist shows not found (noindex) with a way back', async ({ page }) => {
  // The browser renders the page and its head (the server's 404 is server-rendering.spec's).
  await servePlainShell(page, '/en/story/00000000-0000-4000-8000-000000000000');
  await page.goto('/en/story/00000000-0000-4000-8000-000000000000');
  await appHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'story_view.story_not_found') })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: t('en', 'story_view.return_to_calendar') }).click();
  await expect(page).toHaveURL(/\/en\/calendar$/);
});

test('the story’s text size is remembered on the device and applied before the page runs after a reload', async ({
  page,
}) => {
  await page.goto('/en');
  await appHydrated(page);
  const body = page.locator('[data-story-body]');
  const fontSize = () => body.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const medium = await fontSize();
  const group = page.getByRole('group', { name: t('en', 'story.text_size.label') });
  // The reader presses the large "A": the option's label, around the radio it stands for.
  await group.locator('label', { has: page.getByRole('radio', { name: t('en', 'story.text_size.large') }) }).click();
  expect(await fontSize()).toBeGreaterThan(medium);
  // Server-rendered HTML only: the head script alone sets the size, before any app code.
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
  expect(await fontSize()).toBeGreaterThan(medium);
  await page.unroute('**/*.js');
  await page.reload();
  await appHydrated(page);
  await expect(page.getByRole('radio', { name: t('en', 'story.text_size.large') })).toBeChecked();
});

test('where the browser has a voice for the story’s language, Listen reads it aloud, with pause and stop', async ({
  page,
}) => {
  // Chromium here has no voices: a speech engine with a Russian voice that records what it is asked to do.
  await page.addInitScript(() => {
    const calls: string[] = [];
    const engine = Object.assign(new EventTarget(), {
      getVoices: () => [{ lang: 'ru-RU', name: 'Русский', default: true, localService: true, voiceURI: 'ru' }],
      speak: (utterance: { lang: string; text: string }) =>
        calls.push(`speak ${utterance.lang} ${utterance.text.slice(0, 12)}`),
      pause: () => calls.push('pause'),
      resume: () => calls.push('resume'),
      cancel: () => calls.push('cancel'),
    });
    Object.defineProperty(window, 'speechSynthesis', { value: engine });
    // Its voices are plain objects, which the browser's own utterance would refuse: a plain utterance too.
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      lang = '';
      voice: unknown = null;
      constructor(public text: string) {}
    };
    (window as unknown as { speechCalls: string[] }).speechCalls = calls;
  });
  await page.goto('/ru');
  await appHydrated(page);
  const listen = page.getByRole('group', { name: t('ru', 'story.listen.label') });
  await listen.getByRole('button', { name: t('ru', 'story.listen.listen') }).click();
  await listen.getByRole('button', { name: t('ru', 'story.listen.pause') }).click();
  await listen.getByRole('button', { name: t('ru', 'story.listen.resume') }).click();
  await listen.getByRole('button', { name: t('ru', 'story.listen.stop') }).click();
  await expect(listen.getByRole('button', { name: t('ru', 'story.listen.listen') })).toBeVisible();
  const calls = await page.evaluate(() => (window as unknown as { speechCalls: string[] }).speechCalls);
  expect(calls).toEqual([
    'cancel',
    `speak ru ${today.translations.ru.title.slice(0, 12)}`,
    'pause',
    'resume',
    'cancel',
  ]);
});

test('without a voice for the language there is no Listen button', async ({ page }) => {
  await page.goto('/en');
  await appHydrated(page);
  await expect(page.getByRole('button', { name: t('en', 'story.listen.listen') })).toHaveCount(0);
});
