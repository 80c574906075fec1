// Deleting a story and moving it off the published days (unpublishing): both apply only while the story is still
// the version the admin saw, so another admin's save is never undone silently (the editor's conflict rule).
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { removeCover } from '../cover';
import { StoryError } from '../story-form/story-error';

/** What the admin saw of the story: its id, its version (`updated_at`) and its cover's public URL. */
export type StoryRef = { id: string; version: string; coverUrl: string | null };

export type DeleteOptions = {
  db?: SupabaseClient;
  /** Removes the cover from Storage; answers whether an object was removed. */
  removeCoverFile?: (publicUrl: string) => Promise<boolean>;
};

/** Nothing matched the id and version: a newer save (conflict) or no such story any more (not-found). */
async function whyNothingMatched(id: string, db: SupabaseClient): Promise<StoryError> {
  const { data } = await (await db.rest()).from('stories').select('id').eq('id', id).maybeSingle();
  return data
    ? new StoryError('conflict', 'The story was changed by someone else after you loaded it.')
    : new StoryError('not-found', 'The story no longer exists.');
}

/**
 * Deletes the story, then its cover from Storage. Answers whether a cover was removed; a cover that could not
 * be removed leaves the story deleted and says so (`coverLeft`), so the admin knows a file remains.
 */
export async function deleteStory(
  story: StoryRef,
  { db = getSupabase(), removeCoverFile = (url) => removeCover(url) }: DeleteOptions = {},
): Promise<{ coverRemoved: boolean; coverLeft: boolean }> {
  const { data, error } = await (
    await db.rest()
  )
    .from('stories')
    .delete()
    .eq('id', story.id)
    .eq('updated_at', story.version)
    .select('image_url');
  if (error) throw new StoryError('database', error.message, error.code);
  const rows = (data ?? []) as { image_url: string | null }[];
  if (rows.length === 0) throw await whyNothingMatched(story.id, db);
  const cover = rows[0].image_url;
  if (!cover) return { coverRemoved: false, coverLeft: false };
  try {
    const removed = await removeCoverFile(cover);
    return { coverRemoved: removed, coverLeft: false };
  } catch {
    return { coverRemoved: false, coverLeft: true };
  }
}

/** Moves the story to `publishDate` (a day to come: it leaves the published days, its text untouched). */
export async function moveStory(
  story: Pick<StoryRef, 'id' | 'version'>,
  publishDate: Date,
  db: SupabaseClient = getSupabase(),
): Promise<string> {
  const { data, error } = await (
    await db.rest()
  )
    .from('stories')
    .update({ publish_date: publishDate.toISOString() })
    .eq('id', story.id)
    .eq('updated_at', story.version)
    .select('updated_at');
  if (error) throw new StoryError('database', error.message, error.code);
  const rows = (data ?? []) as { updated_at: string }[];
  if (rows.length === 0) throw await whyNothingMatched(story.id, db);
  return String(rows[0].updated_at);
}
