// Foundation journeys: routing in every language, language and theme switching, not-found, a remote that is down,
// and React shared once across the shell and its remotes.
import { expect, test, type Page } from '../support/test';
import { e2ePorts } from '../support/ports';
import { appHydrated, markDocument, savedLanguage } from '../support/hydration';
import { t } from '../support/i18n';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('/ redirects to the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('a path without a prefix moves to the current language equivalent', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The server already wrote <html lang>; the app has taken up German (and remembered it) once it has hydrated.
  await appHydrated(page);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/de\/kalender$/);
});

const pages: { path: string; lng: string; title: () => string }[] = [
  { path: '/en/about', lng: 'en', title: () => t('en', 'about.title') },
  { path: '/es/acerca', lng: 'es', title: () => t('es', 'about.title') },
  { path: '/fr/a-propos', lng: 'fr', title: () => t('fr', 'about.title') },
  { path: '/en/terms', lng: 'en', title: () => t('en', 'terms.title') },
  { path: '/it/termini', lng: 'it', title: () => t('it', 'terms.title') },
  { path: '/de/bedingungen', lng: 'de', title: () => t('de', 'terms.title') },
  { path: '/en/privacy', lng: 'en', title: () => t('en', 'privacy.title') },
  { path: '/pt/privacidade', lng: 'pt', title: () => t('pt', 'privacy.title') },
  { path: '/fr/confidentialite', lng: 'fr', title: () => t('fr', 'privacy.title') },
  { path: '/en/donate', lng: 'en', title: () => t('en', 'donate.title') },
  { path: '/es/donar', lng: 'es', title: () => t('es', 'donate.title') },
  { path: '/de/spenden', lng: 'de', title: () => t('de', 'donate.title') },
  { path: '/ru/donate', lng: 'ru', title: () => t('ru', 'donate.title') },
  { path: '/es/boletin', lng: 'es', title: () => t('es', 'meta.titles.newsletter') },
  { path: '/pt/boletim', lng: 'pt', title: () => t('pt', 'meta.titles.newsletter') },
];

// The server's HTML already shows each page: each test waits until the app has taken it over and then sees
// something only the app in the browser does.
for (const { path, lng, title } of pages) {
  test(`${path} shows its page in ${lng}`, async ({ page }) => {
    await page.goto(path);
    await expect(heading(page, title())).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lng === 'cn' ? 'zh-CN' : lng);
    await appHydrated(page);
    // The app took the page's language up as the reader's choice, and still shows the page.
    expect(await savedLanguage(page)).toBe(lng);
    await expect(heading(page, title())).toBeVisible();
  });
}

test("the donate page's sections open and close in the browser: mf-donate's code runs", async ({ page }) => {
  await page.goto('/en/donate');
  await expect(heading(page, t('en', 'donate.title'))).toBeVisible();
  await appHydrated(page);
  // The first section is open in the server's HTML. The remote's part of the page takes over once its code has
  // loaded, which may be after the shell's: a press before that is not seen, so the press is made again.
  const section = page.locator('main button[slot="trigger"]').first();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(async () => {
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
  }).toPass();
});

const monthParam = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

for (const path of ['/en/calendar', '/es/calendario', '/de/kalender', '/cn/calendar']) {
  test(`${path} shows the calendar`, async ({ page }) => {
    await page.goto(path);
    const lng = path.split('/')[1];
    await expect(page.getByRole('button', { name: t(lng, 'calendar.next_month') })).toBeVisible();
    await appHydrated(page);
    // The calendar's code moves the month in place (the button's form alone would load a new page).
    const sameDocument = await markDocument(page);
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    await page.getByRole('button', { name: t(lng, 'calendar.next_month') }).click();
    await expect(page).toHaveURL(new RegExp(`\\?month=${monthParam(next)}$`));
    await expect(page.locator(`[data-day="${monthParam(next)}-01"]`)).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });
}

for (const path of ['/en', '/es', '/ru']) {
  test(`${path} shows the home page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main').getByRole('article')).toBeVisible();
    await appHydrated(page);
    // The app's router takes a link in the browser: the calendar shows without a page load.
    const lng = path.slice(1);
    const sameDocument = await markDocument(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: t(lng, 'nav.calendar') })
      .first()
      .click();
    await expect(page.getByRole('button', { name: t(lng, 'calendar.next_month') })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });
}

test('switching language on /es/acerca lands on /de/uber in German', async ({ page }) => {
  await page.goto('/es/acerca');
  await expect(heading(page, t('es', 'about.title'))).toBeVisible();
  await appHydrated(page);
  await page.getByRole('button', { name: new RegExp(t('es', 'language.label')) }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/uber$/);
  await expect(heading(page, t('de', 'about.title'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('mf-donate changes language without a reload (one shared i18n instance)', async ({ page }) => {
  await page.goto('/en/donate');
  await expect(heading(page, t('en', 'donate.title'))).toBeVisible();
  await appHydrated(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('button', { name: new RegExp(t('en', 'language.label')) }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/don$/);
  await expect(heading(page, t('fr', 'donate.title'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the theme choice survives a reload', async ({ page }) => {
  // Each choice goes against the system's preference, so after a reload only the saved choice explains it.
  const html = page.locator('html');
  const choose = async (theme: 'dark' | 'light') => {
    await page.getByRole('button', { name: new RegExp(t('en', 'theme.label')) }).click();
    await page.getByRole('option', { name: t('en', `theme.${theme}`) }).click();
    await expect(html).toHaveAttribute('data-theme', theme);
  };
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/about');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await choose('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.emulateMedia({ colorScheme: 'dark' });
  await choose('light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('an unknown path shows not-found with noindex and a link home', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(heading(page, t('en', 'notFound.title'))).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: t('en', 'notFound.home_link') }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('with mf-donate down, its slot offers a retry and the rest of the site works', async ({ page }) => {
  await page.route(`http://127.0.0.1:${e2ePorts['mf-donate']}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/en/donate');
  await expect(page.getByText(t('en', 'remote.unavailable'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: t('en', 'remote.retry') })).toBeVisible();

  // The server is back: the retry button loads the page without a reload.
  await page.unroute(`http://127.0.0.1:${e2ePorts['mf-donate']}/**`);
  await page.getByRole('button', { name: t('en', 'remote.retry') }).click();
  await expect(heading(page, t('en', 'donate.title'))).toBeVisible();

  await page
    .getByRole('link', { name: t('en', 'nav.about') })
    .first()
    .click();
  await expect(heading(page, t('en', 'about.title'))).toBeVisible();
});

test('with mf-donate down, other routes still work', async ({ page }) => {
  await page.route(`http://127.0.0.1:${e2ePorts['mf-donate']}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/en/about');
  await expect(heading(page, t('en', 'about.title'))).toBeVisible();
  await page
    .getByRole('link', { name: t('en', 'footer.donate') })
    .first()
    .click();
  await expect(page.getByText(t('en', 'remote.unavailable'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('react-dom is downloaded exactly once across shell and remotes', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text());
  });
  await page.goto('/en/donate');
  await expect(heading(page, t('en', 'donate.title'))).toBeVisible();
  await page
    .getByRole('link', { name: t('en', 'nav.calendar') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/calendar/);
  // The calendar on screen means every script it needed has arrived.
  await expect(page.locator('[data-day]').first()).toBeVisible();
  const scripts = await Promise.all(bodies);
  // A string that only react-dom's client build carries (its SVG attribute table).
  const copies = scripts.filter((s) => s.includes('glyphOrientationHorizontal')).length;
  expect(copies).toBe(1);
});
