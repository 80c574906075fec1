// Failure drills: each remote in turn, each in another language, is down, slow, answers its manifest with a 500,
// or throws while rendering. The failed slot says so in the reader's language with a Retry, every other route
// keeps working, the header, footer and language switcher never go away, and once the remote is back the Retry
// brings it in without a reload.
import { expect, test, type BrowserContext, type APIRequestContext, type Locator, type Page } from '../support/test';
import type { Language } from '@tales/shared/i18n';
import { pathFor, type RouteKey } from '@tales/shared/routing';
import { e2ePorts } from '../support/ports';
import { appHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import {
  manifestError,
  serverDown,
  serverSlow,
  throwsWhileRendering,
  type RemoteFailure,
} from '../support/remote-failures';
import { ADMIN, READER, signInContext } from '../support/session';

const SLOW_MS = 5_000;
/** Enough for the retry plugin's attempts to run out before the slot reports the failure. */
const FAILURE_SHOWN = { timeout: 20_000 };

type Shows = (page: Page, lng: Language) => Locator;
type SitePage = { remote: string; link: Shows; ready: Shows };

const heading =
  (key: string): Shows =>
  (page, lng) =>
    page.getByRole('heading', { level: 1, name: t(lng, key) });
const navLink =
  (key: string): Shows =>
  (page, lng) =>
    page.getByRole('navigation', { name: t(lng, 'nav.label') }).getByRole('link', { name: t(lng, key) });
// The calendar's h1 is the month; its title sits above it.
const calendarReady: Shows = (page, lng) => page.getByRole('main').getByText(t(lng, 'calendar.title'), { exact: true });

/** The routes a reader reaches by links, with what shows they work. */
const sitePages: SitePage[] = [
  { remote: 'reader', link: navLink('nav.home'), ready: heading('home.title') },
  { remote: 'calendar', link: navLink('nav.calendar'), ready: calendarReady },
  { remote: 'shell', link: navLink('nav.about'), ready: heading('about.title') },
  {
    remote: 'donate',
    link: (page, lng) => page.getByRole('contentinfo').getByRole('link', { name: t(lng, 'footer.donate') }),
    ready: heading('donate.title'),
  },
];

type Drill = {
  remote: 'reader' | 'calendar' | 'donate' | 'auth' | 'admin';
  app: keyof typeof e2ePorts;
  expose: string;
  /** Each remote is drilled in another language, so the slot's message is seen translated, not merely present. */
  lng: Language;
  /** Where the remote shows; the account slot is on every page. */
  route: RouteKey;
  variant: 'page' | 'inline';
  ready: Shows;
  /** What the page shows while the remote's code is slow to arrive: the server's rendering, or a loading state. */
  whileSlow: Shows;
  signIn?: typeof ADMIN;
};

const loading: Shows = (page, lng) =>
  page.getByRole('main').getByRole('progressbar', { name: t(lng, 'common.loading') });
/** A signed-in reader's account menu (the auth remote's code loads only for a session or on login). */
const accountMenu: Shows = (page) => page.getByRole('banner').getByRole('button', { name: /reader/i });
const accountLoading: Shows = (page, lng) =>
  page.getByRole('banner').getByRole('progressbar', { name: t(lng, 'common.loading') });

// Public pages come rendered from the server, so a slow remote leaves them in place until its code arrives; the
// account menu (the server renders every visitor signed out) and admin pages show a loading state meanwhile.
const drills: Drill[] = [
  {
    remote: 'reader',
    app: 'mf-reader',
    expose: 'HomePage',
    lng: 'es',
    route: 'home',
    variant: 'page',
    ready: heading('home.title'),
    whileSlow: heading('home.title'),
  },
  {
    remote: 'calendar',
    app: 'mf-calendar',
    expose: 'CalendarPage',
    lng: 'de',
    route: 'calendar',
    variant: 'page',
    ready: calendarReady,
    whileSlow: calendarReady,
  },
  {
    remote: 'donate',
    app: 'mf-donate',
    expose: 'DonatePage',
    lng: 'fr',
    route: 'donate',
    variant: 'page',
    ready: heading('donate.title'),
    whileSlow: heading('donate.title'),
  },
  {
    remote: 'auth',
    app: 'mf-auth',
    expose: 'AccountMenu',
    lng: 'ru',
    route: 'about',
    variant: 'inline',
    ready: accountMenu,
    whileSlow: accountLoading,
    signIn: READER,
  },
  {
    remote: 'admin',
    app: 'mf-admin',
    expose: 'StoryFormPage',
    lng: 'it',
    route: 'newStory',
    variant: 'page',
    ready: heading('admin.new_story_title'),
    whileSlow: loading,
    signIn: ADMIN,
  },
];

/** The frame that must survive every failure. */
async function expectFrame(page: Page, lng: Language): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: t(lng, 'language.label') })).toBeVisible();
}

