// What the admin journeys share: watching for mf-admin's code, and a scheduled story written through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { languages } from '@tales/shared/i18n/languages';
import { e2ePorts } from './ports';
import { siteConfig } from './session';

const DAY = 86_400_000;

/** Every request the page makes to mf-admin's server. */
export function watchAdminRemote(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(e2ePorts['mf-admin'])) seen.push(request.url());
  });
  return seen;
}

/** A complete story `days` from now, written straight through the API as the admin: readers cannot see it yet. */
export async function insertScheduledStory(
  request: APIRequestContext,
  token: string,
  title: string,
  days: number,
): Promise<string> {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const translations = Object.fromEntries(
    languages.map((l) => [l, { title: `${title} (${l})`, content: 'Había una vez.', summary: '' }]),
  );
  const response = await request.post(`${supabaseUrl}/rest/v1/stories`, {
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    data: {
      translations,
      author: 'E2E',
      tags: ['fable'],
      hashtags: [],
      publish_date: new Date(Date.now() + days * DAY).toISOString(),
      read_time: 1,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }[])[0].id;
}
