import type { Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '@tales/shared/i18n/languages';

/**
 * The shell's code has taken over the server's page (its hydration mark): its buttons respond from here on. A
 * server-rendered page is readable and its links work before that, but a menu button does nothing until then.
 */
export async function appHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('tales:hydrated').length > 0);
}

/** The whole page has hydrated: the shell and every remote part on it (the story's tools too) answer input. */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('tales:page-hydrated').length > 0);
}

/** The shell's first script (its entry, `main.<hash>.js`): held back or blocked, the app has not started. */
export const shellEntryScript = /\/main\.[0-9a-f]+\.js$/;

/** The language the app has saved as the reader's choice: only the app's code writes it, never the server's HTML. */
export function savedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY);
}

type MarkedWindow = { talesSameDocument?: boolean };

/**
 * Marks the document now; the answer says whether it is still the same document. A navigation the app makes in
 * the browser keeps it; a page the server answers (a full load) does not.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as MarkedWindow).talesSameDocument = true;
  });
  return () => page.evaluate(() => (window as MarkedWindow).talesSameDocument === true);
}

/**
 * Answers the page loads of `pathname` with the shell's own index.html, as a server without rendering would: no
 * markup and no data handed over, so whatever the page then shows is what the app produced in the browser.
 */
export async function servePlainShell(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Sent on to the server (not fulfilled here): a page the browser got from the test would not count as the
      // site's own address space, and Chromium would then refuse its requests to the remotes on 127.0.0.1.
      return route.continue({ url: new URL('/index.html', route.request().url()).href });
    },
  );
}
