// The owner's details come from the running server's runtime config, never from a build: the local stack shows its
// obvious test values, an edit of the overlay file shows on the next load (the server's page and the browser's
// alike, without a hydration warning), a way to give that is left out disappears, and with none the page says
// donations are not set up yet. No sample value ever reaches the page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import type { DonateConfig } from '@tales/shared/config';
import { pathFor } from '@tales/shared/routing';
import { runtimeConfigFile, updateRuntimeConfigFile } from 'shell/server/runtime-config';
import { appHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import { e2eEnv } from '../support/ports';

const repo = path.resolve(__dirname, '../..');
const configFile = () => runtimeConfigFile(repo, e2eEnv);
const donatePath = pathFor('donate', 'en');
const PLACEHOLDER = /replace[\s_-]*me|\bsample\b|example\.(?:com|net|org)\b|\.example\b/i;

/** The markup of the page's `<main>`. */
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

/** Console errors and warnings (a hydration mismatch is one) and page errors while the test runs. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The page as the server sends it, without JavaScript. */
async function serverHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Writes the overlay and waits until the server answers it (the page cache keeps a rendered page a few seconds). */
async function setOwnerDetails(
  request: APIRequestContext,
  details: { donate?: DonateConfig; contactEmail?: string },
  seenIn: { url: string; text: string },
): Promise<void> {
  updateRuntimeConfigFile(configFile(), details);
  await expect
    .poll(async () => (await serverHtml(request, seenIn.url)).includes(seenIn.text), { timeout: 20_000 })
    .toBe(true);
}

const tab = (page: Page, key: string) => page.getByRole('tab', { name: t('en', key) });

test.describe("the owner's details", () => {
  test.afterAll(() => {
    // Later specs see the stack as it started: the local test values.
    fs.rmSync(configFile(), { force: true });
  });

  test('are obvious local test values on the local stack, and no sample value reaches the page', async ({
    page,
    request,
  }) => {
    fs.rmSync(configFile(), { force: true });
    await expect
      .poll(async () => mainOf(await serverHtml(request, donatePath)).includes('donations@tales.local'), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(mainOf(await serverHtml(request, donatePath))).not.toMatch(PLACEHOLDER);

    const problems = watch(page);
    await page.goto(donatePath);
    await appHydrated(page);
    await page.getByRole('button', { name: t('en', 'donate.bank.title') }).click();
    await expect(page.getByText('LOCAL TEST ACCOUNT - NOT REAL')).toBeVisible();
    await tab(page, 'donate.methods.crypto').click();
    await expect(page.getByText('LOCAL-TEST-SOLANA-ADDRESS-NOT-REAL')).toBeVisible();
    expect(await page.getByRole('main').innerHTML()).not.toMatch(PLACEHOLDER);
    expect(problems).toEqual([]);
  });

  test('follow an edit of the overlay file on the next load, on the server and in the browser', async ({
    page,
    request,
  }) => {
    const donate: DonateConfig = {
      contactEmail: 'owner-e2e@tales.test',
      tipJar: { service: 'E2E Jar', url: 'https://jar.tales.test/e2e' },
      bank: { ach: [{ field: 'accountNumber', value: 'E2E-ACH-4242' }] },
      crypto: [{ network: 'tron', address: 'E2E-TRON-ADDRESS' }],
    };
    await setOwnerDetails(request, { donate }, { url: donatePath, text: 'owner-e2e@tales.test' });

    const problems = watch(page);
    await page.goto(donatePath);
    await appHydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'owner-e2e@tales.test' })).toHaveAttribute(
      'href',
      'mailto:owner-e2e@tales.test',
    );
    await expect(main.getByRole('link', { name: new RegExp('E2E Jar') })).toHaveAttribute(
      'href',
      'https://jar.tales.test/e2e',
    );
    // Not set: the embedded widget and the CBU account.
    await expect(main.getByRole('button', { name: t('en', 'donate.tip_widget.title') })).toHaveCount(0);
    await main.getByRole('button', { name: t('en', 'donate.bank.title') }).click();
    await expect(main.getByRole('tab', { name: t('en', 'donate.bank.ach') })).toBeVisible();
    await expect(main.getByRole('tab', { name: t('en', 'donate.bank.cbu') })).toHaveCount(0);
    await expect(main.getByText('E2E-ACH-4242')).toBeVisible();
    await tab(page, 'donate.methods.crypto').click();
    await expect(main.getByText('E2E-TRON-ADDRESS')).toBeVisible();
    await expect(main.getByText('LOCAL-TEST-SOLANA-ADDRESS-NOT-REAL')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('leave out a way to give that is not set, and say donations are not set up when none is', async ({
    page,
    request,
  }) => {
    await setOwnerDetails(
      request,
      { donate: { crypto: [{ network: 'solana', address: 'E2E-SOLANA-ONLY' }] } },
      { url: donatePath, text: 'E2E-SOLANA-ONLY' },
    );
    const problems = watch(page);
    await page.goto(donatePath);
    await appHydrated(page);
    await expect(tab(page, 'donate.methods.crypto')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'donate.methods.fiat')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('E2E-SOLANA-ONLY')).toBeVisible();

    await setOwnerDetails(request, { donate: {} }, { url: donatePath, text: t('en', 'donate.not_set_up') });
    await page.reload();
    await appHydrated(page);
    await expect(page.getByRole('main').getByText(t('en', 'donate.not_set_up'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('tablist')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("name the owner's contact address on the About page", async ({ page, request }) => {
    const about = pathFor('about', 'en');
    await setOwnerDetails(
      request,
      { contactEmail: 'hello-e2e@tales.test' },
      { url: about, text: 'hello-e2e@tales.test' },
    );
    const problems = watch(page);
    await page.goto(about);
    await appHydrated(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'hello-e2e@tales.test' })).toHaveAttribute(
      'href',
      'mailto:hello-e2e@tales.test',
    );
    expect(problems).toEqual([]);
  });
});
