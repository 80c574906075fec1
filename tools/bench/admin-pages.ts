// The admin's pages, measured apart from the readers': what a signed-in admin downloads on a cold load of each.
// The readers' budgets do not apply to them (an admin is one person on a desktop, not every reader on a phone);
// the figures show what the admin-only code costs, and the readers' bundles show that none of it reaches them.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '@tales/shared/boot';
import type { RuntimeConfig } from '@tales/shared/config';
import { pathFor, type RouteKey } from '@tales/shared/routing';
import { SEED_USERS } from '@tales/supabase-local/seed/seed-sql';
import { bundleMarkdown, pageBundle, type FileCost } from './bundle';
import { phone, visit } from './pages';
import type { AdminPageResult } from './results';
import type { Stack } from './stack';

export type AdminPageKey = Extract<RouteKey, 'storyList' | 'schedule' | 'newStory' | 'readerStats'>;

/**
 * Each admin page without a parameter, and what shows that its content is on screen (with text: a figure's
 * caption, as a fresh database has no views to chart; the form's first label).
 */
export const adminPages: { key: AdminPageKey; selector: string }[] = [
  { key: 'storyList', selector: 'main ul li h2' },
  { key: 'schedule', selector: 'main ol li h2' },
  { key: 'newStory', selector: 'main form label' },
  { key: 'readerStats', selector: 'main figure figcaption' },
];

/** The seeded admin's session, from a password grant against the stack's API. */
export async function adminSession(config: RuntimeConfig): Promise<string> {
  const admin = SEED_USERS.find((user) => user.role === 'admin');
  if (!admin) throw new Error('the seed has no admin account');
  const response = await fetch(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!response.ok) throw new Error(`the admin's sign-in failed: ${response.status} ${await response.text()}`);
  return response.text();
}

/** A cold visit of an admin page, signed in as the admin (the session where the site keeps it) in a fresh context. */
async function adminVisit(browser: Browser, origin: string, session: string, page: (typeof adminPages)[number]) {
  const context = await browser.newContext({ ...phone, timezoneId: 'UTC' });
  try {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      AUTH_STORAGE_KEY,
      session,
    ] as const);
    const address = pathFor(page.key, 'en');
    return { path: address, ...(await visit(context, { url: origin + address, selector: page.selector })).visit };
  } finally {
    await context.close();
  }
}

/** Each admin page once, cold; bundle reports to `out`/bundle-admin-<page>.md; one line each on stdout. */
export async function measureAdminPages(
  browser: Browser,
  stack: Stack,
  costOf: (url: string) => Promise<FileCost>,
  out: string,
): Promise<AdminPageResult[]> {
  console.log("\nThe admin's pages, signed in as the admin, cold (reported apart: no reader's budget applies)");
  const session = await adminSession(stack.config);
  const results: AdminPageResult[] = [];
  for (const page of adminPages) {
    const v = await adminVisit(browser, stack.origin, session, page);
    const bundle = pageBundle(v.path, await Promise.all(v.jsUrls.map(costOf)));
    fs.writeFileSync(path.join(out, `bundle-admin-${page.key}.md`), bundleMarkdown(bundle, 'the signed-in admin'));
    const result: AdminPageResult = {
      key: page.key,
      path: v.path,
      jsGzipKB: bundle.gzipKB,
      adminJsGzipKB: bundle.apps.find((a) => a.app === 'mf-admin')?.gzipKB ?? 0,
      jsFiles: v.jsFiles,
      shownMs: v.shownMs,
      interactiveMs: v.interactiveMs,
      timedOut: v.timedOut,
    };
    results.push(result);
    console.log(
      `  ${v.path}: ${result.jsGzipKB} KB gzip JS in ${result.jsFiles} files, of it mf-admin ${result.adminJsGzipKB} KB; ` +
        `content shown ${result.shownMs ?? '–'} ms, interactive ${result.interactiveMs ?? '–'} ms` +
        `${result.timedOut ? ', NEVER QUIET (figures may be partial)' : ''} (.bench/bundle-admin-${page.key}.md)`,
    );
  }
  return results;
}
