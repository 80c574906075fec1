// First-party page views (SPEC §7 Analytics). Never lets analytics break the page.
import type { SupabaseClient } from './create-client';
import { getSupabase } from './client';
import type { PageView } from './types';

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * Records a page view; the user id is filled in by the database from the caller's JWT. Resolves false on failure.
 * Every load sends one: with the site's client it goes without the REST library (`insertRow`).
 */
export async function trackPageView(view: PageView, db?: SupabaseClient): Promise<boolean> {
  try {
    const client = db ?? getSupabase();
    const insertRow = client.insertRow ?? (async (table: string, row: Record<string, unknown>) => !(await client.from(table).insert(row)).error);
    return await insertRow('page_views', {
      title: clip(view.title, 200),
      location: clip(view.location, 2000),
      path: clip(view.path, 1000),
      language: clip(view.language, 16),
      referrer: clip(view.referrer, 2000),
    });
  } catch {
    return false;
  }
}