/** Where the drilled remote renders: the page's main area or the header's account slot. */
const slotOf = (page: Page, drill: Drill) =>
  drill.variant === 'page' ? page.getByRole('main') : page.getByRole('banner');
const failureText = (drill: Drill) =>
  t(drill.lng, drill.variant === 'page' ? 'remote.unavailable' : 'remote.unavailable_short');
const retryButton = (page: Page, drill: Drill) =>
  slotOf(page, drill).getByRole('button', { name: t(drill.lng, 'remote.retry') });

async function expectFailedSlot(page: Page, drill: Drill): Promise<void> {
  await expect(slotOf(page, drill).getByText(failureText(drill))).toBeVisible(FAILURE_SHOWN);
  await expect(retryButton(page, drill)).toBeVisible();
  await expectFrame(page, drill.lng);
}

/** What the shell's error boundary reports while the test runs (it logs every failure it catches). */
function slotFailures(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('remote slot failed')) seen.push(message.text());
  });
  return seen;
}

/** Marks the document, so a reload (which would drop the mark) cannot pass for a recovery. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-drill', 'same-document'));
}

async function expectSameDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-drill', 'same-document');
}

async function open(page: Page, context: BrowserContext, request: APIRequestContext, drill: Drill): Promise<void> {
  if (drill.signIn) await signInContext(context, request, drill.signIn);
  await page.goto(pathFor(drill.route, drill.lng));
  await expectFrame(page, drill.lng);
  await markDocument(page);
}

/** Visits every route served by someone else, then comes back to the drilled one. */
async function visitOtherRoutes(page: Page, drill: Drill): Promise<void> {
  const others = sitePages.filter((p) => p.remote !== drill.remote);
  for (const other of others) {
    await other.link(page, drill.lng).click();
    await expect(other.ready(page, drill.lng)).toBeVisible();
    await expectFrame(page, drill.lng);
  }
  for (let i = 0; i < others.length; i++) await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${pathFor(drill.route, drill.lng)}$`));
}

/** Fails the remote, checks the failure stays in its slot, brings the remote back and presses the slot's Retry. */
async function failThenRetry(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  drill: Drill,
  failure: RemoteFailure,
): Promise<void> {
  const bringBack = await failure(page);
  await open(page, context, request, drill);
  await expectFailedSlot(page, drill);

  await visitOtherRoutes(page, drill);
  await expectFailedSlot(page, drill);

  await bringBack();
  await retryButton(page, drill).click();
}

/** The remote in its slot again, in the same document and frame. */
async function expectRecovered(page: Page, drill: Drill): Promise<void> {
  await expect(slotOf(page, drill).getByText(failureText(drill))).toHaveCount(0);
  await expectFrame(page, drill.lng);
  await expectSameDocument(page);
}

for (const drill of drills) {
  const origin = `http://127.0.0.1:${e2ePorts[drill.app]}`;

  test.describe(`${drill.app} in ${drill.lng}${drill.signIn ? ` (signed in as ${drill.signIn.email})` : ''}`, () => {
    test('down: its slot offers a retry, the rest of the site works, and the retry brings it back', async ({
      page,
      context,
      request,
    }) => {
      await failThenRetry(page, context, request, drill, serverDown(origin));
      await expect(drill.ready(page, drill.lng)).toBeVisible();
      await expectRecovered(page, drill);
    });

    test('its manifest answers 500: same containment and recovery', async ({ page, context, request }) => {
      await failThenRetry(page, context, request, drill, manifestError(origin));
      await expect(drill.ready(page, drill.lng)).toBeVisible();
      await expectRecovered(page, drill);
    });

    test('its module throws while rendering: the error stays in its slot, and the retry renders the fixed module', async ({
      page,
      context,
      request,
    }) => {
      await failThenRetry(page, context, request, drill, throwsWhileRendering(origin, drill.expose));
      await expect(drill.ready(page, drill.lng)).toBeVisible();
      await expectRecovered(page, drill);
    });

    test("slow (5 s): the server's page or a loading state, then the remote, with the frame in place throughout", async ({
      page,
      context,
      request,
    }) => {
      const failures = slotFailures(page);
      await serverSlow(origin, SLOW_MS)(page);
      await open(page, context, request, drill);
      await expect(drill.whileSlow(page, drill.lng)).toBeVisible();
      // The other routes are visited in the app, so it has taken the server's page over first.
      await appHydrated(page);
      await visitOtherRoutes(page, drill);
      await expect(drill.ready(page, drill.lng)).toBeVisible({ timeout: SLOW_MS * 3 });
      await expectFrame(page, drill.lng);
      await expectSameDocument(page);
      expect(failures).toEqual([]);
    });
  });
}
