// On a phone the story starts on the first screen: the headline and its first lines are visible without
// scrolling, on the home page and on a story's page, in a Latin and a Cyrillic language, light and dark.
import { expect, test, type Page } from '../support/test';
import { appHydrated } from '../support/hydration';

const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** How many lines of the story a reader sees on the first screen, at least. */
const FIRST_LINES = 3;

async function expectStoryOnFirstScreen(page: Page, viewportHeight: number): Promise<void> {
  const article = page.getByRole('article');
  const headline = article.getByRole('heading').first();
  await expect(headline).toBeVisible();
  const paragraph = article.locator('p[lang], [lang] > p').first();
  await expect(paragraph).toBeVisible();
  const headlineBox = await headline.boundingBox();
  const paragraphBox = await paragraph.boundingBox();
  const lineHeight = await paragraph.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
  expect(headlineBox && headlineBox.y + headlineBox.height).toBeLessThan(viewportHeight);
  expect(paragraphBox && paragraphBox.y + FIRST_LINES * lineHeight).toBeLessThanOrEqual(viewportHeight);
}

for (const phone of phones) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${phone.width}×${phone.height}, ${colorScheme}: the story of the day and a story's page start on the first screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: phone, colorScheme, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      for (const language of ['en', 'ru']) {
        await page.goto(`/${language}`);
        await appHydrated(page);
        await expectStoryOnFirstScreen(page, phone.height);
      }
      await page.goto('/en/calendar');
      const href = await page.locator('[aria-current="date"] a').getAttribute('href');
      expect(href).toMatch(/\/en\/story\/[0-9a-f-]{36}$/);
      await page.goto(href ?? '');
      await appHydrated(page);
      await expectStoryOnFirstScreen(page, phone.height);
      await context.close();
    });
  }
}
