// A page kind as page views record it (the route table's analytics names, SPEC §2), named in the admin's language.
import type { TFunction } from 'i18next';

/** The text key of an analytics name: `Story View` → `story_view`. */
export const pageKindKey = (analytics: string): string => analytics.trim().toLowerCase().replace(/\s+/g, '_');

/** A name no route has (a page view from an older release) is shown as it was recorded. */
export function pageKindName(t: TFunction, analytics: string): string {
  if (!analytics) return t('reader_stats.unknown_page');
  return t(`reader_stats.page_kinds.${pageKindKey(analytics)}`, { defaultValue: analytics });
}
