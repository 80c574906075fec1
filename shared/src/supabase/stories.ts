// Typed access to stories (SPEC §7), mapping rows to the camelCase model and applying SPEC §5/§8 rules.
import { dayKey } from '@tales/shared/i18n';
import type { PostgrestError } from '@supabase/postgrest-js';
import type { SupabaseClient } from './create-client';
import { storyCardsSelect } from '@tales/catalog';
import type { Language } from '../i18n/languages';
import { getSupabase } from './client';
import { mapStory, mapStoryPreview } from './map-story';
import { StoryError } from './story-error';
import { toDate } from './timestamps';
import type { MonthStories, PublishedStoryEntry, Story, StoryInput, StoryPreviewRow, StoryRow } from './types';

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
  const { data, error } = await (await db.rest())
    .rpc('story_of_the_day', { day: dayKey(day), tz: timeZone() })
    .select(STORY_COLUMNS)
    .limit(1);
  if (error) throw error;
  const rows = (data ?? []) as StoryRow[];
  return rows.length ? mapStory(rows[0]) : null;
}

/** One story by id, or null when it does not exist (or is not visible to the caller). */
export async function getStory(id: string, db: SupabaseClient = getSupabase()): Promise<Story | null> {
  if (!id) return null;
  const { data, error } = await (await db.rest()).from('stories').select(STORY_COLUMNS).eq('id', id).maybeSingle();
  if (error) {
    // An id that is not a uuid can't name a story: PostgreSQL rejects it (22P02) before looking.
    if (error.code === '22P02') return null;
    throw error;
  }
  return data ? mapStory(data as StoryRow) : null;
}

/**
 * The cards of the stories published in a month (reader's local time), in `language` with the Spanish fallback,
 * keyed yyyy-MM-dd, one per date (the later wins): what the calendar shows, not the story text.
 * Out-of-range year (2000–3000) or month (1–12) → empty (SPEC §5). A failed query is rethrown rather than
 * read as an empty month: the calendar then says it could not load and offers a retry, instead of claiming
 * that no story was published on any day.
 */
export async function getMonthStories(year: number, month: number, language: Language, db: SupabaseClient = getSupabase()): Promise<MonthStories> {
  if (!Number.isInteger(year) || !Number.isInteger(month) || year < 2000 || year > 3000 || month < 1 || month > 12) return {};
  const start = new Date(year, month - 1, 1);
  const end = new Date(year, month, 1);
  const { data, error } = await (await db.rest())
    .from('stories')
    .select(storyCardsSelect(language))
    .gte('publish_date', start.toISOString())
    .lt('publish_date', end.toISOString())
    .order('publish_date', { ascending: true });
  if (error) throw error;
  const byDate: MonthStories = {};
  for (const row of (data ?? []) as unknown as StoryPreviewRow[]) {
    const card = mapStoryPreview(row, language);
    if (card.publishDate) byDate[dayKey(card.publishDate)] = card;
  }
  return byDate;
}

/**
 * The newest published stories, newest first. Scheduled stories never, whoever asks: a feed or a sitemap
 * must not announce a story before its minute even when an admin's key reads it.
 */
