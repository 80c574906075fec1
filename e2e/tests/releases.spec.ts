// Releases for teams (docs/releases.md) on two shell servers side by side, both following the release registry,
// the releases' files on Storage: mf-donate with a new sentence goes out as a canary to half the readers (each
// reader keeps one release, on the server's page and in the browser, whichever server answers), its failures in
// readers' browsers are counted, it is promoted, then rolled back, each visible on the next navigation with no
// shell build or restart; a release that does not fit the running shell is refused and nothing changes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { waitForUrl } from '@tales/build/ports';
import { freePort } from '../support/free-port';
import { t } from '../support/i18n';
import { e2eEnv, e2ePorts } from '../support/ports';
import { repo, runShip, servedManifest, ship, unship } from '../support/ship';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const donateTexts = path.join(repo, 'mf-donate/locales/en.json');
const original = t('en', 'donate.title');
const shipped = `Canary sentence ${Date.now().toString(36)}`;
const first = `http://127.0.0.1:${e2ePorts.shell}`;
let second = '';
let secondServer: ChildProcess | undefined;
/** The releases are published on the local API's Storage, as on a hosted project. */
const releaseUrl = (version: string) =>
  `http://127.0.0.1:${e2ePorts.api}/storage/v1/object/public/releases/donate/${version}/mf-manifest.json`;
let baseline = '';
let canary = '';

test.beforeAll(async () => {
  const port = await freePort();
  second = `http://127.0.0.1:${port}`;
  // One more shell server as production runs each of them: the same build, the same project, its own process.
  secondServer = spawn(process.execPath, [require.resolve('tsx/cli'), 'tools/serve-one.ts', 'shell'], {
    cwd: repo,
    stdio: 'ignore',
    env: { ...process.env, ...e2eEnv, TALES_FRESH_DB: '', TALES_PORT_SHELL: String(port) },
  });
  const child = secondServer;
  await waitForUrl(`${second}/runtime-config.json`, { timeoutMs: 120_000, alive: () => child.exitCode === null });
});

test.afterAll(async () => {
  const child = secondServer;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await unship('mf-donate');
});

/** A reader holding release number `bucket` (the cookie is the host's, so both servers see it). */
async function reader(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tales-release', value: String(bucket), domain: '127.0.0.1', path: '/' }]);
  return context.newPage();
}

/** The donate page's heading as the server renders it for a reader with `bucket`. */
async function serverHeading(site: string, bucket: number): Promise<string> {
  const res = await fetch(`${site}/en/donate`, { headers: { cookie: `tales-release=${bucket}`, accept: 'text/html' } });
  const html = await res.text();
  return html.includes(shipped) ? shipped : html.includes(original) ? original : '(neither)';
}

/** What the 50 % canary shows a reader with `bucket`. */
const canaryTitleFor = (bucket: number) => (bucket < 50 ? shipped : original);

/** Waits until both servers serve `manifest` to the reader with `bucket` (each follows the registry every 2 s). */
async function servedByBoth(bucket: number, manifest: string) {
  for (const site of [first, second])
    await expect.poll(() => servedManifest('mf-donate', bucket, site), { timeout: 10_000 }).toBe(manifest);
}

const donateHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Client-side navigations away and back to donate until it shows `title` (an open page checks every 5 s). */
async function navigateUntilShown(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: t('en', 'nav.label') });
  const donate = page.getByRole('contentinfo').getByRole('link', { name: t('en', 'footer.donate'), exact: true });
  await expect(async () => {
    await nav.getByRole('link', { name: t('en', 'nav.home') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'home.title') })).toBeVisible();
    await donate.click();
    await expect(donateHeading(page, title)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('a canary reaches half the readers on both servers, and each reader keeps one release', async ({ browser }) => {
  baseline = ship('mf-donate', ['--storage']);
  const texts = fs.readFileSync(donateTexts, 'utf8');
  try {
    const changed = JSON.parse(texts) as { donate: { title: string } };
    changed.donate.title = shipped;
    fs.writeFileSync(donateTexts, `${JSON.stringify(changed, null, 2)}\n`);
    canary = ship('mf-donate', ['--storage', '--canary', '50']);
  } finally {
    fs.writeFileSync(donateTexts, texts);
  }

  await servedByBoth(0, releaseUrl(canary));
  await servedByBoth(99, releaseUrl(baseline));
  for (const site of [first, second]) {
    for (const [bucket, title] of [
      [0, shipped],
      [49, shipped],
      [50, original],
      [99, original],
    ] as const)
      expect(await serverHeading(site, bucket), `reader ${bucket} on ${site}`).toBe(title);
  }

  // In the browser: the page each reader gets hydrates as it was rendered, and stays on one release across
  // servers and navigations.
  for (const [bucket, title] of [
    [10, shipped],
    [90, original],
  ] as const) {
    const page = await reader(browser, bucket);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${second}/en/donate`);
    await expect(donateHeading(page, title)).toBeVisible();
    await navigateUntilShown(page, title);
    await page.goto(`${first}/en/donate`);
    await expect(donateHeading(page, title)).toBeVisible();
    // No hydration mismatch (React reports one as a console error), nor any other error.
    expect(errors).toEqual([]);
    await page.context().close();
  }

  // A new reader is given a number on the first answer, and keeps the release it picks.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${first}/en/donate`);
  const cookie = (await context.cookies()).find((c) => c.name === 'tales-release');
  expect(cookie?.value).toMatch(/^\d{1,2}$/);
  const theirs = canaryTitleFor(Number(cookie?.value));
  await expect(donateHeading(page, theirs)).toBeVisible();
  await page.goto(`${second}/en/donate`);
  await expect(donateHeading(page, theirs)).toBeVisible();
  await context.close();
});

test("a canary's failures in readers' browsers are counted against it, to read before promoting", async ({
  browser,
}) => {
  const page = await reader(browser, 10);
  await page.goto(`${first}/en`);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'home.title') })).toBeVisible();
  // The canary's files fail to load for this reader: its slot shows the retry message.
  await page.route(`**/releases/donate/${canary}/**`, (route) => route.abort('connectionrefused'));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('en', 'footer.donate'), exact: true })
    .click();
  await expect(page.getByText(t('en', 'remote.unavailable'))).toBeVisible({ timeout: 30_000 });

  await expect
    .poll(
      () => {
        const run = spawnSync('pnpm', ['releases'], {
          cwd: repo,
          env: { ...process.env, ...e2eEnv },
          encoding: 'utf8',
        });
        return run.stdout.split('\n').find((line) => line.includes(canary)) ?? '';
      },
      { timeout: 15_000 },
    )
    .toMatch(/canary 50 %.*browser failures \(24 h\): 1 by 1 reader/);
  await page.context().close();
});

test('promoted, the canary reaches every reader on their next navigation', async ({ browser }) => {
  const page = await reader(browser, 90);
  await page.goto(`${second}/en/donate`);
  await expect(donateHeading(page, original)).toBeVisible();

  const run = runShip('mf-donate', ['--promote']);
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain(`stable ${canary}`);

  await navigateUntilShown(page, shipped);
  await servedByBoth(99, releaseUrl(canary));
  for (const site of [first, second]) expect(await serverHeading(site, 99)).toBe(shipped);
  await page.context().close();
});

test('rolled back, every reader is on the previous stable release again, in one step', async ({ browser }) => {
  const page = await reader(browser, 10);
  await page.goto(`${first}/en/donate`);
  await expect(donateHeading(page, shipped)).toBeVisible();

  const run = runShip('mf-donate', ['--rollback']);
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain(`stable ${baseline}`);

  await navigateUntilShown(page, original);
  await servedByBoth(0, releaseUrl(baseline));
  await servedByBoth(99, releaseUrl(baseline));
  for (const site of [first, second])
    for (const bucket of [0, 99]) expect(await serverHeading(site, bucket)).toBe(original);
  await page.context().close();
});

type Manifest = { exposes: { path: string }[]; shared: { name: string; requiredVersion: string }[] };

/** Spoils a copy of mf-donate's build in place. */
const editManifest = (change: (manifest: Manifest) => void) => (build: string) => {
  const file = path.join(build, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
};

const misfits: [string, (build: string) => void][] = [
  [
    'does not expose ./DonatePage, which the shell loads',
    editManifest((m) => (m.exposes = m.exposes.filter((e) => e.path !== './DonatePage'))),
  ],
  [
    'needs react ^99.0.0, and the shell provides react',
    editManifest((m) => m.shared.filter((s) => s.name === 'react').forEach((s) => (s.requiredVersion = '^99.0.0'))),
  ],
  [
    'its page /en/donate did not render on the server',
    (build) => fs.writeFileSync(path.join(build, 'server/remoteEntry.js'), "throw new Error('a broken server build');"),
  ],
];

test('a release that does not fit the running shell is refused, and nothing changes', async () => {
  const releasesBefore = fs.readdirSync(path.join(repo, e2eEnv.TALES_DATA_DIR, 'releases/mf-donate')).sort();
  for (const [reason, spoil] of misfits) {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-misfit-'));
    fs.cpSync(path.join(repo, 'mf-donate/dist'), build, { recursive: true });
    spoil(build);

    const run = runShip('mf-donate', ['--storage', '--prebuilt', build]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(reason);
    expect(run.stderr).toContain('The live releases are unchanged.');
    fs.rmSync(build, { recursive: true, force: true });
  }
  for (const site of [first, second])
    for (const bucket of [0, 99]) expect(await servedManifest('mf-donate', bucket, site)).toBe(releaseUrl(baseline));
  expect(fs.readdirSync(path.join(repo, e2eEnv.TALES_DATA_DIR, 'releases/mf-donate')).sort()).toEqual(releasesBefore);
});
