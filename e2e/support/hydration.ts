import type { Page } from '@playwright/test';

/**
 * The shell's code has taken over the server's page (its hydration mark): its buttons respond from here on. A
 * server-rendered page is readable and its links work before that, but a menu button does nothing until then.
 */
export async function appHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('tales:hydrated').length > 0);
}

/** The shell's first script (its entry, `main.<hash>.js`): held back or blocked, the app has not started. */
export const shellEntryScript = /\/main\.[0-9a-f]+\.js$/;
