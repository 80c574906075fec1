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

/**
 * A complete story `days` from now (negative: already published), written straight through the API as the
 * admin; with `imageUrl`, its cover. A scheduled one readers cannot see yet.
 */
export async function insertScheduledStory(
  request: APIRequestContext,
  token: string,
  title: string,
  days: number,
  imageUrl?: string,
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
      ...(imageUrl ? { image_url: imageUrl } : {}),
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }[])[0].id;
}

/** Removes a story a journey wrote, so the days other journeys read stay as the seed made them. */
export async function deleteStoryRow(request: APIRequestContext, token: string, id: string): Promise<void> {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const response = await request.delete(`${supabaseUrl}/rest/v1/stories?id=eq.${id}`, {
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

/** A PNG cover uploaded to Storage's `story-images` bucket as the admin; answers its public URL. */
export async function uploadCover(request: APIRequestContext, token: string): Promise<string> {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const path = `stories/${crypto.randomUUID()}.png`;
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(512, 7)]);
  const response = await request.post(`${supabaseUrl}/storage/v1/object/story-images/${path}`, {
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    data: png,
  });
  expect(response.ok()).toBe(true);
  return `${supabaseUrl}/storage/v1/object/public/story-images/${path}`;
}
