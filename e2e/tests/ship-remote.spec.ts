// Shipping one remote into the running site (README "Deploying one remote"): a new sentence in mf-donate's own
// texts goes live with `pnpm ship mf-donate` alone, the shell's build untouched, and a page already open shows it
// on its next client-side navigation; a page that cannot reach the config and still points at a removed release
// recovers with one reload; and a second stack on other ports answers its own config.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { portsEnv, portsFrom, waitForUrl } from '@tales/build/ports';
import { DEFAULT_ANON_KEY } from '@tales/supabase-local/config';
import { t } from '../support/i18n';
import { e2eEnv, e2ePorts } from '../support/ports';
import { releasesOf, repo, ship as shipApp, unship } from '../support/ship';

const donateTexts = path.join(repo, 'mf-donate/locales/en.json');
const releases = releasesOf('mf-donate');

// Two production builds of a remote run inside these tests.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** sha256 of every file under a folder, by relative path. */
function hashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

/** `pnpm ship mf-donate` against the e2e stack; returns the new release's version folder. */
const ship = () => shipApp('mf-donate');

// Later specs see the stack as it started: mf-donate from its dist/, no releases.
test.afterAll(() => unship('mf-donate'));

/** Links a reader clicks: the header's home link and the footer's donate link (client-side navigations). */
const homeLink = (page: Page) =>
  page.getByRole('navigation', { name: t('en', 'nav.label') }).getByRole('link', { name: t('en', 'nav.home') });
const donateLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: t('en', 'footer.donate'), exact: true });

test('a new sentence in mf-donate goes live with one ship: an open page shows it on its next navigation, the shell untouched', async ({
  page,
}) => {
  const shellBefore = hashes(path.join(repo, 'shell/dist'));
  const original = fs.readFileSync(donateTexts, 'utf8');
  const title = t('en', 'donate.title');
  const shipped = `${title} — shipped ${Date.now().toString(36)}`;

  // The page is open on the donate page, showing the version it booted with.
  await page.goto('/en/donate');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  let release = '';

  try {
    const texts = JSON.parse(original) as { donate: { title: string } };
    texts.donate.title = shipped;
    fs.writeFileSync(donateTexts, `${JSON.stringify(texts, null, 2)}\n`);
    const version = ship();
    const config = (await (await page.request.get('/runtime-config.json')).json()) as { remotes: { donate: string } };
    release = `http://127.0.0.1:${e2ePorts['mf-donate']}/releases/${version}/`;
    expect(config.remotes.donate).toBe(`${release}mf-manifest.json`);
  } finally {
    fs.writeFileSync(donateTexts, original);
  }

  // Client-side navigations, no reload: away and back to donate shows the shipped release, its texts and its
  // code (the page asks the new release for the page's chunks instead of reusing the ones it already ran).
  // An open page asks for the config at most once every 5 s, so a ship faster than that shows a navigation later.
  await expect(async () => {
    await homeLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'home.title') })).toBeVisible();
    await donateLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: shipped })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  expect(loads).toBe(0);
  const releaseCode = requested.filter(
    (url) => url.startsWith(release) && url.endsWith('.js') && !url.endsWith('/remoteEntry.js'),
  );
  expect(releaseCode).not.toEqual([]);

  // A reload shows it too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: shipped })).toBeVisible();
  expect(hashes(path.join(repo, 'shell/dist'))).toEqual(shellBefore);
});

test('a page that cannot reach the config and still points at a removed release reloads once and shows the new one', async ({
  page,
}) => {
  // The page boots with the config of the release the previous test shipped.
  const [old] = fs.readdirSync(releases);
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const current = ship();
  fs.rmSync(path.join(releases, old), { recursive: true, force: true });

  // The navigation's config check fails, so the page still asks for the removed release; the reload asks again.
  await page.route('**/runtime-config.json', (route) => route.abort('connectionrefused'), { times: 1 });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await donateLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'donate.title') })).toBeVisible();
  // The reloaded page is server-rendered: its heading shows before its load event.
  await expect.poll(() => loads).toBe(1);
  expect(fs.readdirSync(releases)).toEqual([current]);
});

test('a remote shows its own texts, never raw keys: from its first render and through a language change', async ({
  page,
}) => {
  // Records every text the page ever shows that looks like a translation key (`donate.title`).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __rawKeys: string[] }).__rawKeys = seen;
    const check = (node: Node) => {
      const text = node.textContent?.trim() ?? '';
      if (/^[a-z_]+(\.[a-z_]+)+$/.test(text)) seen.push(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target);
        record.addedNodes.forEach((node) => {
          check(node);
          if (node instanceof Element)
            node.querySelectorAll('*').forEach((child) => child.childElementCount === 0 && check(child));
        });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  await page.goto('/en/donate');
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'donate.title') })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(t('en', 'language.label')) }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('de', 'donate.title') })).toBeVisible();
  await expect(page.getByText(t('de', 'donate.benefits.title'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __rawKeys: string[] }).__rawKeys)).toEqual([]);
});

test.describe('two stacks at once', () => {
  // A second site from the same checkout, on ports of its own (base + 10) with its own data folder.
  const second = portsFrom(e2ePorts.shell + 10);
  let stack: ChildProcess | undefined;

  test.beforeAll(async () => {
    stack = spawn(process.execPath, [require.resolve('tsx/cli'), 'tools/start.ts'], {
      cwd: repo,
      stdio: 'ignore',
      env: {
        ...process.env,
        ...portsEnv(second),
        TALES_DATA_DIR: `${e2eEnv.TALES_DATA_DIR}-second`,
        TALES_FRESH_DB: '1',
        // The e2e stack's API: this stack starts only its own servers.
        SUPABASE_URL: `http://127.0.0.1:${e2ePorts.api}`,
        SUPABASE_ANON_KEY: DEFAULT_ANON_KEY,
      },
    });
    const child = stack;
    await waitForUrl(`http://127.0.0.1:${second.shell}/runtime-config.json`, {
      timeoutMs: 120_000,
      alive: () => child.exitCode === null,
    });
  });

  test.afterAll(async () => {
    const child = stack;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  test('each serves its own runtime config', async ({ request }) => {
    const ours = (await (await request.get(`http://127.0.0.1:${e2ePorts.shell}/runtime-config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    const theirs = (await (await request.get(`http://127.0.0.1:${second.shell}/runtime-config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(ours.remotes.calendar).toBe(`http://127.0.0.1:${e2ePorts['mf-calendar']}/mf-manifest.json`);
    expect(theirs.remotes.calendar).toBe(`http://127.0.0.1:${second['mf-calendar']}/mf-manifest.json`);
    // And each serves a site whose remotes answer on its own ports.
    expect((await request.get(theirs.remotes.calendar)).ok()).toBe(true);
  });
});
