// Signs a browser context in without the login UI: a password grant against the local API, stored where
// the site's Supabase client keeps its session, before any page script runs.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '@tales/shared/boot';

export const ADMIN = { email: 'admin@tales.local', password: 'tales-admin-2026' };
export const READER = { email: 'reader@tales.local', password: 'tales-reader-2026' };

export type SiteConfig = { supabaseUrl: string; supabaseAnonKey: string };

export async function siteConfig(request: APIRequestContext): Promise<SiteConfig> {
  const response = await request.get('/runtime-config.json');
  if (!response.ok()) throw new Error(`runtime-config.json: ${response.status()}`);
  return (await response.json()) as SiteConfig;
}

export async function passwordSession(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Record<string, unknown>> {
  const { supabaseUrl, supabaseAnonKey } = await siteConfig(request);
  const response = await request.post(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    data: account,
  });
  if (!response.ok())
    throw new Error(`sign-in of ${account.email} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function signInContext(
  context: BrowserContext,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const session = await passwordSession(request, account);
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  return String(session.access_token);
}
