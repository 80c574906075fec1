// Donor state end to end: the house ad for readers, the donation webhook on the local API, and the page
// dropping the ads (after a reload, and when the tab is shown again) with the footer saying "donate again".
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEFAULT_ANON_KEY, DEFAULT_DONATION_WEBHOOK_TOKEN } from '@tales/supabase-local/config';
import { t } from '../support/i18n';
import { e2ePorts } from '../support/ports';
import { AUTH_STORAGE_KEY } from '@tales/shared/boot';

const API = `http://127.0.0.1:${e2ePorts.api}`;

type Session = { access_token: string; refresh_token: string; user: { id: string; email: string } };

let counter = 0;

/** A new reader signed up through the local API, as the site's client would do it. */
async function newReader(request: APIRequestContext, name: string): Promise<Session> {
  counter += 1;
  const email = `donor-${Date.now().toString(36)}-${counter}@tales.local`;
  const response = await request.post(`${API}/auth/v1/signup`, {
    headers: { apikey: DEFAULT_ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: 'donor-pass-2026', data: { name } },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Session;
}

/** Signs the page in before any of its scripts run, by handing the site's client the stored session it looks for. */
async function signIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}

/** What Ko-fi posts: a form whose one field `data` holds the JSON. */
async function donate(request: APIRequestContext, email: string): Promise<void> {
  const data = {
    verification_token: DEFAULT_DONATION_WEBHOOK_TOKEN,
    message_id: `e2e-${Date.now().toString(36)}-${++counter}`,
    timestamp: new Date().toISOString(),
    type: 'Donation',
    from_name: 'E2E Donor',
    amount: '3.00',
    currency: 'USD',
    email,
  };
  const response = await request.post(`${API}/functions/v1/donation-webhook`, { form: { data: JSON.stringify(data) } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'recorded', applied: true });
}

const houseAds = (page: Page) => page.getByRole('complementary', { name: t('en', 'ads.label') });

async function expectNonDonorPage(page: Page, greeting: string): Promise<void> {
  await expect(houseAds(page)).toHaveCount(2);
  for (const ad of await houseAds(page).all()) {
    await expect(ad).toContainText(t('en', 'ads.house.label'));
    await expect(ad).toContainText(greeting);
    await expect(ad.getByRole('link', { name: t('en', 'ads.house.cta') })).toHaveAttribute('href', '/en/donate');
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: t('en', 'footer.remove_ads') })).toBeVisible();
  await expect(footer.getByRole('link', { name: t('en', 'footer.donate'), exact: true })).toBeVisible();
}

async function expectDonorPage(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  // "Donate again" appears only once the donor profile has loaded, so the ad checks below are not premature.
  await expect(footer.getByRole('link', { name: t('en', 'footer.donate_again') })).toHaveAttribute(
    'href',
    '/en/donate',
  );
  await expect(footer.getByRole('link', { name: t('en', 'footer.remove_ads') })).toHaveCount(0);
  await expect(houseAds(page)).toHaveCount(0);
  await expect(page.getByText(t('en', 'ads.house.label'))).toHaveCount(0);
}

test('an anonymous reader sees the house ad above and below the story, linking to donate', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('main article')).toBeVisible();
  await expectNonDonorPage(page, t('en', 'ads.house.title'));
  await houseAds(page)
    .first()
    .getByRole('link', { name: t('en', 'ads.house.cta') })
    .click();
  await expect(page).toHaveURL(/\/en\/donate$/);
});

test('the house ad follows the language and links to its donate route', async ({ page }) => {
  await page.goto('/es');
  const ad = page.getByRole('complementary', { name: t('es', 'ads.label') }).first();
  await expect(ad).toContainText(t('es', 'ads.house.label'));
  await expect(ad.getByRole('link', { name: t('es', 'ads.house.cta') })).toHaveAttribute('href', '/es/donar');
});

test('the webhook makes a signed-in reader a donor: after a reload no ad and "donate again"', async ({
  page,
  request,
}) => {
  const session = await newReader(request, 'Reload Reader');
  await signIn(page, session);
  await page.goto('/en');
  await expectNonDonorPage(page, t('en', 'ads.house.title_named').replace('{{name}}', 'Reload Reader'));

  await donate(request, session.user.email);
  await page.reload();
  await expectDonorPage(page);

  // Other pages too, and it stays that way.
  await page.goto('/en/calendar');
  await expectDonorPage(page);
  await page.goto('/en');
  await expect(page.locator('main article')).toBeVisible();
  await expectDonorPage(page);
});

test('a donor who comes back to the tab loses the ads without reloading or signing in again', async ({
  page,
  request,
}) => {
  const session = await newReader(request, 'Focus Reader');
  await signIn(page, session);
  await page.goto('/en');
  await expectNonDonorPage(page, t('en', 'ads.house.title_named').replace('{{name}}', 'Focus Reader'));

  await donate(request, session.user.email);
  // Nothing tells the open page by itself: it still shows the ads until it is shown again.
  await expect(houseAds(page)).toHaveCount(2);
  // The reader went to the tip-jar page in another tab and now returns to this one.
  const tipJar = await page.context().newPage();
  await tipJar.goto('about:blank');
  await page.bringToFront();
  await tipJar.close();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expectDonorPage(page);
});
