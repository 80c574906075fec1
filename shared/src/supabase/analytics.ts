// First-party page views (SPEC §7 Analytics). Never lets analytics break the page.
import type { SupabaseClient } from './create-client';
import { getSupabase } from './client';
import type { PageView } from './types';

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * Records a page view through `record_page_view`, which fills in the user id from the caller's JWT and keeps each
 * client within its hourly budget. Resolves false on failure. Every load sends one, without the REST library
 * (`callFunction`). The lengths are the table's own limits.
 */
export async function trackPageView(view: PageView, db?: SupabaseClient): Promise<boolean> {
  try {
    return await (db ?? getSupabase()).callFunction('record_page_view', {
      title: clip(view.title, 100),
      location: clip(view.location, 1024),
      path: clip(view.path, 512),
      language: clip(view.language, 16),
      referrer: clip(view.referrer, 1024),
    });
  } catch {
    return false;
  }
}
