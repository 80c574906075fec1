// Typed access to stories (SPEC §7), mapping rows to the camelCase model and applying SPEC §5/§8 rules.
import { addMonths, format } from 'date-fns';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './client';
import { mapStory } from './map-story';
import type { MonthStories, Story, StoryInput, StoryRow } from './types';

const STORY_COLUMNS = 'id, translations, author, publish_date, tags, hashtags, image_url, read_time, created_at, updated_at';

/** The reader's own time zone, so "today" is the reader's day. */
function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** First story published on `day` (reader's local day), else the most recent before it, else null. Errors are rethrown. */
export async function getStoryOfTheDay(day: Date = new Date(), db: SupabaseClient = getSupabase()): Promise<Story | null> {
  const { data, error } = await db
    .rpc('story_of_the_day', { day: format(day, 'yyyy-MM-dd'), tz: timeZone() })
    .select(STORY_COLUMNS)
    .limit(1);
  if (error) throw error;
  const rows = (data ?? []) as StoryRow[];
  return rows.length ? mapStory(rows[0]) : null;
}

/** One story by id, or null when it does not exist (or is not visible to the caller). */
export async function getStory(id: string, db: SupabaseClient = getSupabase()): Promise<Story | null> {
  if (!id) return null;
  const { data, error } = await db.from('stories').select(STORY_COLUMNS).eq('id', id).maybeSingle();
  if (error) {
    // An id that is not a uuid can't name a story: PostgreSQL rejects it (22P02) before looking.
    if (error.code === '22P02') return null;
    throw error;
  }
  return data ? mapStory(data as StoryRow) : null;
}

/**
 * Stories published in a month (reader's local time), keyed yyyy-MM-dd, one per date (the later wins).
 * Out-of-range year (2000–3000) or month (1–12) → empty (SPEC §5). A failed query is rethrown rather than
 * read as an empty month: the calendar then says it could not load and offers a retry, instead of claiming
 * that no story was published on any day.
 */
export async function getMonthStories(year: number, month: number, db: SupabaseClient = getSupabase()): Promise<MonthStories> {
  if (!Number.isInteger(year) || !Number.isInteger(month) || year < 2000 || year > 3000 || month < 1 || month > 12) return {};
  const start = new Date(year, month - 1, 1);
  const end = addMonths(start, 1);
  const { data, error } = await db
    .from('stories')
    .select(STORY_COLUMNS)
    .gte('publish_date', start.toISOString())
    .lt('publish_date', end.toISOString())
    .order('publish_date', { ascending: true });
  if (error) throw error;
  const byDate: MonthStories = {};
  for (const row of (data ?? []) as StoryRow[]) {
    const story = mapStory(row);
    if (story.publishDate) byDate[format(story.publishDate, 'yyyy-MM-dd')] = story;
  }
  return byDate;
}

function toRow(input: StoryInput, publishDate: Date) {
  return {
    translations: input.translations,
    author: input.author,
    tags: input.tags,
    hashtags: input.hashtags,
    publish_date: publishDate.toISOString(),
    image_url: input.imageUrl || null,
    read_time: input.readTime,
  };
}

/** Adds a story; needs a Spanish title and content (SPEC §5). Returns the new id. */
export async function createStory(input: StoryInput, db: SupabaseClient = getSupabase()): Promise<string> {
  const es = input.translations.es;
  if (!es?.title?.trim() || !es?.content?.trim()) throw new Error('Spanish title and content are required');
  const { data, error } = await db
    .from('stories')
    .insert(toRow(input, input.publishDate ?? new Date()))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** Updates a story; without a publish date it keeps the existing one, or uses now (SPEC §7). */
export async function updateStory(id: string, input: StoryInput, db: SupabaseClient = getSupabase()): Promise<void> {
  if (!id || typeof id !== 'string') throw new Error('Valid ID required');
  let publishDate = input.publishDate ?? null;
  if (!publishDate) {
    const existing = await getStory(id, db);
    publishDate = existing?.publishDate ?? new Date();
  }
  // updated_at is set to the server's time by a trigger.
  const { data, error } = await db.from('stories').update(toRow(input, publishDate)).eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('No se encontró el cuento con el ID proporcionado.');
}
