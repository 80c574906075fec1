// Automated WCAG 2 A/AA checks (axe) of every kind of page (a story's too), in light and dark theme, on a phone and
// a desktop.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

const pages = ['/en', '/es/calendario', '/de/uber', '/fr/conditions', '/it/privacy', '/ru/donate', '/en/no-such-page'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`no WCAG A/AA violations, ${theme} theme, ${viewport.name}`, async ({ browser }) => {
      test.setTimeout(120_000); // eight pages, each settled and checked
      const context = await browser.newContext({ colorScheme: theme, viewport });
      const page = await context.newPage();
      const found: string[] = [];
      // A story page, with its tools (text size, listen, share): today's, as the calendar links it.
      await page.goto('/en/calendar');
      const story = await page.locator('[aria-current="date"] a').getAttribute('href');
      for (const path of [...pages, story ?? '/en/story/missing-link']) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        // axe judges what is on screen: let images, fonts and late data settle first (no assertion waits on it).
        // eslint-disable-next-line playwright/no-networkidle
        await page.waitForLoadState('networkidle');
        found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
