// The admin's stories list (every story, scheduled ones included: RLS lets admins read them): one page of
// stories, newest day first, searched and filtered; its cache key, its hook, and the loader a navigation calls
// (exposed as `./StoryListPage.data`).
import useSWR, { type SWRResponse } from 'swr';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { languages } from '@tales/shared/i18n';
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { OVERVIEW_COLUMNS, toOverviewStory, type OverviewStory } from '../overview/overview-row';
import { overviewError } from '../overview/overview-error';
import { formatListQuery, parseListQuery, type ListQuery } from './list-query';

export const PAGE_SIZE = 20;

export type StoryListPage = { stories: OverviewStory[]; total: number };

/** One key per query; the admin's own (`…:admin`), never persisted, read anew on each opening. */
export const storyListKey = (query: ListQuery): string =>
  dataKey('admin', ['stories', formatListQuery(query) || '?'], true);

/**
 * A search as an `ilike` pattern: PostgREST's `*` wildcards around it; the characters a pattern or PostgREST's
 * quoting would read (`* % \ "`) stand for any one character, which keeps the database's pattern budget.
 */
function titlePattern(search: string): string {
  return `"*${search.replace(/[*%\\"]/g, '_')}*"`;
}

/** `now` decides which stories are still scheduled. */
export async function getStoryList(
  query: ListQuery,
  now: Date = new Date(),
  db: SupabaseClient = getSupabase(),
): Promise<StoryListPage> {
  const from = (query.page - 1) * PAGE_SIZE;
  let request = (await db.rest()).from('stories').select(OVERVIEW_COLUMNS, { count: 'exact' });
  if (query.search) {
    const pattern = titlePattern(query.search);
    request = request.or(languages.map((lng) => `translations->${lng}->>title.ilike.${pattern}`).join(','));
  }
  if (query.scheduledOnly) request = request.gt('publish_date', now.toISOString());
  if (query.missingOnly) request = request.neq('missing_languages', '{}');
  if (query.noCover) request = request.is('image_url', null);
  if (query.genre) request = request.contains('tags', [query.genre]);
  const { data, error, count, status } = await request
    .order('publish_date', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + PAGE_SIZE - 1);
  // A page past the end (416) is an empty page, not a failure: the list says so and offers the first page.
  if (error && status === 416) return { stories: [], total: count ?? 0 };
  if (error) throw overviewError(error);
  const stories = ((data ?? []) as unknown as Parameters<typeof toOverviewStory>[0][]).map(toOverviewStory);
  return { stories, total: count ?? stories.length };
}

/** The list for `query`; the previous answer stays on screen while another page or filter loads. */
export function useStoryList(query: ListQuery): SWRResponse<StoryListPage, Error> {
  const key = storyListKey(query);
  const stale = useIsStale(key);
  return useSWR<StoryListPage, Error>(key, () => getStoryList(query), {
    keepPreviousData: true,
    revalidateOnMount: stale,
  });
}

const loadStoryListPage: DataLoader = ({ search }) => {
  const query = parseListQuery(search);
  return { needs: [{ key: storyListKey(query), fetch: () => getStoryList(query) }] };
};

export default loadStoryListPage satisfies ExposedLoader<'admin', './StoryListPage.data'>;