export async function getLatestStories(limit: number, db: SupabaseClient = getSupabase(), now: Date = new Date()): Promise<Story[]> {
  const { data, error } = await (await db.rest())
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

/** Every published story's id and dates (the sitemap), oldest first; scheduled stories never. */
export async function getPublishedStoryIndex(db: SupabaseClient = getSupabase(), now: Date = new Date()): Promise<PublishedStoryEntry[]> {
  const entries: PublishedStoryEntry[] = [];
  const rest = await db.rest();
  for (let from = 0; ; from += INDEX_PAGE) {
    const { data, error } = await rest
      .from('stories')
      .select('id, publish_date, updated_at')
      .lte('publish_date', now.toISOString())
      .order('publish_date', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + INDEX_PAGE - 1);
    if (error) throw error;
    const rows = (data ?? []) as { id: string; publish_date: unknown; updated_at: unknown }[];
    for (const row of rows) entries.push({ id: row.id, publishDate: toDate(row.publish_date), updatedAt: toDate(row.updated_at) });
    if (rows.length < INDEX_PAGE) return entries;
  }
}

/** A story as loaded for editing: `version` is the row's `updated_at` exactly as the database wrote it. */
export type EditableStory = { story: Story; version: string };

function requireSpanish(input: StoryInput): void {
  const es = input.translations.es;
  if (!es?.title?.trim() || !es?.content?.trim()) throw new StoryError('spanish-required', 'Spanish title and content are required');
}

function databaseError(error: PostgrestError): StoryError {
  return new StoryError('database', error.message, error.code);
}

function toRow(input: StoryInput, publishDate: Date) {
  return {
    translations: input.translations,
    author: input.author,
    tags: input.tags,
    hashtags: input.hashtags,
    publish_date: publishDate.toISOString(),
    read_time: input.readTime,
  };
}

/**
 * One story for the admin form, with its version, or null when it does not exist.
 * The version keeps the database's microseconds (a Date would round them away and never match again).
 */
export async function getStoryForEdit(id: string, db: SupabaseClient = getSupabase()): Promise<EditableStory | null> {
  if (!id) throw new StoryError('invalid-id', 'Valid ID required');
  const { data, error } = await (await db.rest()).from('stories').select(STORY_COLUMNS).eq('id', id).maybeSingle();
  if (error) {
    if (error.code === '22P02') return null;
    throw databaseError(error);
  }
  if (!data) return null;
  const row = data as StoryRow;
  return { story: mapStory(row), version: String(row.updated_at) };
}

/** Adds a story; needs a Spanish title and content (SPEC §5). Returns the new id and its version. */
export async function createStory(input: StoryInput, db: SupabaseClient = getSupabase()): Promise<{ id: string; version: string }> {
  requireSpanish(input);
  const row = { ...toRow(input, input.publishDate ?? new Date()), ...(input.imageUrl ? { image_url: input.imageUrl } : {}) };
  const { data, error } = await (await db.rest()).from('stories').insert(row).select('id, updated_at').single();
  if (error) throw databaseError(error);
  const created = data as { id: string; updated_at: string };
  return { id: created.id, version: String(created.updated_at) };
}

export type UpdateOptions = {
  /**
   * The version the editor loaded: the update applies only while the row still has it, so an edit made by
   * someone else in between is never overwritten silently ('conflict'). Leave it out to overwrite on purpose.
   */
  expectedVersion?: string;
};

/**
 * Updates a story (SPEC §7): `updated_at` is set by the server's trigger; without a publish date it keeps the
 * existing one. An absent image clears the stored one. Returns the new version.
 */
export async function updateStory(id: string, input: StoryInput, options: UpdateOptions = {}, db: SupabaseClient = getSupabase()): Promise<string> {
  if (!id || typeof id !== 'string') throw new StoryError('invalid-id', 'Valid ID required');
  requireSpanish(input);
  const row: Record<string, unknown> = { ...toRow(input, input.publishDate ?? new Date()), image_url: input.imageUrl || null };
  if (!input.publishDate) delete row.publish_date;
  let query = (await db.rest()).from('stories').update(row).eq('id', id);
  if (options.expectedVersion !== undefined) query = query.eq('updated_at', options.expectedVersion);
  const { data, error } = await query.select('updated_at');
  if (error) {
    if (error.code === '22P02') throw new StoryError('not-found', 'No se encontró el cuento con el ID proporcionado.', error.code);
    throw databaseError(error);
  }
  const rows = (data ?? []) as { updated_at: string }[];
  if (rows.length > 0) return String(rows[0].updated_at);
  // Nothing matched: either the story is gone (or invisible), or someone saved a newer version.
  if (options.expectedVersion !== undefined && (await getStory(id, db))) {
    throw new StoryError('conflict', 'El cuento fue modificado por otra persona después de que lo cargaste.');
  }
  throw new StoryError('not-found', 'No se encontró el cuento con el ID proporcionado.');
}
