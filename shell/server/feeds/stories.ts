// The stories the shell's server publishes for crawlers and feed readers (sitemap, RSS): published ones only,
// read with the server's client (the anon key).
import {
  mapStory,
  STORY_COLUMNS,
  toDate,
  type PublishedStoryEntry,
  type Story,
  type StoryRow,
  type SupabaseClient,
} from '@tales/shared/supabase';

/**
 * The newest published stories, newest first. Scheduled stories never, whoever asks: a feed or a sitemap
 * must not announce a story before its minute even when an admin's key reads it.
 */
export async function getLatestStories(limit: number, db: SupabaseClient, now: Date = new Date()): Promise<Story[]> {
  const { data, error } = await (
    await db.rest()
  )
    .from('stories')
    .select(STORY_COLUMNS)
    .lte('publish_date', now.toISOString())
    .order('publish_date', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return ((data ?? []) as StoryRow[]).map(mapStory);
}

/** Rows per request when reading every published story; well under any API's maximum page. */
const INDEX_PAGE = 500;

/** Every published story's id, dates, author and genres (the sitemap), oldest first; scheduled stories never. */
export async function getPublishedStoryIndex(
  db: SupabaseClient,
  now: Date = new Date(),
): Promise<PublishedStoryEntry[]> {
  const entries: PublishedStoryEntry[] = [];
  const rest = await db.rest();
  for (let from = 0; ; from += INDEX_PAGE) {
    const { data, error } = await rest
      .from('stories')
      .select('id, publish_date, updated_at, author, tags')
      .lte('publish_date', now.toISOString())
      .order('publish_date', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + INDEX_PAGE - 1);
    if (error) throw error;
    const rows = (data ?? []) as {
      id: string;
      publish_date: unknown;
      updated_at: unknown;
      author: string | null;
      tags: string[] | null;
    }[];
    for (const row of rows)
      entries.push({
        id: row.id,
        publishDate: toDate(row.publish_date),
        updatedAt: toDate(row.updated_at),
        author: row.author ?? '',
        tags: row.tags ?? [],
      });
    if (rows.length < INDEX_PAGE) return entries;
  }
}
