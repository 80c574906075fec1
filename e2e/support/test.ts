// Every journey's `test`: Playwright's, with the seeded stories kept on the day the test runs (seed-day.ts).
import { test as base } from '@playwright/test';
import { dateSeedForToday, SITE_FOLLOWS_MS } from './seed-day';

export * from '@playwright/test';

export const test = base.extend<{ seedOnToday: void }>({
  seedOnToday: [
    async ({}, use, testInfo) => {
      if (await dateSeedForToday()) {
        // The minute the site takes to follow is the day's turn, not the test's.
        testInfo.setTimeout(testInfo.timeout + SITE_FOLLOWS_MS);
        await new Promise((resolve) => setTimeout(resolve, SITE_FOLLOWS_MS));
      }
      await use();
    },
    { auto: true },
  ],
});
